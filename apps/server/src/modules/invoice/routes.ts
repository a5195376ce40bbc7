import { apiRoutes } from '@store/contract/api';
import { errorEnvelopeSchema } from '@store/contract/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '#server/db/client.js';
import { serve } from '#server/lib/api-route.js';
import { NotFoundError } from '#server/lib/errors.js';
import { currentUserId } from '#server/plugins/auth.js';
import { findInvoice } from './issue.js';
import { INVOICE_LIMIT } from './limits.js';
import { renderTaxDocumentPdf } from './render.js';

export const INVOICE_NOT_FOUND = 'Invoice not found.';

/** `INV/2627/000123` → `invoice-INV-2627-000123.pdf`. */
export const invoiceFileName = (number: string) => `invoice-${number.replaceAll('/', '-')}.pdf`;

/**
 * `GET /api/order/invoice/{orderId}` (decision 0040): a paid order's GST invoice (or bill
 * of supply) as a PDF, drawn from its stored row. Its buyer and admins only: anyone else,
 * like an order without an invoice, gets 404, so order ids cannot be probed.
 */
export const invoiceRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const e = errorEnvelopeSchema;
  // The table's `reply: 'pdf'`: the route sends the file's bytes itself.
  serve(
    app,
    apiRoutes.order.invoice,
    {
      config: { auth: 'user', rateLimit: INVOICE_LIMIT },
      schema: {
        tags: ['order'],
        summary: 'Download a paid order’s GST invoice (PDF): its buyer or an admin',
        security: [{ bearerAuth: [] }],
        response: { 400: e, 401: e, 404: e, 429: e },
      },
    },
    async (request, reply) => {
      const invoice = await findInvoice(db, request.params.orderId);
      const mayRead =
        invoice && (invoice.userId === currentUserId(request) || request.auth?.role === 'ADMIN');
      if (!invoice || !mayRead) throw new NotFoundError(INVOICE_NOT_FOUND);
      // pdfkit and its fonts load at the first invoice, not at start-up (issue 18 point 6).
      const pdf = await renderTaxDocumentPdf(invoice);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${invoiceFileName(invoice.number)}"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );
};
