import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Mailer, MailLog, MailMessage } from './index.js';

/**
 * The mailer of a plain `npm start` (no SMTP_URL, no DEV_OUTBOX): each message is written to
 * a file in `folder` (DATA_DIR/mail) that only the account running the store can read: the
 * plain text as `<time>-<recipient>.txt`, the HTML beside it. A newcomer reads their reset
 * code there; nobody reaches it over HTTP. The log names recipient, subject and file, never
 * the body (DESIGN §4: logs never contain OTPs).
 */
export function createMailFolder(folder: string, log: MailLog): Mailer {
  let ready: Promise<unknown> | undefined;
  return {
    async send(message) {
      ready ??= mkdir(folder, { recursive: true, mode: 0o700 });
      await ready;
      const base = path.join(folder, fileName(message));
      await writeFile(`${base}.txt`, plainText(message), { mode: 0o600 });
      await writeFile(`${base}.html`, message.html, { mode: 0o600 });
      log.info(`mail to ${message.to}: ${message.subject} (written to ${base}.txt)`);
    },
    async close() {},
  };
}

/** Sorts by time; the recipient makes a newcomer's own mail easy to spot. */
function fileName(message: MailMessage): string {
  const time = new Date().toISOString().replace(/[:.]/g, '-');
  const to = message.to
    .toLowerCase()
    .replace(/[^a-z0-9@._-]/g, '_')
    .slice(0, 80);
  return `${time}-${to}-${randomBytes(3).toString('hex')}`;
}

function plainText(message: MailMessage): string {
  return `To: ${message.to}\nSubject: ${message.subject}\nDate: ${new Date().toISOString()}\n\n${message.text}`;
}
