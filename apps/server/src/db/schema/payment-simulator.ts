import { sql } from 'drizzle-orm';
import {
  check,
  foreignKey,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns.js';

/**
 * What the built-in payment simulator keeps in place of Cashfree (issue 14 point 5,
 * docs/decisions/0027): every instance serves any session, and a restart loses nothing. Not
 * the store's orders: the provider's side of them, keyed by the provider-facing order id.
 * `status` holds ACTIVE or PAID; EXPIRED is read off `expires_at`.
 */
export const paymentSimulatorOrders = pgTable(
  'payment_simulator_orders',
  {
    orderId: text('order_id').primaryKey(),
    paymentSessionId: text('payment_session_id').notNull(),
    amount: numeric('amount', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    status: text('status').notNull().default('ACTIVE'),
    returnUrl: text('return_url').notNull(),
    customerEmail: text('customer_email').notNull(),
    customerPhone: text('customer_phone').notNull(),
    createdAt: createdAt(),
    /** After this the session can no longer be paid (Cashfree's `order_expiry_time`). */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    check('payment_simulator_orders_status', sql`${t.status} in ('ACTIVE', 'PAID')`),
    uniqueIndex('payment_simulator_orders_session_key').on(t.paymentSessionId),
    // Old orders are purged oldest first.
    index('payment_simulator_orders_created_idx').on(t.createdAt),
  ],
);

/** Each Pay or Fail pressed on the simulator's page: Cashfree's payment attempts of an order. */
export const paymentSimulatorPayments = pgTable(
  'payment_simulator_payments',
  {
    orderId: text('order_id').notNull(),
    /** 1, 2, … per order, counted under the order's row lock: the order attempts were made in. */
    attempt: integer('attempt').notNull(),
    /** Cashfree's `cf_payment_id`. */
    paymentId: text('payment_id').notNull(),
    amount: numeric('amount', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    status: text('status').notNull(),
    message: text('message').notNull(),
    time: timestamp('payment_time', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.orderId, t.attempt] }),
    // Named here: the generated name is longer than PostgreSQL's 63 characters.
    foreignKey({
      name: 'payment_simulator_payments_order_fk',
      columns: [t.orderId],
      foreignColumns: [paymentSimulatorOrders.orderId],
    }).onDelete('cascade'),
    uniqueIndex('payment_simulator_payments_payment_id_key').on(t.paymentId),
  ],
);

/**
 * Refunds asked of the simulator (decision 0044): Cashfree's refunds of an order, keyed by our
 * `refund_id` (asking again with it answers the same refund). They succeed at once.
 */
export const paymentSimulatorRefunds = pgTable(
  'payment_simulator_refunds',
  {
    refundId: text('refund_id').primaryKey(),
    orderId: text('order_id').notNull(),
    /** Cashfree's `cf_refund_id`. */
    providerRefundId: text('provider_refund_id').notNull(),
    amount: numeric('amount', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    note: text('note').notNull(),
    status: text('status').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    foreignKey({
      name: 'payment_simulator_refunds_order_fk',
      columns: [t.orderId],
      foreignColumns: [paymentSimulatorOrders.orderId],
    }).onDelete('cascade'),
    index('payment_simulator_refunds_order_idx').on(t.orderId),
  ],
);
