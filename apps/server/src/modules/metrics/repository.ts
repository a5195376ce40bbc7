import type { allMetricsReplySchema } from '@store/contract/metrics';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '#server/db/client.js';

type ProductViews = z.infer<typeof allMetricsReplySchema>['message'][number];

/** SPEC §3, §4's view metrics: one upsert per beacon, figures computed in SQL. */
export function createMetricsRepository(db: DbOrTx) {
  return {
    /** Counts a view of a live product; false when there is none with that id. */
    async recordView(productId: string, viewerKey: string, upTimeMs: number): Promise<boolean> {
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
      return Boolean(rowCount);
    },

    /** Every viewed product, most viewed first, with up to 50 of its viewers. */
    async productViews(): Promise<ProductViews[]> {
      const { rows } = await db.execute<ProductViews>(sql`
        select m.product_id as "_id", m.product_id as "productId", p.name as "productName",
               m.views, m.up_time_ms::float8 as "upTime",
               to_char(m.updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "updatedAt",
               (select count(*)::int from product_viewers v where v.product_id = m.product_id) as "userCount",
               coalesce((select json_agg(v.viewer_key) from (
                  select viewer_key from product_viewers v where v.product_id = m.product_id
                  order by created_at limit 50) v), '[]'::json) as users
        from product_view_metrics m join products p on p.id = m.product_id
        order by m.views desc, m.product_id`);
      return rows;
    },

    /** The summary cards' raw figures. */
    async summary() {
      const { rows } = await db.execute<{
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
      return rows[0]!;
    },
  };
}
