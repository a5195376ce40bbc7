import * as z from 'zod/mini';
import { isoDateSchema, successEnvelope } from '../common/index.js';

/**
 * GET /api/dev/outbox (development and test only; 404 in production): the e-mails the
 * server would have sent, newest first, when no SMTP_URL is set. E2E journeys read the
 * password-reset code from here.
 */
export const outboxMessageSchema = z.object({
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  sentAt: isoDateSchema,
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;

export const outboxReplySchema = successEnvelope(z.array(outboxMessageSchema));
export type OutboxReply = z.infer<typeof outboxReplySchema>;
