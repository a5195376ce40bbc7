import { errorEnvelopeSchema, successEnvelope } from '@store/contract/common';
import { downloadParamsSchema, ORDER_MESSAGES } from '@store/contract/order';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.js';
import { newId } from '../../db/ids.js';
import { ForbiddenError, NotFoundError } from '../../lib/errors.js';
import { currentUserId } from '../../plugins/auth.js';
import { findEntitlement } from '../order/entitlement.js';

const downloadLinkReplySchema = successEnvelope(z.object({ url: z.string() }));

/**
 * `GET /api/download/{productId}` (DESIGN §4): the only way a drive link leaves the server.
 * A signed-in user entitled to the product (free, or a PAID order that is not blocked) gets
 * a 302 to the link, and the download is logged; a script asking for JSON gets the link in
 * the body instead. Visitors get 401, everyone else 403, and neither carries the link.
 */
export const downloadRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const e = errorEnvelopeSchema;
  app.get(
    '/:productId',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['order'],
        summary:
          'Download a bought or free product: 302 to its link (JSON with Accept: application/json)',
        security: [{ bearerAuth: [] }],
        params: downloadParamsSchema,
        response: { 200: downloadLinkReplySchema, 302: z.null(), 401: e, 403: e, 404: e },
      },
    },
    async (request, reply) => {
      const userId = currentUserId(request);
      const { productId } = request.params;
      const entitlement = await findEntitlement(db, userId, productId);
      if (!entitlement) {
        const { rows } = await db.execute(sql`select 1 from products where id = ${productId}`);
        if (rows.length === 0) throw new NotFoundError('Product not found.');
        throw new ForbiddenError(ORDER_MESSAGES.notEntitled);
      }
      if (!/^https?:\/\//i.test(entitlement.driveLink)) {
        throw new NotFoundError('This product has no download link yet. Please contact us.');
      }
      await db.execute(sql`
        insert into downloads (id, user_id, product_id, order_id)
        values (${newId()}, ${userId}, ${productId}, ${entitlement.orderId})`);
      reply.header('cache-control', 'no-store');
      if (wantsJson(request.headers.accept)) {
        return {
          success: true as const,
          error: false as const,
          message: 'Download',
          data: { url: entitlement.driveLink },
        };
      }
      return reply.redirect(entitlement.driveLink, 302);
    },
  );
};

function wantsJson(accept: string | undefined): boolean {
  if (!accept) return false;
  return accept.includes('application/json') && !accept.includes('text/html');
}
