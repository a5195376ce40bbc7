import type { ExportKind } from '@store/contract/exports';
import {
  headers,
  ORDER_COLUMNS,
  ORDERS_FROM,
  REFUND_COLUMNS,
  REFUNDS_FROM,
  SALES_BY_DAY_COLUMNS,
  SALES_BY_DAY_FROM,
  select,
  USER_COLUMNS,
  USERS_FROM,
  withinDays,
} from './columns-sql.js';
import type { CsvQuery } from './stream-repository.js';

/**
 * The query of each export (columns-sql.ts: $1 the store's time zone, $2 and $3 the first and
 * last calendar day, both included). Built here so the routes only parse and answer.
 */
export const exportQueries = {
  /** One row per order line; `status` 'all' or a payment status. */
  orders: (timeZone: string, from: string, to: string, status: string): CsvQuery => ({
    header: headers(ORDER_COLUMNS),
    text: `select ${select(ORDER_COLUMNS)}
           from ${ORDERS_FROM}
           where ${withinDays('o.created_at')}
             and ($4::text = 'all' or o.payment_status::text = $4::text)
           order by o.created_at, o.id, oi.name`,
    values: [timeZone, from, to, status],
  }),

  salesByDay: (timeZone: string, from: string, to: string): CsvQuery => ({
    header: headers(SALES_BY_DAY_COLUMNS),
    text: `select ${select(SALES_BY_DAY_COLUMNS)} from ${SALES_BY_DAY_FROM} order by d.day`,
    values: [timeZone, from, to],
  }),

  refunds: (timeZone: string, from: string, to: string): CsvQuery => ({
    header: headers(REFUND_COLUMNS),
    text: `select ${select(REFUND_COLUMNS)} from ${REFUNDS_FROM}
           where ${withinDays('r.created_at')}
           order by r.created_at, r.id`,
    values: [timeZone, from, to],
  }),

  users: (timeZone: string): CsvQuery => ({
    header: headers(USER_COLUMNS),
    text: `select ${select(USER_COLUMNS)} from ${USERS_FROM} order by u.created_at, u.id`,
    values: [timeZone],
  }),
} satisfies Record<ExportKind, (...args: never[]) => CsvQuery>;
