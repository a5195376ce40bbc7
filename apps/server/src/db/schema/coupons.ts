import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { categories, products } from './catalogue.js';
import { createdAt, idColumn, updatedAt } from './columns.js';
import { orders } from './commerce.js';
import { users } from './users.js';

export const couponKind = pgEnum('coupon_kind', ['percent', 'fixed']);

/**
 * Promo codes (issue 17 point 5, decision 41). `value` is a percent (1–100) or whole rupees
 * off. The code is unique however it is typed (the index is on its upper case).
 */
export const coupons = pgTable(
  'coupons',
  {
    id: idColumn(),
    code: text('code').notNull(),
    kind: couponKind('kind').notNull(),
    value: integer('value').notNull(),
    /** The cart's total (after product discounts) must be at least this, in rupees. */
    minCartValue: integer('min_cart_value').notNull().default(0),
    /** Inclusive start and exclusive end; null = no bound. */
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    /** Null = unlimited. */
    maxUses: integer('max_uses'),
    perBuyerLimit: integer('per_buyer_limit'),
    /** `all` products, or only those in coupon_products / coupon_categories. */
    allProducts: boolean('all_products').notNull().default(true),
    active: boolean('active').notNull().default(true),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('coupons_code_upper_key').on(sql`upper(${t.code})`),
    check(
      'coupons_value_range',
      sql`${t.value} >= 1 and (${t.kind} = 'fixed' or ${t.value} <= 100)`,
    ),
    check('coupons_min_cart_nonnegative', sql`${t.minCartValue} >= 0`),
    check(
      'coupons_limits_positive',
      sql`coalesce(${t.maxUses}, 1) >= 1 and coalesce(${t.perBuyerLimit}, 1) >= 1`,
    ),
    check(
      'coupons_window_order',
      sql`${t.startsAt} is null or ${t.endsAt} is null or ${t.startsAt} < ${t.endsAt}`,
    ),
  ],
);

export const couponProducts = pgTable(
  'coupon_products',
  {
    couponId: text('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.couponId, t.productId] })],
);

export const couponCategories = pgTable(
  'coupon_categories',
  {
    couponId: text('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    categoryId: text('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.couponId, t.categoryId] })],
);

/**
 * reserved: made with a PENDING order, holds one use while that order is PENDING and young;
 * redeemed: counted for good, in the transaction that marks the order PAID;
 * released: given up (the shopper checked out again with the same code).
 */
export const couponRedemptionStatus = pgEnum('coupon_redemption_status', [
  'reserved',
  'redeemed',
  'released',
]);

/** One per order that used a coupon; the order's discount, split per line in order_items. */
export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    id: idColumn(),
    couponId: text('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'restrict' }),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The code as it was when used (the coupon's code may be edited later). */
    code: text('code').notNull(),
    discount: integer('discount').notNull(),
    status: couponRedemptionStatus('status').notNull().default('reserved'),
    /** Paid after its hold lapsed while the coupon was used up: honoured, and flagged. */
    overLimit: boolean('over_limit').notNull().default(false),
    redeemedAt: timestamp('redeemed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('coupon_redemptions_order_key').on(t.orderId),
    index('coupon_redemptions_coupon_idx').on(t.couponId, t.status),
    index('coupon_redemptions_coupon_user_idx').on(t.couponId, t.userId),
    check('coupon_redemptions_discount_nonnegative', sql`${t.discount} >= 0`),
  ],
);
