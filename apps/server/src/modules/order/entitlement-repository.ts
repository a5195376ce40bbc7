import { sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.js';

/** The entitlement checks' SQL (entitlement.ts decides what they mean). */
export const entitlementRepository = {
  /**
   * The product's files, and the buyer's earliest PAID order holding it whose item no active
   * refund holds; undefined when there is no such product (trashed ones included).
   */
  async paidHolding(
    db: DbOrTx,
    userId: string,
    productId: string,
  ): Promise<{ drive_link: string; order_id: string | null } | undefined> {
    const { rows } = await db.execute<{ drive_link: string; order_id: string | null }>(sql`
      select p.drive_link,
             (select o.id from order_items oi join orders o on o.id = oi.order_id
               where oi.product_id = p.id and o.user_id = ${userId} and o.payment_status = 'PAID'
                 and not exists (select 1 from refund_items ri
                                 where ri.order_item_id = oi.id and ri.active)
               order by o.paid_at limit 1) as order_id
      from products p
      where p.id = ${productId}`);
    return rows[0];
  },

  /** Whether the product is live (not trashed) and free. */
  async isLiveAndFree(db: DbOrTx, productId: string): Promise<boolean> {
    const { rows } = await db.execute<{ free: boolean }>(sql`
      select (price = 0 or discount >= 100) as free from products
      where id = ${productId} and deleted_at is null`);
    return rows[0]?.free ?? false;
  },
};
