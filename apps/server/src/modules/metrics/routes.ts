import { createHash } from 'node:crypto';
import { apiRoutes } from '@store/contract/api';
import { errorEnvelopeSchema } from '@store/contract/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '#server/db/client.js';
import { serve } from '#server/lib/api-route.js';
import { NotFoundError } from '#server/lib/errors.js';
import { ok } from '#server/lib/reply.js';
import { createMetricsRepository } from './repository.js';

/** Beacons per client address per minute: a shopper leaves a product page a few times a minute at most. */
const BEACON_LIMIT = { max: 60, timeWindow: 60_000 };

/**
 * Product view metrics (SPEC §3, §4): the product page's beacon, aggregated in one upsert,
 * and the admin's Product Analytics figures, computed in SQL.
 */
export const metricsRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  // navigator.sendBeacon sends a string body as text/plain: read it as JSON here.
  app.addContentTypeParser(
    'text/plain',
    { parseAs: 'string', bodyLimit: 4096 },
    (_req, body, done) => {
      try {
        done(null, JSON.parse(String(body)));
      } catch {
        done(
          Object.assign(new Error('The request body is not valid JSON.'), { statusCode: 400 }),
          undefined,
        );
      }
    },
  );
  const e = errorEnvelopeSchema;
  const repository = createMetricsRepository(db);

  serve(
    app,
    apiRoutes.metrics.recordView,
    {
      // A signed-in viewer counts once as themselves; an ended session counts as anonymous.
      config: { auth: 'optional', rateLimit: BEACON_LIMIT },
      schema: {
        tags: ['survey'],
        summary: 'Record a product view (beacon): views, distinct viewers, viewing time',
        response: { 400: e, 404: e, 429: e },
      },
    },
    // Replies 204 with no body: the contract's status for this entry, set by serve().
    async (request) => {
      const { productId, viewedTime, viewerId } = request.body;
      const viewerKey = request.auth
        ? `user:${request.auth.userId}`
        : viewerId
          ? `anon:${viewerId}`
          : `ip:${createHash('sha256').update(request.ip).digest('base64url').slice(0, 22)}`;
      const upTimeMs = Math.round(viewedTime * 1000);
      const counted = await repository.recordView(productId, viewerKey, upTimeMs);
      if (!counted) throw new NotFoundError('Product not found.');
      return null;
    },
  );

  serve(
    app,
    apiRoutes.metrics.all,
    {
      config: { auth: 'admin' },
      schema: {
        tags: ['survey', 'admin'],
        summary: 'Product Analytics: every viewed product by views, and the summary cards',
        security: [{ bearerAuth: [] }],
        response: { 401: e, 403: e },
      },
    },
    async () => {
      const [rows, s] = await Promise.all([repository.productViews(), repository.summary()]);
      const oneDecimal = (n: number) => Math.round(n * 10) / 10;
      const totalSeconds = s.total_ms / 1000;
      return {
        ...ok,
        message: rows,
        summary: {
          totalProducts: s.total_products,
          productsVisited: s.visited,
          visitedPercentage: oneDecimal((s.visited / (s.total_products || 1)) * 100),
          activeCartUsers: s.active_cart_users,
          totalViews: s.total_views,
          avgViewTimeSeconds: oneDecimal(s.timed > 0 ? totalSeconds / s.timed : 0),
          totalViewTimeSeconds: oneDecimal(totalSeconds),
        },
      };
    },
  );
};
