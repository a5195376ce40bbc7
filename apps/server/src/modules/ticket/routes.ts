import { errorEnvelopeSchema } from '@store/contract/common';
import {
  deleteTicketReplySchema,
  deleteTicketRequestSchema,
  submitTicketReplySchema,
  submitTicketRequestSchema,
  TICKET_MESSAGES,
  type Ticket,
  ticketListReplySchema,
} from '@store/contract/ticket';
import { desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '#server/db/client.js';
import { auditLog, tickets } from '#server/db/schema/index.js';
import { NotFoundError } from '#server/lib/errors.js';
import { ok } from '#server/lib/reply.js';
import { currentUserId } from '#server/plugins/auth.js';

/** SPEC/DESIGN: the contact form is public, so it is rate-limited per IP. */
export const SUBMIT_LIMIT = { max: 5, timeWindow: 10 * 60_000 };
const security = [{ bearerAuth: [] }];

type TicketRow = typeof tickets.$inferSelect;

function toWire(row: TicketRow): Ticket {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    mobile: row.mobile ?? null,
    issue: row.issue,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Contact Us tickets (SPEC §2 Contact Us, Admin "Contact Us Tickets", §7): anyone may send
 * a support request; admins list them newest first and delete them (audited).
 */
export const ticketRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const e = errorEnvelopeSchema;

  app.post(
    '/submitForm',
    {
      config: { rateLimit: SUBMIT_LIMIT },
      schema: {
        tags: ['ticket'],
        summary: 'Send a Contact Us support request (name, email, optional mobile, issue)',
        body: submitTicketRequestSchema,
        response: { 201: submitTicketReplySchema, 400: e, 429: e },
      },
    },
    async (request, reply) => {
      const { name, email, mobile, issue } = request.body;
      const [row] = await db
        .insert(tickets)
        .values({ name, email, mobile: mobile ?? null, issue })
        .returning();
      return reply.code(201).send({ ...ok, message: TICKET_MESSAGES.recorded, data: toWire(row!) });
    },
  );

  app.get(
    '/getAllForms',
    {
      config: { auth: 'admin' },
      schema: {
        tags: ['ticket', 'admin'],
        summary: 'Every Contact Us ticket, newest first',
        security,
        response: { 200: ticketListReplySchema, 401: e, 403: e },
      },
    },
    async () => {
      const rows = await db
        .select()
        .from(tickets)
        .orderBy(desc(tickets.createdAt), desc(tickets.id));
      return { ...ok, message: TICKET_MESSAGES.listed, data: rows.map(toWire) };
    },
  );

  app.post(
    '/deleteTicket',
    {
      config: { auth: 'admin' },
      schema: {
        tags: ['ticket', 'admin'],
        summary: 'Delete a Contact Us ticket (recorded in the audit log)',
        security,
        body: deleteTicketRequestSchema,
        response: { 200: deleteTicketReplySchema, 400: e, 401: e, 403: e, 404: e },
      },
    },
    async (request) => {
      const { id } = request.body;
      const actorUserId = currentUserId(request);
      const deleted = await db.transaction(async (tx) => {
        const [row] = await tx.delete(tickets).where(eq(tickets.id, id)).returning();
        if (!row) return undefined;
        await tx.insert(auditLog).values({
          actorUserId,
          action: 'ticket.delete',
          entity: 'ticket',
          entityId: row.id,
          details: { name: row.name, email: row.email },
        });
        return row;
      });
      if (!deleted) throw new NotFoundError(TICKET_MESSAGES.notFound);
      return { ...ok, message: TICKET_MESSAGES.deleted, data: { _id: deleted.id } };
    },
  );
};
