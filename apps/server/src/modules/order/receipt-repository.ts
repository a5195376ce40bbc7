import { sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.js';

/** A paid order as its receipt shows it. */
export interface ReceiptOrderRow {
  id: string;
  order_id: string;
  email: string;
  name: string;
  total_amt: number;
  payment_id: string;
  receipt_sent_at: Date | null;
  status: string;
  invoice_number: string | null;
}

/** The receipt job's SQL (receipt.ts decides when a receipt goes out). */
export const receiptRepository = {
  async order(db: DbOrTx, orderDbId: string): Promise<ReceiptOrderRow | undefined> {
    const { rows } = await db.execute<ReceiptOrderRow & Record<string, unknown>>(sql`
      select o.id, o.order_id, o.customer_email as email, u.name, o.total_amt, o.payment_id,
             o.receipt_sent_at, o.payment_status as status,
             (select d.number from tax_documents d where d.order_id = o.id
                and d.kind in ('TAX_INVOICE', 'BILL_OF_SUPPLY')) as invoice_number
      from orders o join users u on u.id = o.user_id
      where o.id = ${orderDbId}`);
    return rows[0];
  },

  async items(
    db: DbOrTx,
    orderDbId: string,
  ): Promise<{ productId: string; name: string; amount: number }[]> {
    const { rows } = await db.execute<{ productId: string; name: string; amount: number }>(sql`
      select product_id as "productId", name, unit_price * quantity as amount
      from order_items where order_id = ${orderDbId} order by name, id`);
    return rows;
  },

  /** The promo code the order used, if any (decision 41). */
  async coupon(
    db: DbOrTx,
    orderDbId: string,
  ): Promise<{ code: string; discount: number } | undefined> {
    const { rows } = await db.execute<{ code: string; discount: number }>(sql`
      select code, discount from coupon_redemptions where order_id = ${orderDbId}`);
    return rows[0];
  },

  async markSent(db: DbOrTx, orderDbId: string): Promise<void> {
    await db.execute(sql`update orders set receipt_sent_at = now() where id = ${orderDbId}`);
  },

  /** Paid orders whose receipt has not gone out a while after payment (a lost job). */
  async unsent(db: DbOrTx): Promise<string[]> {
    const { rows } = await db.execute<{ id: string }>(sql`
      select id from orders
      where payment_status = 'PAID' and receipt_sent_at is null
        and paid_at < now() - interval '10 minutes' and paid_at > now() - interval '3 days'
      limit 100`);
    return rows.map((row) => row.id);
  },
};
