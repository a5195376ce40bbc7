import type { RefundView } from '@store/contract/refund';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.js';

const isoUtc = (column: ReturnType<typeof sql>) =>
  sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** One refund as the admin sees it (the shape of the admin order page's `adminRefunds`). */
export async function readRefundView(db: DbOrTx, refundDbId: string): Promise<RefundView | null> {
  const { rows } = await db.execute<RefundView & Record<string, unknown>>(sql`
    select r.refund_id as "refundId", r.amount_paise as "amountPaise", r.reason, r.status,
           r.status_description as "statusDescription",
           (select coalesce(json_agg(oi.product_id order by oi.created_at, oi.id), '[]'::json)
              from refund_items ri join order_items oi on oi.id = ri.order_item_id
              where ri.refund_id = r.id) as "productIds",
           ${isoUtc(sql`r.created_at`)} as "createdAt",
           ${isoUtc(sql`r.processed_at`)} as "processedAt",
           a.email as "requestedBy",
           (select d.number from tax_documents d where d.refund_id = r.id) as "creditNoteNumber"
    from refunds r left join users a on a.id = r.requested_by
    where r.id = ${refundDbId}`);
  return rows[0] ?? null;
}
