import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { products } from './catalogue.js';
import { createdAt, idColumn, updatedAt } from './columns.js';
import { users } from './users.js';

/**
 * Verified-buyer reviews (issue 16 point 4, decision 38): one per shopper and product,
 * edited in place. A hidden review stays (with who hid it and when) and counts nowhere;
 * `products.rating_count`/`rating_sum` hold the visible ones, kept in each write's transaction.
 */
export const reviews = pgTable(
  'reviews',
  {
    id: idColumn(),
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rating: integer('rating').notNull(),
    title: text('title').notNull().default(''),
    /** Plain text as written (trimmed); shown as text, never as HTML. */
    body: text('body').notNull().default(''),
    /** Votes in review_helpful_votes, counted in the vote's transaction (the "helpful" sort). */
    helpfulCount: integer('helpful_count').notNull().default(0),
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenBy: text('hidden_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('reviews_rating_range', sql`${t.rating} between 1 and 5`),
    check('reviews_helpful_nonnegative', sql`${t.helpfulCount} >= 0`),
    uniqueIndex('reviews_product_user_key').on(t.productId, t.userId),
    // The product page's two sorts, visible reviews only.
    index('reviews_product_newest_idx')
      .on(t.productId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.hiddenAt} is null`),
    index('reviews_product_helpful_idx')
      .on(
        t.productId,
        t.helpfulCount.desc().nullsFirst(),
        t.createdAt.desc().nullsFirst(),
        t.id.desc().nullsFirst(),
      )
      .where(sql`${t.hiddenAt} is null`),
    // The admin list, newest first; and the cascade from a deleted user.
    index('reviews_created_idx').on(t.createdAt.desc().nullsFirst()),
    index('reviews_user_idx').on(t.userId),
  ],
);

/** One "helpful" vote per shopper per review. */
export const reviewHelpfulVotes = pgTable(
  'review_helpful_votes',
  {
    reviewId: text('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.reviewId, t.userId] }),
    index('review_helpful_votes_user_idx').on(t.userId),
  ],
);
