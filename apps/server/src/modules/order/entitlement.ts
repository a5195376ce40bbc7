import { sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.js';

/**
 * DESIGN §4: a signed-in user is entitled to a product's files when it is free, or when an
 * order of theirs holding it is PAID (a BLOCKED order grants nothing until an admin allows
 * it again). Trashed products stay downloadable for their buyers, never for anyone else.
 * A refunded item grants nothing from the moment its refund is requested, unless that refund
 * is CANCELLED (decision 0044): `refund_items.active`.
 */
export interface Entitlement {
  driveLink: string;
  /** The paid order that grants it; null for a free product. */
  orderId: string | null;
}

export async function findEntitlement(
  db: DbOrTx,
  userId: string,
  productId: string,
): Promise<Entitlement | null> {
  const { rows } = await db.execute<{ drive_link: string; order_id: string | null }>(sql`
    select p.drive_link,
           (select o.id from order_items oi join orders o on o.id = oi.order_id
             where oi.product_id = p.id and o.user_id = ${userId} and o.payment_status = 'PAID'
               and not exists (select 1 from refund_items ri
                               where ri.order_item_id = oi.id and ri.active)
             order by o.paid_at limit 1) as order_id
    from products p
    where p.id = ${productId}`);
  const row = rows[0];
  if (!row) return null;
  if (row.order_id) return { driveLink: row.drive_link, orderId: row.order_id };
  const { rows: live } = await db.execute<{ free: boolean }>(sql`
    select (price = 0 or discount >= 100) as free from products
    where id = ${productId} and deleted_at is null`);
  return live[0]?.free ? { driveLink: row.drive_link, orderId: null } : null;
}

/** Whether the user holds this product through an order that is PAID or BLOCKED. */
export async function hasBought(db: DbOrTx, userId: string, productId: string): Promise<boolean> {
  const { rows } = await db.execute<{ bought: boolean }>(sql`
    select exists (
      select 1 from order_items oi join orders o on o.id = oi.order_id
      where oi.product_id = ${productId} and o.user_id = ${userId}
        and o.payment_status in ('PAID', 'BLOCKED')) as bought`);
  return rows[0]?.bought ?? false;
}
