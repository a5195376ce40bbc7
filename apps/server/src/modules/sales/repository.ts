import type { SalesData, SalesReply } from '@store/contract/sales';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.js';

/**
 * Sales figures in one statement: paid orders grouped by year, month and day of `paid_at`
 * in the store's time zone, and each year's gross, refunds and net (see routes.ts).
 */
export function createSalesRepository(db: DbOrTx, timeZone: string) {
  return {
    async salesFigures(): Promise<{ data: SalesData; summary: SalesReply['summary'] } | undefined> {
      const { rows } = await db.execute<{
        data: SalesData;
        summary: SalesReply['summary'];
      }>(sql`
      with paid as (
        select order_id, total_amt, coalesce(paid_at, created_at) as paid_at,
               coalesce(paid_at, created_at) at time zone ${timeZone} as local_at
        from orders
        where payment_status = 'PAID'
      ),
      days as (
        select date_part('year', local_at)::int as y,
               date_part('month', local_at)::int as m,
               date_part('day', local_at)::int as d,
               sum(total_amt)::bigint as total,
               count(*)::int as orders,
               json_agg(json_build_object(
                 'orderId', order_id,
                 'totalAmt', total_amt,
                 'paidAt', to_char(paid_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
               ) order by paid_at, order_id) as sales
        from paid
        group by 1, 2, 3
      ),
      months as (
        select y, m,
               json_object_agg(d, json_build_object('totalSales', total, 'sales', sales) order by d) as days,
               sum(total)::bigint as total,
               sum(orders)::int as orders
        from days
        group by y, m
      ),
      years as (
        select y,
               json_object_agg(m, days order by m) as months,
               sum(total)::bigint as revenue,
               sum(orders)::int as orders
        from months
        group by y
      ),
      -- Refunds count in the year they succeeded (money went back then), rupees.
      refunded as (
        select date_part('year', processed_at at time zone ${timeZone})::int as y,
               (sum(amount_paise) / 100)::bigint as refunds
        from refunds
        where status = 'SUCCESS'
        group by 1
      ),
      summary as (
        select coalesce(years.y, refunded.y) as y,
               coalesce(revenue, 0) as gross, coalesce(orders, 0) as orders,
               coalesce(refunds, 0) as refunds
        from years full join refunded on refunded.y = years.y
      )
      select
        (select coalesce(json_object_agg(y, months order by y), '{}'::json) from years) as data,
        coalesce(json_object_agg(y, json_build_object(
          'revenue', gross, 'orders', orders,
          'gross', gross, 'refunds', refunds, 'net', gross - refunds) order by y),
                 '{}'::json) as summary
      from summary`);
      return rows[0];
    },
  };
}
