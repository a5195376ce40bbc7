import { apiRoutes } from '@store/contract/api';
import { AUDIT_MESSAGES } from '@store/contract/audit';
import { errorEnvelopeSchema } from '@store/contract/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '#server/db/client.js';
import { serve } from '#server/lib/api-route.js';
import { ok } from '#server/lib/reply.js';
import { auditFilters, listAudit } from './repository.js';

const security = [{ bearerAuth: [] }];
const e = errorEnvelopeSchema;

/** Issue 17 point 6: the audit log for the admin Activity screen (admin only, read only). */
export const auditRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  serve(
    app,
    apiRoutes.audit.list,
    {
      config: { auth: 'admin' },
      schema: {
        tags: ['audit', 'admin'],
        summary: 'The audit log, newest first, by admin and action (admin only)',
        description: 'Keyset pages: send back `nextCursor` as `cursor` for the next, older, page.',
        security,
        response: { 400: e, 401: e, 403: e },
      },
    },
    async (request) => {
      const { adminId, action, cursor, limit } = request.body;
      const { rows, nextCursor } = await listAudit(db, {
        limit,
        ...(adminId ? { adminId } : {}),
        ...(action ? { action } : {}),
        ...(cursor ? { cursor } : {}),
      });
      return { ...ok, message: AUDIT_MESSAGES.list, data: rows, nextCursor };
    },
  );

  serve(
    app,
    apiRoutes.audit.filters,
    {
      config: { auth: 'admin' },
      schema: {
        tags: ['audit', 'admin'],
        summary: 'The admins and actions the Activity filters offer (admin only)',
        security,
        response: { 401: e, 403: e },
      },
    },
    async () => ({ ...ok, message: AUDIT_MESSAGES.filters, data: await auditFilters(db) }),
  );
};
