import * as z from 'zod/mini';
import type { SchemasFor } from '../api/index.js';
import { idSchema, requiredTrimmedText, successEnvelope } from '../common/index.js';
import { TICKET_ISSUE_MAX, TICKET_NAME_MAX } from '../constants/index.js';
import { emailSchema, indianMobileSchema } from '../user/index.js';

export { TICKET_ISSUE_MAX, TICKET_NAME_MAX };

const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** SPEC §3/§5 support request: mobile may be left out or empty, else an Indian mobile. */
export const submitTicketRequestSchema = z.object({
  name: requiredTrimmedText(TICKET_NAME_MAX),
  email: emailSchema,
  // zod/mini has no z.preprocess; a pipe from a transform is the same at run time, and the
  // outer optional keeps the key optional in the inferred input type as preprocess did.
  mobile: z.optional(
    z.pipe(
      z.transform((v: unknown) => (isBlank(v) ? undefined : v)),
      z.optional(indianMobileSchema),
    ),
  ),
  issue: requiredTrimmedText(TICKET_ISSUE_MAX),
});
export type SubmitTicketRequest = {
  name: string;
  email: string;
  mobile?: string;
  issue: string;
};

/** A ticket on the wire; `mobile` is null when none was given, `createdAt` ISO UTC. */
export const ticketSchema = z.object({
  _id: idSchema,
  name: z.string(),
  email: z.string(),
  mobile: z.nullable(z.string()),
  issue: z.string(),
  createdAt: z.string(),
});
export type Ticket = z.infer<typeof ticketSchema>;

export const submitTicketReplySchema = successEnvelope(ticketSchema);
export type SubmitTicketReply = z.infer<typeof submitTicketReplySchema>;

/** Newest first. */
export const ticketListReplySchema = successEnvelope(z.array(ticketSchema));
export type TicketListReply = z.infer<typeof ticketListReplySchema>;

export const deleteTicketRequestSchema = z.object({ id: idSchema });
export type DeleteTicketRequest = z.input<typeof deleteTicketRequestSchema>;
export const deleteTicketReplySchema = successEnvelope(z.object({ _id: idSchema }));

/** The schemas of `apiRoutes.ticket` (decision 0049), under the table's keys. */
export const ticketApi = {
  /** A ticket is created: 201, as this call has always replied. */
  submit: { body: submitTicketRequestSchema, reply: submitTicketReplySchema, status: 201 },
  list: { reply: ticketListReplySchema },
  remove: { body: deleteTicketRequestSchema, reply: deleteTicketReplySchema },
} as const satisfies SchemasFor<'ticket'>;

export const TICKET_MESSAGES = {
  recorded: 'Your issue has been recorded.',
  recordFailed: 'Failed to record your issue.',
  serverError: 'Server Error. Please try again.',
  listed: 'Tickets',
  loadFailed: 'Failed to retrieve tickets.',
  deleted: 'Ticket deleted successfully',
  deleteFailed: 'Failed to delete ticket',
  notFound: 'Ticket not found.',
  empty: 'No tickets found',
  emptyHint: 'New tickets will appear here',
} as const;
