import { expect, inject } from 'vitest';
import type { CaughtMail } from './mailbox.js';

/** Waits for an e-mail to `to` that `match` accepts, among those the store sent. */
export async function waitForMail(
  to: string,
  match: (mail: CaughtMail) => boolean = () => true,
): Promise<CaughtMail> {
  let found: CaughtMail | undefined;
  await expect
    .poll(
      async () => {
        const mails = (await (await fetch(inject('mailboxUrl'))).json()) as CaughtMail[];
        found = mails.findLast((mail) => mail.to.includes(to.toLowerCase()) && match(mail));
        return found !== undefined;
      },
      { timeout: 15_000, interval: 200 },
    )
    .toBe(true);
  return found!;
}

/** The 6-digit code of a password-reset e-mail. */
export function otpOf(mail: CaughtMail): string {
  const code = /\b(\d{6})\b/.exec(mail.text)?.[1];
  if (!code) throw new Error(`no 6-digit code in the e-mail "${mail.subject}":\n${mail.text}`);
  return code;
}
