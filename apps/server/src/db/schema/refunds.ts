import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, idColumn } from './columns.js';
import { orderItems, orders } from './commerce.js';
import { users } from './users.js';

/**
 * Refunds of paid orders (issue 17 point 4, decision 0044). A refund is asked of the
 * provider under our own `refund_id`; its status follows the provider's (PENDING → SUCCESS,
 * or CANCELLED / ONHOLD). Its items stop granting downloads from the moment it is written.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: idColumn(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    /** Ours, sent to the provider as `refund_id` (3–40 characters, unique): `rf_<id>`. */
    refundId: text('refund_id').notNull(),
    /**
     * The admin's dialog key: a second request with the same key (a double click, a retry)
     * answers the first refund instead of making another. Also the provider's idempotency key.
     */
    requestKey: uuid('request_key').notNull(),
    amountPaise: integer('amount_paise').notNull(),
    reason: text('reason').notNull(),
    /** PENDING | SUCCESS | CANCELLED | ONHOLD (Cashfree's refund statuses). */
    status: text('status').notNull().default('PENDING'),
    statusDescription: text('status_description').notNull().default(''),
    /** Cashfree's `cf_refund_id`, once the provider has answered. */
    providerRefundId: text('provider_refund_id'),
    /** The bank's reference (`refund_arn`), once known. */
    arn: text('arn'),
    requestedBy: text('requested_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    processedAt: timestamp('processed_at', { withTimezone: true }),
    /** When the buyer's refund e-mail went out: it goes once. */
    emailSentAt: timestamp('email_sent_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('refunds_refund_id_key').on(t.refundId),
    uniqueIndex('refunds_request_key').on(t.requestKey),
    index('refunds_order_idx').on(t.orderId),
    // The reconcile job asks the provider about refunds not final yet.
    index('refunds_open_idx').on(t.createdAt).where(sql`${t.status} in ('PENDING', 'ONHOLD')`),
    check('refunds_status', sql`${t.status} in ('PENDING', 'SUCCESS', 'CANCELLED', 'ONHOLD')`),
    check('refunds_amount_nonnegative', sql`${t.amountPaise} >= 0`),
    check('refunds_refund_id_shape', sql`${t.refundId} ~ '^[A-Za-z0-9_-]{3,40}$'`),
  ],
);

/** The order items a refund covers, each with the amount refunded for it. */
export const refundItems = pgTable(
  'refund_items',
  {
    refundId: text('refund_id')
      .notNull()
      .references(() => refunds.id, { onDelete: 'cascade' }),
    orderItemId: text('order_item_id')
      .notNull()
      .references(() => orderItems.id, { onDelete: 'restrict' }),
    amountPaise: integer('amount_paise').notNull(),
    /** False once its refund is CANCELLED: the item grants downloads again and may be refunded anew. */
    active: boolean('active').notNull().default(true),
  },
  (t) => [
    uniqueIndex('refund_items_refund_item_key').on(t.refundId, t.orderItemId),
    // An item is refunded at most once (a cancelled refund frees it again).
    uniqueIndex('refund_items_active_item_key').on(t.orderItemId).where(sql`${t.active}`),
    check('refund_items_amount_nonnegative', sql`${t.amountPaise} >= 0`),
  ],
);
