import type { PaymentStatus } from '@store/contract/order';
import type { RefundStatus, RefundView } from '@store/contract/refund';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.js';

/** A refunds row as the service reads it. */
export type RefundRow = {
  id: string;
  order_id: string;
  refund_id: string;
  request_key: string;
  amount_paise: number;
  reason: string;
  status: RefundStatus;
};

/** The order a refund is asked of, read under its row lock. */
export type LockedOrder = {
  id: string;
  order_id: string;
  payment_status: string;
  paid_at: Date | null;
  total_amt: number;
};

/** An order line with what it cost and whether an active refund holds it already. */
export type RefundableItem = {
  id: string;
  product_id: string;
  name: string;
  amount: number;
  refunded: boolean;
};

/** The e-mail a succeeded refund sends its buyer. */
export interface RefundMail {
  email: string;
  name: string;
  orderId: string;
  refundId: string;
  amountPaise: number;
  items: string[];
  creditNoteNumber: string | null;
}

const isoUtc = (column: ReturnType<typeof sql>) =>
  sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * The refunds' SQL (issue 18 point 3: SQL only in repositories). Every function takes the
 * database or the caller's transaction: the service decides what runs under which lock.
 */
export const refundRepository = {
  async lockOrder(tx: DbOrTx, providerOrderId: string): Promise<LockedOrder | undefined> {
    const { rows } = await tx.execute<LockedOrder>(sql`
      select id, order_id, payment_status, paid_at, total_amt from orders
      where order_id = ${providerOrderId} for update`);
    return rows[0];
  },

  async byRequestKey(tx: DbOrTx, requestKey: string): Promise<RefundRow | undefined> {
    const { rows } = await tx.execute<RefundRow>(
      sql`select * from refunds where request_key = ${requestKey}`,
    );
    return rows[0];
  },

  /** Paise refunded or on their way for the order (a cancelled refund gave its share back). */
  async refundedPaise(tx: DbOrTx, orderDbId: string): Promise<number> {
    const { rows } = await tx.execute<{ refunded: number }>(sql`
      select coalesce(sum(amount_paise), 0)::int as refunded from refunds
      where order_id = ${orderDbId} and status <> 'CANCELLED'`);
    return rows[0]?.refunded ?? 0;
  },

  async orderItems(tx: DbOrTx, orderDbId: string): Promise<RefundableItem[]> {
    const { rows } = await tx.execute<RefundableItem>(sql`
      select oi.id, oi.product_id, oi.name, oi.unit_price * oi.quantity as amount,
             exists (select 1 from refund_items ri
                     where ri.order_item_id = oi.id and ri.active) as refunded
      from order_items oi where oi.order_id = ${orderDbId}
      order by oi.created_at, oi.id`);
    return rows;
  },

  async insert(
    tx: DbOrTx,
    refund: {
      id: string;
      orderDbId: string;
      refundId: string;
      requestKey: string;
      amountPaise: number;
      reason: string;
      requestedBy: string;
    },
    items: RefundableItem[],
  ): Promise<RefundRow> {
    const { rows } = await tx.execute<RefundRow>(sql`
      insert into refunds (id, order_id, refund_id, request_key, amount_paise, reason,
        requested_by)
      values (${refund.id}, ${refund.orderDbId}, ${refund.refundId}, ${refund.requestKey},
        ${refund.amountPaise}, ${refund.reason}, ${refund.requestedBy})
      returning *`);
    for (const item of items) {
      await tx.execute(sql`
        insert into refund_items (refund_id, order_item_id, amount_paise)
        values (${refund.id}, ${item.id}, ${item.amount * 100})`);
    }
    return rows[0]!;
  },

  async lock(tx: DbOrTx, refundDbId: string): Promise<RefundRow | undefined> {
    const { rows } = await tx.execute<RefundRow>(
      sql`select * from refunds where id = ${refundDbId} for update`,
    );
    return rows[0];
  },

  /** Writes a status; a final one stamps `processed_at`, CANCELLED frees the items. */
  async writeStatus(
    tx: DbOrTx,
    refundDbId: string,
    status: RefundStatus,
    details: {
      statusDescription: string;
      providerRefundId: string | null;
      arn: string | null;
      processedAt: string | null;
    },
  ): Promise<void> {
    await tx.execute(sql`
      update refunds set status = ${status},
        status_description = ${details.statusDescription},
        provider_refund_id = coalesce(${details.providerRefundId}, provider_refund_id),
        arn = coalesce(${details.arn}, arn),
        processed_at = ${details.processedAt}
      where id = ${refundDbId}`);
    if (status === 'CANCELLED') {
      await tx.execute(sql`update refund_items set active = false where refund_id = ${refundDbId}`);
    }
  },

  async byRefundId(
    db: DbOrTx,
    refundId: string,
  ): Promise<(RefundRow & { provider_order_id: string }) | undefined> {
    const { rows } = await db.execute<RefundRow & { provider_order_id: string }>(sql`
      select r.*, o.order_id as provider_order_id
      from refunds r join orders o on o.id = r.order_id where r.refund_id = ${refundId}`);
    return rows[0];
  },

  /** The order a refund belongs to, as a webhook reply names it. */
  async orderOfRefund(
    db: DbOrTx,
    refundId: string,
  ): Promise<{ order_id: string; payment_status: PaymentStatus } | undefined> {
    const { rows } = await db.execute<{ order_id: string; payment_status: PaymentStatus }>(sql`
      select o.order_id, o.payment_status from refunds r join orders o on o.id = r.order_id
      where r.refund_id = ${refundId}`);
    return rows[0];
  },

  /** Refunds PENDING or ONHOLD for over a minute, oldest first: the reconcile job's list. */
  async unsettled(db: DbOrTx, limit: number): Promise<string[]> {
    const { rows } = await db.execute<{ refund_id: string }>(sql`
      select refund_id from refunds
      where status in ('PENDING', 'ONHOLD') and created_at < now() - interval '1 minute'
      order by created_at limit ${limit}`);
    return rows.map((row) => row.refund_id);
  },

  /** One refund as the admin sees it (the shape of the admin order page's `adminRefunds`). */
  async view(db: DbOrTx, refundDbId: string): Promise<RefundView | null> {
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
  },

  /**
   * Claims a succeeded refund's e-mail (`email_sent_at`, a conditional update) and returns
   * what it says; nothing when it was sent or claimed already.
   */
  async claimMail(db: DbOrTx, refundDbId: string): Promise<RefundMail | undefined> {
    const { rows } = await db.execute<RefundMail & Record<string, unknown>>(sql`
      update refunds r set email_sent_at = now()
      from orders o join users u on u.id = o.user_id
      where r.id = ${refundDbId} and o.id = r.order_id
        and r.status = 'SUCCESS' and r.email_sent_at is null
      returning o.customer_email as email, u.name, o.order_id as "orderId",
        r.refund_id as "refundId", r.amount_paise as "amountPaise",
        (select coalesce(array_agg(oi.name order by oi.name), '{}')
           from refund_items ri join order_items oi on oi.id = ri.order_item_id
           where ri.refund_id = r.id) as items,
        (select d.number from tax_documents d where d.refund_id = r.id) as "creditNoteNumber"`);
    return rows[0];
  },

  async releaseMailClaim(db: DbOrTx, refundDbId: string): Promise<void> {
    await db.execute(sql`update refunds set email_sent_at = null where id = ${refundDbId}`);
  },

  /** Succeeded refunds whose e-mail has not gone out a while later (a lost job). */
  async unsentMails(db: DbOrTx): Promise<string[]> {
    const { rows } = await db.execute<{ id: string }>(sql`
      select id from refunds
      where status = 'SUCCESS' and email_sent_at is null
        and processed_at < now() - interval '10 minutes' and processed_at > now() - interval '3 days'
      limit 100`);
    return rows.map((row) => row.id);
  },
};
