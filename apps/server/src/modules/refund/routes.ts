import { apiRoutes } from '@store/contract/api';
import { errorEnvelopeSchema } from '@store/contract/common';
import { creditNoteFileName, REFUND_MESSAGES } from '@store/contract/refund';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '#server/db/client.js';
import { serve } from '#server/lib/api-route.js';
import { NotFoundError } from '#server/lib/errors.js';
import { ok } from '#server/lib/reply.js';
import { currentUserId } from '#server/plugins/auth.js';
import { findCreditNote, INVOICE_LIMIT, renderTaxDocumentPdf } from '../invoice/index.js';
import type { RefundService } from './service.js';

const e = errorEnvelopeSchema;
const security = [{ bearerAuth: [] }];

/** `/api/order/admin-refund` and `/api/order/credit-note/{refundId}` (decision 0044). */
export const refundRoutes: FastifyPluginAsyncZod<{ db: Database; refunds: RefundService }> = async (
  app,
  { db, refunds },
) => {
  serve(
    app,
    apiRoutes.refund.adminRefund,
    {
      config: { auth: 'admin' },
      schema: {
        tags: ['order', 'admin'],
        summary:
          'Refund a paid order in full or per item, with a reason (idempotent per requestKey)',
        description:
          'Refused with 409 when the order is not PAID, was paid more than six months ago, an ' +
          'item is refunded already, or the refunds would exceed what was paid. The same ' +
          '`requestKey` again answers the first refund. The refunded items stop downloading at once.',
        security,
        response: { 400: e, 401: e, 403: e, 404: e, 409: e },
      },
    },
    async (request) => {
      const refund = await refunds.request(currentUserId(request), request.body);
      return {
        ...ok,
        message: REFUND_MESSAGES.refunded,
        data: refund,
      };
    },
  );

  // The table's `reply: 'pdf'`: the route sends the file's bytes itself.
  serve(
    app,
    apiRoutes.refund.creditNote,
    {
      config: { auth: 'user', rateLimit: INVOICE_LIMIT },
      schema: {
        tags: ['order'],
        summary: 'Download a refund’s GST credit note (PDF): its buyer or an admin',
        security,
        response: { 400: e, 401: e, 404: e, 429: e },
      },
    },
    async (request, reply) => {
      const note = await findCreditNote(db, request.params.refundId);
      const mayRead =
        note && (note.userId === currentUserId(request) || request.auth?.role === 'ADMIN');
      if (!note || !mayRead) throw new NotFoundError(REFUND_MESSAGES.creditNoteNotFound);
      const pdf = await renderTaxDocumentPdf(note);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${creditNoteFileName(note.number)}"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );
};
