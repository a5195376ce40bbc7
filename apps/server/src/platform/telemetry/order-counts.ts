import { count } from 'drizzle-orm';
import type { Database } from '#server/db/client.js';
import { orders, paymentStatus } from '#server/db/schema/index.js';

export type PaymentStatus = (typeof paymentStatus.enumValues)[number];
export const PAYMENT_STATUSES = paymentStatus.enumValues;

/**
 * Orders by payment status for /metrics: one grouped count (an index-only scan of
 * orders_status_created_idx), made at most once per `maxAgeMs` however many scrapers ask;
 * concurrent scrapes share the count in flight. A failed count is not kept.
 */
export function cachedOrderCounts(
  db: Database,
  maxAgeMs = 5_000,
): () => Promise<Record<PaymentStatus, number>> {
  let kept: { at: number; counts: Promise<Record<PaymentStatus, number>> } | null = null;
  return () => {
    const now = Date.now();
    if (kept && now - kept.at < maxAgeMs) return kept.counts;
    const counts = countOrders(db);
    const entry = { at: now, counts };
    kept = entry;
    counts.catch(() => {
      if (kept === entry) kept = null;
    });
    return counts;
  };
}

async function countOrders(db: Database): Promise<Record<PaymentStatus, number>> {
  const rows = await db
    .select({ status: orders.paymentStatus, orders: count() })
    .from(orders)
    .groupBy(orders.paymentStatus);
  const counts = Object.fromEntries(PAYMENT_STATUSES.map((status) => [status, 0])) as Record<
    PaymentStatus,
    number
  >;
  for (const row of rows) counts[row.status] = row.orders;
  return counts;
}
