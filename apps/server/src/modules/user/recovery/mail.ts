import { STORE_NAME } from '@store/contract/constants';
import { type MailMessage, renderEmail } from '#server/platform/mail/index.js';
import { OTP_TTL_MINUTES } from './otp.js';

export const RESET_MAIL_SUBJECT = `Your ${STORE_NAME} password reset code`;

/** The password-reset e-mail: the 6-digit code up front, its lifetime, and what to do if unasked. */
export function passwordResetMail(input: { to: string; name: string; code: string }): MailMessage {
  const { html, text } = renderEmail({
    heading: 'Reset your password',
    preview: `Your password reset code is inside. It is valid for ${OTP_TTL_MINUTES} minutes.`,
    blocks: [
      { kind: 'paragraph', text: `Hi ${input.name},` },
      {
        kind: 'paragraph',
        text: `Use this code to reset the password of your ${STORE_NAME} account:`,
      },
      { kind: 'code', text: input.code },
      {
        kind: 'paragraph',
        text: `The code is valid for ${OTP_TTL_MINUTES} minutes and works once. Never share it: we will never ask you for it.`,
      },
      {
        kind: 'note',
        text: 'If you did not ask for this, ignore this e-mail. Your password stays as it is.',
      },
    ],
  });
  return { to: input.to, subject: RESET_MAIL_SUBJECT, text, html };
}
