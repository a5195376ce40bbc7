import { apiRoutes } from '@store/contract/api';
import { errorEnvelopeSchema } from '@store/contract/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '#server/db/client.js';
import { serve } from '#server/lib/api-route.js';
import { ok } from '#server/lib/reply.js';
import { currentUserId } from '#server/plugins/auth.js';
import { createDownloadService } from './service.js';

/**
 * `GET /api/download/{productId}` (DESIGN §4): the only way a drive link leaves the server.
 * A signed-in user entitled to the product (free, or a PAID order that is not blocked) gets
 * a 302 to the link, and the download is logged; a script asking for JSON gets the link in
 * the body instead. Visitors get 401, everyone else 403, and neither carries the link.
 */
export const downloadRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const e = errorEnvelopeSchema;
  const service = createDownloadService(db);
  serve(
    app,
    apiRoutes.download.file,
    {
      config: { auth: 'user' },
      schema: {
        tags: ['order'],
        summary:
          'Download a bought or free product: 302 to its link (JSON with Accept: application/json)',
        security: [{ bearerAuth: [] }],
        response: { 302: z.null(), 401: e, 403: e, 404: e },
      },
    },
    async (request, reply) => {
      const url = await service.linkFor(currentUserId(request), request.params.productId);
      reply.header('cache-control', 'no-store');
      if (wantsJson(request.headers.accept)) {
        return { ...ok, message: 'Download', data: { url } };
      }
      return reply.redirect(url, 302);
    },
  );
};

function wantsJson(accept: string | undefined): boolean {
  if (!accept) return false;
  return accept.includes('application/json') && !accept.includes('text/html');
}
