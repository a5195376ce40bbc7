import type { Config } from '../../config.js';
import { createDevOutbox, type DevOutbox } from './dev-outbox.js';
import { createSmtpMailer } from './smtp.js';

/** One e-mail, always with an HTML part and its plain-text alternative. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Where the mailer reports; a Fastify or pino logger fits. Never given a message body. */
export interface MailLog {
  info(message: string): void;
  info(context: object, message: string): void;
  error(context: object, message: string): void;
}

export interface Mailer {
  /** Resolves once the message is handed over (to the SMTP server, or the dev outbox). */
  send(message: MailMessage): Promise<void>;
  /** Only when mail is not sent over SMTP (no SMTP_URL): the messages kept in memory. */
  readonly outbox?: DevOutbox;
  /** Waits (briefly) for messages still being sent, then closes connections. */
  close(): Promise<void>;
}

/**
 * SMTP when SMTP_URL is set (DESIGN §2); otherwise a dev outbox that keeps the last 50 messages
 * in memory, listed at GET /api/dev/outbox outside production.
 */
export function createMailer(config: Pick<Config, 'mail'>, log: MailLog): Mailer {
  if (config.mail.smtpUrl) return createSmtpMailer(config.mail.smtpUrl, config.mail.from, log);
  return createDevOutbox(log);
}

export type { DevOutbox, OutboxMessage } from './dev-outbox.js';
export { renderEmail } from './template.js';
