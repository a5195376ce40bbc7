import { createHash } from 'node:crypto';
import { errorEnvelopeSchema } from '@store/contract/common';
import { allMetricsReplySchema, productMetricRequestSchema } from '@store/contract/metrics';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.js';
import { NotFoundError } from '../../lib/errors.js';

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

  app.post(
    '/update-product-metrics',
    {
      // A signed-in viewer counts once as themselves; an ended session counts as anonymous.
      config: { auth: 'optional', rateLimit: BEACON_LIMIT },
      schema: {
        tags: ['survey'],
        summary: 'Record a product view (beacon): views, distinct viewers, viewing time',
        body: productMetricRequestSchema,
        response: { 204: z.null(), 400: e, 404: e, 429: e },
      },
    },
    async (request, reply) => {
      const { productId, viewedTime, viewerId } = request.body;
      const viewerKey = request.auth
        ? `user:${request.auth.userId}`
        : viewerId
          ? `anon:${viewerId}`
          : `ip:${createHash('sha256').update(request.ip).digest('base64url').slice(0, 22)}`;
      const upTimeMs = Math.round(viewedTime * 1000);
      const { rowCount } = await db.execute(sql`
        with product as (select id from products where id = ${productId} and deleted_at is null),
        viewer as (
          insert into product_viewers (product_id, viewer_key)
          select id, ${viewerKey} from product
          on conflict do nothing
        )
        insert into product_view_metrics (product_id, views, up_time_ms, updated_at)
        select id, 1, ${upTimeMs}, now() from product
        on conflict (product_id) do update
          set views = product_view_metrics.views + 1,
              up_time_ms = product_view_metrics.up_time_ms + excluded.up_time_ms,
              updated_at = now()`);
      if (!rowCount) throw new NotFoundError('Product not found.');
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/all-product-view-metrics',
    {
      config: { auth: 'admin' },
      schema: {
        tags: ['survey', 'admin'],
        summary: 'Product Analytics: every viewed product by views, and the summary cards',
        security: [{ bearerAuth: [] }],
        response: { 200: allMetricsReplySchema, 401: e, 403: e },
      },
    },
    async () => {
      const { rows } = await db.execute<
        z.infer<typeof allMetricsReplySchema>['message'][number]
      >(sql`
        select m.product_id as "_id", m.product_id as "productId", p.name as "productName",
               m.views, m.up_time_ms::float8 as "upTime",
               to_char(m.updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "updatedAt",
               (select count(*)::int from product_viewers v where v.product_id = m.product_id) as "userCount",
               coalesce((select json_agg(v.viewer_key) from (
                  select viewer_key from product_viewers v where v.product_id = m.product_id
                  order by created_at limit 50) v), '[]'::json) as users
        from product_view_metrics m join products p on p.id = m.product_id
        order by m.views desc, m.product_id`);
      const { rows: summary } = await db.execute<{
        total_products: number;
        visited: number;
        active_cart_users: number;
        total_views: number;
        total_ms: number;
        timed: number;
      }>(sql`
        select (select count(*)::int from products where deleted_at is null) as total_products,
               (select count(*)::int from product_view_metrics where views > 0) as visited,
               (select count(distinct user_id)::int from cart_items) as active_cart_users,
               (select coalesce(sum(views), 0)::int from product_view_metrics) as total_views,
               (select coalesce(sum(up_time_ms), 0)::float8 from product_view_metrics) as total_ms,
               (select count(*)::int from product_view_metrics where up_time_ms > 0) as timed`);
      const s = summary[0]!;
      const oneDecimal = (n: number) => Math.round(n * 10) / 10;
      const totalSeconds = s.total_ms / 1000;
      return {
        success: true as const,
        error: false as const,
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
