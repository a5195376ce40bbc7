import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { products } from './catalogue.js';
import { createdAt, idColumn, updatedAt } from './columns.js';
import { addresses, users } from './users.js';

export const cartItems = pgTable(
  'cart_items',
  {
    id: idColumn(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('cart_items_quantity_positive', sql`${t.quantity} >= 1`),
    // A digital product sits in a cart at most once.
    uniqueIndex('cart_items_user_product_key').on(t.userId, t.productId),
    index('cart_items_product_idx').on(t.productId),
  ],
);

/**
 * PENDING → PAID (verify, webhook, admin Allow); PAID ⇄ BLOCKED (admin). DESIGN §5.
 * PENDING → FAILED (the provider reports the payment failed) or EXPIRED (no payment within
 * ORDER_EXPIRY_MINUTES, reconcile); a late success still moves either to PAID (decision 39).
 */
export const paymentStatus = pgEnum('payment_status', [
  'PENDING',
  'PAID',
  'BLOCKED',
  'FAILED',
  'EXPIRED',
]);

export const orders = pgTable(
  'orders',
  {
    id: idColumn(),
    /** The provider-facing order id: a fixed prefix plus a timestamp (SPEC §3), unique. */
    orderId: text('order_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    addressId: text('address_id').references(() => addresses.id, { onDelete: 'set null' }),
    paymentStatus: paymentStatus('payment_status').notNull().default('PENDING'),
    /** The provider's payment id (Cashfree `cf_payment_id`) once a payment succeeds. */
    paymentId: text('payment_id').notNull().default(''),
    paymentSessionId: text('payment_session_id'),
    /**
     * The provider's `x-idempotency-key` for creating this order (a UUID, as Cashfree
     * documents): kept, so a retried create sends the same key.
     */
    idempotencyKey: uuid('idempotency_key').notNull().defaultRandom(),
    provider: text('provider').notNull(),
    subTotalAmt: integer('sub_total_amt').notNull(),
    totalAmt: integer('total_amt').notNull(),
    currency: text('currency').notNull().default('INR'),
    customerEmail: text('customer_email').notNull(),
    customerPhone: text('customer_phone').notNull(),
    /** For a B2B tax invoice (decision 0040): the buyer's GSTIN and business name. */
    buyerGstin: text('buyer_gstin'),
    buyerBusinessName: text('buyer_business_name'),
    /** GST state code of the buyer's state, when known at checkout. */
    placeOfSupply: text('place_of_supply'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    receiptSentAt: timestamp('receipt_sent_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('orders_amounts_nonnegative', sql`${t.subTotalAmt} >= 0 and ${t.totalAmt} >= 0`),
    uniqueIndex('orders_order_id_key').on(t.orderId),
    index('orders_user_created_idx').on(t.userId, t.createdAt.desc().nullsFirst()),
    index('orders_status_created_idx').on(t.paymentStatus, t.createdAt.desc().nullsFirst()),
    // CSV exports (issue 17) read every order of a date range oldest first; the admin Orders
    // view reads it backwards (newest first).
    index('orders_created_idx').on(t.createdAt, t.id),
    // Sales analytics aggregate paid orders by day.
    index('orders_paid_at_idx').on(t.paidAt).where(sql`${t.paymentStatus} = 'PAID'`),
    // The admin Orders view: by payment id, by part of the checkout e-mail.
    index('orders_payment_id_idx').on(t.paymentId).where(sql`${t.paymentId} <> ''`),
    index('orders_customer_email_trgm_idx').using(
      'gin',
      sql`lower(${t.customerEmail}) gin_trgm_ops`,
    ),
  ],
);

/** One line per product bought, with a snapshot so later catalogue edits change no receipt. */
export const orderItems = pgTable(
  'order_items',
  {
    id: idColumn(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    // Restrict: a product someone has bought cannot be permanently deleted.
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    images: text('images').array().notNull().default(sql`'{}'::text[]`),
    /** Original price and discount at purchase time; `unitPrice` is what was paid. */
    price: integer('price').notNull(),
    discount: integer('discount').notNull(),
    unitPrice: integer('unit_price').notNull(),
    /**
     * Rupees a coupon took off this line (decision 41): `unitPrice` is already net of it, so
     * the lines still add up to the order's total; GST and refunds read the split here.
     */
    couponDiscount: integer('coupon_discount').notNull().default(0),
    quantity: integer('quantity').notNull().default(1),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      'order_items_amounts',
      sql`${t.price} >= 0 and ${t.unitPrice} >= 0 and ${t.quantity} >= 1`,
    ),
    uniqueIndex('order_items_order_product_key').on(t.orderId, t.productId),
    index('order_items_product_idx').on(t.productId),
  ],
);

/** Provider events, deduplicated on the provider's payment id (INTEGRATIONS.md webhooks). */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: idColumn(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    providerPaymentId: text('provider_payment_id').notNull(),
    source: text('source').notNull(),
    eventType: text('event_type').notNull(),
    paymentStatus: text('payment_status').notNull(),
    amount: integer('amount'),
    payload: jsonb('payload').notNull().default({}),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payment_events_dedupe_key').on(t.providerPaymentId, t.paymentStatus),
    index('payment_events_order_idx').on(t.orderId),
  ],
);

/** Every order state change, with who made it (DESIGN §5). */
export const orderTransitions = pgTable(
  'order_transitions',
  {
    id: idColumn(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    fromStatus: paymentStatus('from_status'),
    toStatus: paymentStatus('to_status').notNull(),
    /** webhook | verify | reconcile | admin */
    actorKind: text('actor_kind').notNull(),
    actorUserId: text('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    note: text('note').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('order_transitions_order_idx').on(t.orderId, t.createdAt)],
);

/** Entitled downloads, logged each time the server redirects to a drive link. */
export const downloads = pgTable(
  'downloads',
  {
    id: idColumn(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    orderId: text('order_id').references(() => orders.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('downloads_user_product_idx').on(t.userId, t.productId),
    index('downloads_product_idx').on(t.productId, t.createdAt),
  ],
);
