import { apiRoutes } from '@store/contract/api';
import { errorEnvelopeSchema } from '@store/contract/common';
import { TICKET_MESSAGES } from '@store/contract/ticket';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '#server/db/client.js';
import { serve } from '#server/lib/api-route.js';
import { ok } from '#server/lib/reply.js';
import { currentUserId } from '#server/plugins/auth.js';
import { createTicketService } from './service.js';

/** SPEC/DESIGN: the contact form is public, so it is rate-limited per IP. */
export const SUBMIT_LIMIT = { max: 5, timeWindow: 10 * 60_000 };
const security = [{ bearerAuth: [] }];

/**
 * Contact Us tickets (SPEC §2 Contact Us, Admin "Contact Us Tickets", §7): anyone may send
 * a support request; admins list them newest first and delete them (audited).
 */
export const ticketRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const e = errorEnvelopeSchema;
  const service = createTicketService(db);

  serve(
    app,
    apiRoutes.ticket.submit,
    {
      config: { rateLimit: SUBMIT_LIMIT },
      schema: {
        tags: ['ticket'],
        summary: 'Send a Contact Us support request (name, email, optional mobile, issue)',
        response: { 400: e, 429: e },
      },
    },
    // Replies 201: the contract's status for this entry (ticketApi.submit), set by serve().
    async (request) => {
      const { name, email, mobile, issue } = request.body;
      const data = await service.submit({ name, email, mobile: mobile ?? null, issue });
      return { ...ok, message: TICKET_MESSAGES.recorded, data };
    },
  );

  serve(
    app,
    apiRoutes.ticket.list,
    {
      config: { auth: 'admin' },
      schema: {
        tags: ['ticket', 'admin'],
        summary: 'Every Contact Us ticket, newest first',
        security,
        response: { 401: e, 403: e },
      },
    },
    async () => {
      return { ...ok, message: TICKET_MESSAGES.listed, data: await service.list() };
    },
  );

  serve(
    app,
    apiRoutes.ticket.remove,
    {
      config: { auth: 'admin' },
      schema: {
        tags: ['ticket', 'admin'],
        summary: 'Delete a Contact Us ticket (recorded in the audit log)',
        security,
        response: { 400: e, 401: e, 403: e, 404: e },
      },
    },
    async (request) => {
      const { id } = request.body;
      const deleted = await service.remove(currentUserId(request), id);
      return { ...ok, message: TICKET_MESSAGES.deleted, data: { _id: deleted._id } };
    },
  );
};
