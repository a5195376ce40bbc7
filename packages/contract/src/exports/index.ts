import * as z from 'zod/mini';
import { exportApiRoutes, type SchemasFor } from '../api/index.js';

/**
 * Issue 17 point 6: CSV exports for the owner and their accountant. Each is a plain GET, so
 * a link downloads it with the session cookie; dates are calendar days in STORE_TIMEZONE,
 * both ends included.
 */
export const EXPORT_PATHS = {
  orders: exportApiRoutes.orders.path,
  salesByDay: exportApiRoutes.salesByDay.path,
  users: exportApiRoutes.users.path,
  refunds: exportApiRoutes.refunds.path,
} as const;
export type ExportKind = keyof typeof EXPORT_PATHS;

/** A financial year (366 days in a leap year) is the longest range an accountant asks for. */
export const EXPORT_RANGE_MAX_DAYS = 366;

export const EXPORT_ORDER_STATUSES = ['all', 'PAID', 'PENDING', 'BLOCKED'] as const;

const calendarDate = z
  .string({ error: 'is required' })
  .check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date written YYYY-MM-DD'));

/** Query of the dated exports; the range itself is checked by `exportRangeProblem`. */
export const exportRangeQuerySchema = z.object({ from: calendarDate, to: calendarDate });
export const orderExportQuerySchema = z.object({
  from: calendarDate,
  to: calendarDate,
  status: z._default(z.enum(EXPORT_ORDER_STATUSES), 'all'),
});
export type OrderExportQuery = z.input<typeof orderExportQuerySchema>;

export const EXPORT_MESSAGES = {
  badDate: (field: 'from' | 'to') =>
    `${field === 'from' ? 'Start date' : 'End date'} is not a real calendar date.`,
  reversed: 'The start date must be on or before the end date.',
  tooLong: `Choose at most ${EXPORT_RANGE_MAX_DAYS} days (one financial year) per export.`,
  busy: 'Another export is still running. Try again when it finishes.',
} as const;

/** Days since 1970-01-01 of a YYYY-MM-DD date, or null if no such day (2025-02-30). */
function dayNumber(date: string): number | null {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const ms = Date.UTC(y, m - 1, d);
  const back = new Date(ms);
  if (back.getUTCFullYear() !== y || back.getUTCMonth() !== m - 1 || back.getUTCDate() !== d) {
    return null;
  }
  return ms / 86_400_000;
}

/** Why a from–to range cannot be exported, or null when it can. Both sides call it. */
export function exportRangeProblem(from: string, to: string): string | null {
  const start = /^\d{4}-\d{2}-\d{2}$/.test(from) ? dayNumber(from) : null;
  if (start === null) return EXPORT_MESSAGES.badDate('from');
  const end = /^\d{4}-\d{2}-\d{2}$/.test(to) ? dayNumber(to) : null;
  if (end === null) return EXPORT_MESSAGES.badDate('to');
  if (start > end) return EXPORT_MESSAGES.reversed;
  if (end - start + 1 > EXPORT_RANGE_MAX_DAYS) return EXPORT_MESSAGES.tooLong;
  return null;
}

/**
 * The dated name a download is saved under: `orders-2026-10-01-to-2026-10-31.csv` for a
 * range, `users-2026-11-26.csv` (the day it was taken) for the users.
 */
export function exportFileName(kind: ExportKind, dates: readonly string[]): string {
  const base = {
    orders: 'orders',
    salesByDay: 'sales-by-day',
    users: 'users',
    refunds: 'refunds-credit-notes',
  }[kind];
  return `${[base, dates.join('-to-')].filter(Boolean).join('-')}.csv`;
}

/** The link that downloads an export. */
export function exportHref(kind: ExportKind, query: Record<string, string> = {}): string {
  const search = new URLSearchParams(query).toString();
  return search ? `${EXPORT_PATHS[kind]}?${search}` : EXPORT_PATHS[kind];
}

/** A CSV export's body, as Fastify serializes it (a string; the route streams it). */
export const csvReplySchema = z.string();

/** The schemas of `apiRoutes.export` (decision 0049), under the table's keys. */
export const exportApi = {
  orders: { query: orderExportQuerySchema, reply: csvReplySchema },
  salesByDay: { query: exportRangeQuerySchema, reply: csvReplySchema },
  refunds: { query: exportRangeQuerySchema, reply: csvReplySchema },
  users: { reply: csvReplySchema },
} as const satisfies SchemasFor<'export'>;
