import type { Mailer, MailLog, MailMessage } from './index.js';

export interface OutboxMessage extends MailMessage {
  sentAt: Date;
}

export interface DevOutbox {
  /** Newest first. */
  list(): OutboxMessage[];
  clear(): void;
}

export const DEV_OUTBOX_CAPACITY = 50;

/**
 * The mailer without SMTP: messages stay in memory (the newest 50) for a developer or an E2E
 * test to read at GET /api/dev/outbox. The log names recipient and subject only: bodies hold
 * one-time codes (DESIGN §4: logs never contain OTPs).
 */
export function createDevOutbox(
  log: MailLog,
  capacity = DEV_OUTBOX_CAPACITY,
): Mailer & { outbox: DevOutbox } {
  const messages: OutboxMessage[] = [];
  const outbox: DevOutbox = {
    list: () => messages.slice().reverse(),
    clear: () => {
      messages.length = 0;
    },
  };
  return {
    outbox,
    async send(message) {
      messages.push({ ...message, sentAt: new Date() });
      if (messages.length > capacity) messages.splice(0, messages.length - capacity);
      log.info(`mail to ${message.to}: ${message.subject}`);
    },
    async close() {},
  };
}
