import { index, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { products } from './catalogue.js';
import { createdAt } from './columns.js';
import { users } from './users.js';

/**
 * Products a signed-in shopper saved for later (issue 16 point 5). One row per user and
 * product, so saving twice is one entry; a permanently deleted product or user takes its rows
 * with it, and a product in the recycle bin is hidden by the reads, not deleted.
 */
export const wishlistItems = pgTable(
  'wishlist_items',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.productId] }),
    // The list reads one user's rows newest first.
    index('wishlist_items_user_created_idx').on(t.userId, t.createdAt.desc().nullsFirst()),
    // The cascade from a permanently deleted product finds its rows without a scan.
    index('wishlist_items_product_idx').on(t.productId),
  ],
);
