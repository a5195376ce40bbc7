import * as z from 'zod/mini';
import type { SchemasFor } from '../api/index.js';
import { isoDateSchema, nonNegativeInt } from '../common/index.js';

/** One paid order in a day's bucket. `orderId` is the provider-facing order id (SPEC §3). */
export const saleSchema = z.object({
  orderId: z.string(),
  /** Whole rupees. */
  totalAmt: nonNegativeInt(),
  /** When it was paid, ISO-8601 UTC. */
  paidAt: isoDateSchema,
});
export type Sale = z.infer<typeof saleSchema>;

/** A day's sales: `totalSales` is the revenue (whole rupees) of the day's paid orders. */
export const salesDaySchema = z.object({
  totalSales: nonNegativeInt(),
  sales: z.array(saleSchema),
});
export type SalesDay = z.infer<typeof salesDaySchema>;

/**
 * SPEC §3 "Sales data": year → month number (1–12) → day number (1–31) → the day's sales.
 * Keys are the numbers as strings (JSON object keys), e.g. `data['2025']['4']['1']`.
 * Only days with at least one sale appear; no paid orders at all gives `{}`.
 * A sale is a PAID order (BLOCKED and unpaid ones — PENDING, FAILED, EXPIRED — are left out), bucketed by `paid_at`
 * in the store's time zone (DESIGN §3, Asia/Kolkata by default).
 */
export const salesDataSchema = z.record(
  z.string(),
  z.record(z.string(), z.record(z.string(), salesDaySchema)),
);
export type SalesData = z.infer<typeof salesDataSchema>;

/**
 * Per-year totals for the summary cards (whole rupees): revenue and number of paid orders;
 * gross (= revenue), refunds (refunds that succeeded in the year) and net = gross − refunds
 * (decision 0044). A year with refunds but no sales appears here with gross 0.
 */
export const salesYearSummarySchema = z.object({
  revenue: nonNegativeInt(),
  orders: nonNegativeInt(),
  gross: nonNegativeInt(),
  refunds: nonNegativeInt(),
  net: z.number().check(z.int()),
});
export type SalesYearSummary = z.infer<typeof salesYearSummarySchema>;

/**
 * `GET /api/order/sales` (admin). Besides SPEC's `data`, `summary` maps each year present in
 * `data` to its totals (the same figures as summing `data[year]`), so the cards need no
 * client-side walk; its keys are also the years to offer.
 */
export const salesReplySchema = z.object({
  success: z.literal(true),
  error: z.literal(false),
  message: z.string(),
  data: salesDataSchema,
  summary: z.record(z.string(), salesYearSummarySchema),
});
export type SalesReply = z.infer<typeof salesReplySchema>;

/** The schemas of `apiRoutes.sales` (decision 0049), under the table's keys. */
export const salesApi = { get: { reply: salesReplySchema } } as const satisfies SchemasFor<'sales'>;

export const SALES_MESSAGES = {
  fetched: 'Sales data',
  fetchFailed: 'Failed to fetch sales data',
} as const;

export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;
