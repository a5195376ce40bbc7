import type { PaymentStatus } from '@store/contract/order';
import type { AdminOrderDetail, AdminOrderRow, OrderView } from '@store/contract/order-view';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.js';

/**
 * Orders as orders (decision 39): one checkout with its items, for the shopper's order page
 * and the admin Orders view. Reads only; states change in settlement.ts and admin.ts.
 */

const isoUtc = (column: SQL) =>
  sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** Of a refund `r`: its items' product ids, and its credit note's number. */
const refundProductIds = sql`(select coalesce(json_agg(oi.product_id order by oi.created_at, oi.id), '[]'::json)
    from refund_items ri join order_items oi on oi.id = ri.order_item_id where ri.refund_id = r.id)`;
const creditNoteNumber = sql`(select d.number from tax_documents d where d.refund_id = r.id)`;

const viewColumns = sql`
  o.order_id as "orderId", o.payment_id as "paymentId", o.payment_status as payment_status,
  o.sub_total_amt as "subTotalAmt", o.total_amt as "totalAmt", o.currency,
  ${isoUtc(sql`o.created_at`)} as "createdAt", ${isoUtc(sql`o.paid_at`)} as "paidAt",
  coalesce((select json_agg(json_build_object(
      'productId', oi.product_id, 'name', oi.name, 'image', oi.images, 'price', oi.price,
      'discount', oi.discount, 'unitPrice', oi.unit_price, 'quantity', oi.quantity,
      'amount', oi.unit_price * oi.quantity,
      'refunded', exists (select 1 from refund_items ri
                          where ri.order_item_id = oi.id and ri.active))
      order by oi.created_at, oi.id)
    from order_items oi where oi.order_id = o.id), '[]'::json) as items,
  (select d.number from tax_documents d where d.order_id = o.id
     and d.kind in ('TAX_INVOICE', 'BILL_OF_SUPPLY')) as "invoiceNumber",
  coalesce((select json_agg(json_build_object(
      'refundId', r.refund_id, 'amountPaise', r.amount_paise, 'status', r.status,
      'productIds', ${refundProductIds}, 'creditNoteNumber', ${creditNoteNumber})
      order by r.created_at, r.id)
    from refunds r where r.order_id = o.id), '[]'::json) as refunds`;

/** `%`, `_` and `\` in a search are literal characters, not patterns. */
const likeEscape = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export function createOrderViews(db: DbOrTx, storeTimezone: string) {
  /** The start of a store day (YYYY-MM-DD) as an instant. */
  const dayStart = (day: string, plusDays = 0) =>
    sql`((${day}::date + ${plusDays}::int)::timestamp at time zone ${storeTimezone})`;

  return {
    /** The shopper's own order; null for anyone else's (the caller answers 404). */
    async findOwn(userId: string, orderId: string): Promise<OrderView | null> {
      const { rows } = await db.execute<OrderView & Record<string, unknown>>(sql`
        select ${viewColumns} from orders o
        where o.order_id = ${orderId} and o.user_id = ${userId}`);
      return rows[0] ?? null;
    },

    async adminList(query: {
      page: number;
      limit: number;
      search?: string | undefined;
      status?: PaymentStatus | undefined;
      from?: string | undefined;
      to?: string | undefined;
    }): Promise<{ rows: AdminOrderRow[]; totalCount: number }> {
      const where: SQL[] = [];
      const search = query.search?.trim();
      if (search) {
        const like = `%${likeEscape(search.toLowerCase())}%`;
        // Each arm on its own index (order id unique, payment id partial, trigram GIN on the
        // checkout e-mail and on users' e-mail and name); an OR across tables would scan.
        where.push(sql`o.id in (
          select id from orders where order_id = ${search}
          union select id from orders where payment_id = ${search} and payment_id <> ''
          union select id from orders where lower(customer_email) like ${like}
          union select o2.id from users u2 join orders o2 on o2.user_id = u2.id
                where lower(u2.email) like ${like} or lower(u2.name) like ${like})`);
      }
      if (query.status) where.push(sql`o.payment_status = ${query.status}`);
      if (query.from) where.push(sql`o.created_at >= ${dayStart(query.from)}`);
      if (query.to) where.push(sql`o.created_at < ${dayStart(query.to, 1)}`);
      const filter = where.length > 0 ? sql`where ${sql.join(where, sql` and `)}` : sql``;
      const { rows } = await db.execute<AdminOrderRow & Record<string, unknown>>(sql`
        select o.order_id as "orderId", o.payment_id as "paymentId",
               o.payment_status as payment_status, o.total_amt as "totalAmt",
               ${isoUtc(sql`o.created_at`)} as "createdAt",
               u.name as "buyerName", u.email as "buyerEmail",
               (select count(*)::int from order_items oi where oi.order_id = o.id) as "itemCount",
               coalesce((select array_agg(oi.name order by oi.created_at, oi.id)
                         from order_items oi where oi.order_id = o.id), '{}') as "productNames"
        from orders o join users u on u.id = o.user_id
        ${filter}
        order by o.created_at desc, o.id desc
        limit ${query.limit} offset ${(query.page - 1) * query.limit}`);
      const { rows: counts } = await db.execute<{ total: number }>(
        sql`select count(*)::int as total from orders o ${filter}`,
      );
      return { rows, totalCount: counts[0]?.total ?? 0 };
    },

    /** An order with its buyer, payment events, state changes and admin actions. */
    async adminGet(orderId: string): Promise<AdminOrderDetail | null> {
      const { rows } = await db.execute<AdminOrderDetail & Record<string, unknown>>(sql`
        select ${viewColumns},
               json_build_object('id', u.id, 'name', u.name, 'email', u.email) as buyer,
               o.customer_email as "customerEmail", o.customer_phone as "customerPhone",
               o.provider,
               coalesce((select json_agg(json_build_object(
                   'providerPaymentId', e.provider_payment_id, 'source', e.source,
                   'eventType', e.event_type, 'paymentStatus', e.payment_status,
                   'amount', e.amount, 'receivedAt', ${isoUtc(sql`e.received_at`)})
                   order by e.received_at, e.id)
                 from payment_events e where e.order_id = o.id), '[]'::json) as events,
               coalesce((select json_agg(json_build_object(
                   'fromStatus', t.from_status, 'toStatus', t.to_status,
                   'actorKind', t.actor_kind, 'actorEmail', a.email, 'note', t.note,
                   'createdAt', ${isoUtc(sql`t.created_at`)}) order by t.created_at, t.id)
                 from order_transitions t left join users a on a.id = t.actor_user_id
                 where t.order_id = o.id), '[]'::json) as transitions,
               coalesce((select json_agg(json_build_object(
                   'action', l.action, 'actorEmail', a.email, 'details', l.details,
                   'createdAt', ${isoUtc(sql`l.created_at`)}) order by l.created_at, l.id)
                 from audit_log l left join users a on a.id = l.actor_user_id
                 where l.entity = 'order' and l.entity_id = o.id), '[]'::json) as audit,
               coalesce((select json_agg(json_build_object(
                   'refundId', r.refund_id, 'amountPaise', r.amount_paise, 'reason', r.reason,
                   'status', r.status, 'statusDescription', r.status_description,
                   'productIds', ${refundProductIds},
                   'createdAt', ${isoUtc(sql`r.created_at`)},
                   'processedAt', ${isoUtc(sql`r.processed_at`)},
                   'requestedBy', a.email, 'creditNoteNumber', ${creditNoteNumber})
                   order by r.created_at, r.id)
                 from refunds r left join users a on a.id = r.requested_by
                 where r.order_id = o.id), '[]'::json) as "adminRefunds"
        from orders o join users u on u.id = o.user_id
        where o.order_id = ${orderId}`);
      return rows[0] ?? null;
    },
  };
}
