import path from 'node:path';
import type { Config } from '#server/config.js';
import { createDevOutbox, type DevOutbox } from './dev-outbox.js';
import { createMailFolder } from './mail-folder.js';
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
  /** Only with the dev outbox (DEV_OUTBOX=true, no SMTP_URL): the messages kept in memory. */
  readonly outbox?: DevOutbox;
  /** Waits (briefly) for messages still being sent, then closes connections. */
  close(): Promise<void>;
}

/**
 * SMTP when SMTP_URL is set (DESIGN §2, required in production). Without it: the dev outbox
 * when DEV_OUTBOX=true (the last 50 messages in memory, listed at GET /api/dev/outbox to a
 * signed-in admin on the loopback address), else files in DATA_DIR/mail.
 */
export function createMailer(
  config: Pick<Config, 'mail' | 'devOutbox' | 'dataDir'>,
  log: MailLog,
): Mailer {
  if (config.mail.smtpUrl) return createSmtpMailer(config.mail.smtpUrl, config.mail.from, log);
  if (config.devOutbox) return createDevOutbox(log);
  return createMailFolder(mailFolder(config.dataDir), log);
}

/** Where mails go without SMTP_URL and DEV_OUTBOX. */
export function mailFolder(dataDir: string): string {
  return path.join(dataDir, 'mail');
}

export type { DevOutbox, OutboxMessage } from './dev-outbox.js';
export { renderEmail } from './template.js';
