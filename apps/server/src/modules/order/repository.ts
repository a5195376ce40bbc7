import type { AdminOrderRecord, OrderRecord, PaymentStatus } from '@store/contract/order';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.js';
import { newId } from '#server/db/ids.js';

/** An order as the payment flow needs it (one checkout; its rows are `order_items`). */
export interface OrderHead {
  id: string;
  orderId: string;
  userId: string;
  status: PaymentStatus;
  totalAmt: number;
  currency: string;
  paymentId: string;
  paymentSessionId: string | null;
  createdAt: Date;
}

const isoUtc = (column: SQL) =>
  sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

const headColumns = sql`
  o.id, o.order_id as "orderId", o.user_id as "userId", o.payment_status as status,
  o.total_amt as "totalAmt", o.currency, o.payment_id as "paymentId",
  o.payment_session_id as "paymentSessionId", o.created_at as "createdAt"`;

/** SPEC §3 order records: one per product bought, newest first. */
const recordColumns = sql`
  oi.id as "_id", o.user_id as "userId", o.order_id as "orderId", o.payment_id as "paymentId",
  o.payment_status as payment_status, oi.product_id as "productId",
  json_build_object('name', oi.name, 'image', oi.images) as product_details,
  oi.unit_price * oi.quantity as "totalAmt", o.total_amt as "orderAmount",
  ${isoUtc(sql`o.created_at`)} as "createdAt", ${isoUtc(sql`o.paid_at`)} as "paidAt",
  (select d.number from tax_documents d where d.order_id = o.id
     and d.kind in ('TAX_INVOICE', 'BILL_OF_SUPPLY')) as "invoiceNumber",
  exists (select 1 from refund_items ri where ri.order_item_id = oi.id and ri.active)
    as refunded`;

export function createOrderRepository(db: DbOrTx) {
  return {
    async findByOrderId(orderId: string, lock = false): Promise<OrderHead | null> {
      const { rows } = await db.execute<OrderHead & Record<string, unknown>>(sql`
        select ${headColumns} from orders o where o.order_id = ${orderId}
        ${lock ? sql`for update` : sql``}`);
      return rows[0] ?? null;
    },

    async listForUser(userId: string): Promise<OrderRecord[]> {
      const { rows } = await db.execute<OrderRecord & Record<string, unknown>>(sql`
        select ${recordColumns}
        from orders o join order_items oi on oi.order_id = o.id
        where o.user_id = ${userId}
        order by o.created_at desc, oi.id`);
      return rows;
    },

    async listAll(page: number, limit: number, status?: PaymentStatus) {
      const filter = status ? sql`where o.payment_status = ${status}` : sql``;
      const { rows } = await db.execute<AdminOrderRecord & Record<string, unknown>>(sql`
        select ${recordColumns},
               json_build_object('name', oi.name, 'image', oi.images,
                 'more_details', json_build_object('driveLink', p.drive_link)) as product_details,
               o.customer_email as "customerEmail", o.customer_phone as "customerPhone",
               u.email as "buyerEmail"
        from orders o join order_items oi on oi.order_id = o.id
        join products p on p.id = oi.product_id
        join users u on u.id = o.user_id
        ${filter}
        order by o.created_at desc, oi.id
        limit ${limit} offset ${(page - 1) * limit}`);
      const { rows: counts } = await db.execute<{
        total: number;
        pending: number;
        paid: number;
        blocked: number;
        paid_amount: number;
        filtered: number;
      }>(sql`
        select count(*)::int as total,
               count(*) filter (where o.payment_status = 'PENDING')::int as pending,
               count(*) filter (where o.payment_status = 'PAID')::int as paid,
               count(*) filter (where o.payment_status = 'BLOCKED')::int as blocked,
               coalesce(sum(oi.unit_price * oi.quantity)
                        filter (where o.payment_status = 'PAID'), 0)::int as paid_amount,
               count(*) filter (where ${status ? sql`o.payment_status = ${status}` : sql`true`})::int
                 as filtered
        from orders o join order_items oi on oi.order_id = o.id`);
      const c = counts[0]!;
      return {
        rows,
        filteredCount: c.filtered,
        summary: {
          total: c.total,
          pending: c.pending,
          paid: c.paid,
          blocked: c.blocked,
          paidAmount: c.paid_amount,
        },
      };
    },

    /**
     * Moves an order from one of `from` to `to`; false when it was in neither (another
     * request moved it first). The conditional UPDATE is what makes every transition
     * happen exactly once however many webhooks, verifies and admins race for it.
     */
    async transition(
      id: string,
      from: readonly PaymentStatus[],
      to: PaymentStatus,
      actor: {
        /** `coupon`: a ₹0 order completed without the provider (decision 41). */
        kind: 'webhook' | 'verify' | 'reconcile' | 'admin' | 'coupon';
        userId?: string;
        note?: string;
      },
      paymentId?: string,
    ): Promise<PaymentStatus | null> {
      const { rows } = await db.execute<{ from_status: PaymentStatus }>(sql`
        with before as (select payment_status from orders where id = ${id} for update)
        update orders o set payment_status = ${to},
               payment_id = case when ${paymentId ?? ''} <> '' then ${paymentId ?? ''} else o.payment_id end,
               paid_at = case when ${to} = 'PAID' then coalesce(o.paid_at, now()) else o.paid_at end,
               updated_at = now()
        from before
        where o.id = ${id} and o.payment_status in (${sql.join(
          from.map((s) => sql`${s}`),
          sql`, `,
        )})
        returning before.payment_status as from_status`);
      const fromStatus = rows[0]?.from_status;
      if (!fromStatus) return null;
      await db.execute(sql`
        insert into order_transitions (id, order_id, from_status, to_status, actor_kind,
                                       actor_user_id, note)
        values (${newId()}, ${id}, ${fromStatus}, ${to}, ${actor.kind},
                ${actor.userId ?? null}, ${actor.note ?? ''})`);
      return fromStatus;
    },

    /** Records a provider event once (deduplicated on payment id and status). */
    async recordEvent(event: {
      orderDbId: string;
      providerPaymentId: string;
      source: 'webhook' | 'verify' | 'reconcile';
      eventType: string;
      paymentStatus: string;
      amount: number | null;
      payload: unknown;
    }): Promise<boolean> {
      const { rowCount } = await db.execute(sql`
        insert into payment_events (id, order_id, provider_payment_id, source, event_type,
                                    payment_status, amount, payload)
        values (${newId()}, ${event.orderDbId}, ${event.providerPaymentId},
                ${event.source}, ${event.eventType}, ${event.paymentStatus},
                ${event.amount}, ${JSON.stringify(event.payload ?? {})}::jsonb)
        on conflict (provider_payment_id, payment_status) do nothing`);
      return (rowCount ?? 0) > 0;
    },

    async productIds(orderDbId: string): Promise<string[]> {
      const { rows } = await db.execute<{ product_id: string }>(
        sql`select product_id from order_items where order_id = ${orderDbId}`,
      );
      return rows.map((row) => row.product_id);
    },

    /**
     * The orders of a provider order id or payment id, locked, with their item counts (the
     * admin's Delete, which refuses any that is paid).
     */
    async lockForDelete(by: {
      paymentId?: string | undefined;
      orderId?: string | undefined;
    }): Promise<{ id: string; order_id: string; payment_status: PaymentStatus; items: number }[]> {
      const match = by.orderId
        ? sql`o.order_id = ${by.orderId}`
        : sql`o.payment_id = ${by.paymentId}`;
      const { rows } = await db.execute<{
        id: string;
        order_id: string;
        payment_status: PaymentStatus;
        items: number;
      }>(sql`
        select o.id, o.order_id, o.payment_status,
               (select count(*)::int from order_items oi where oi.order_id = o.id) as items
        from orders o where ${match} for update`);
      return rows;
    },

    /** Deletes an order row (the admin's Delete of an unpaid order). */
    async remove(id: string): Promise<void> {
      await db.execute(sql`delete from orders where id = ${id}`);
    },

    /**
     * PENDING orders old enough that the shopper has left the provider's page, oldest first:
     * those with a payment session, and any past `expiryMs` (even one whose provider call
     * failed: the provider may have made it; otherwise it expires). No upper age: an order
     * left PENDING by an earlier version expires too.
     */
    async pendingForReconcile(
      olderThanMs: number,
      expiryMs: number,
      limit: number,
    ): Promise<OrderHead[]> {
      const { rows } = await db.execute<OrderHead & Record<string, unknown>>(sql`
        select ${headColumns} from orders o
        where o.payment_status = 'PENDING'
          and o.created_at < now() - make_interval(secs => ${olderThanMs / 1000})
          and (o.payment_session_id is not null
               or o.created_at < now() - make_interval(secs => ${expiryMs / 1000}))
        order by o.created_at
        limit ${limit}`);
      return rows;
    },
  };
}
