import * as z from 'zod/mini';
import type { SchemasFor } from '../api/index.js';
import { requiredIdSchema } from '../category/index.js';
import { isoDateSchema, successEnvelope } from '../common/index.js';
import { RECENTLY_VIEWED_MAX, WISHLIST_MAX } from '../constants/index.js';
import { productSchema } from '../product/index.js';

/**
 * A bound keeps every list reply one small page and stops a client from filling a table.
 * (Constants live in ../constants, which the web app's first load reads without zod.)
 */
export { RECENTLY_VIEWED_MAX, WISHLIST_MAX };

/** What a product card shows, and no more: the wishlist is a page of cards. */
export const wishlistProductSchema = z.pick(productSchema, {
  _id: true,
  name: true,
  image: true,
  unit: true,
  price: true,
  discount: true,
  stock: true,
});
export type WishlistProduct = z.infer<typeof wishlistProductSchema>;

export const wishlistItemSchema = z.object({
  product: wishlistProductSchema,
  /** When the shopper saved it (ISO-8601, UTC); the list is newest saved first. */
  savedAt: isoDateSchema,
});
export type WishlistItem = z.infer<typeof wishlistItemSchema>;

/** Every wishlist reply (list, add, remove, merge) is the whole list, newest saved first. */
export const wishlistReplySchema = successEnvelope(z.array(wishlistItemSchema));
export type WishlistReply = z.infer<typeof wishlistReplySchema>;

/** POST /api/wishlist/add and DELETE /api/wishlist/remove. */
export const wishlistProductRequestSchema = z.object({ productId: requiredIdSchema });
export type WishlistProductRequest = z.input<typeof wishlistProductRequestSchema>;

/**
 * POST /api/wishlist/merge: the visitor's wishlist kept by the browser, sent once on sign-in,
 * newest saved first. Ids of products that are gone are ignored; more than WISHLIST_MAX is a 400.
 */
export const mergeWishlistRequestSchema = z.object({
  productIds: z
    .array(requiredIdSchema)
    .check(z.maxLength(WISHLIST_MAX, `must hold at most ${WISHLIST_MAX} products`)),
});
export type MergeWishlistRequest = z.input<typeof mergeWishlistRequestSchema>;

/**
 * POST /api/wishlist/products (anyone): the cards of products a browser remembers (a visitor's
 * wishlist, the recently viewed row), so they show today's price and name. Live products only,
 * in the order asked; gone ids are left out.
 */
export const productCardsRequestSchema = mergeWishlistRequestSchema;
export type ProductCardsRequest = z.input<typeof productCardsRequestSchema>;
export const productCardsReplySchema = successEnvelope(z.array(wishlistProductSchema));
export type ProductCardsReply = z.infer<typeof productCardsReplySchema>;

export const WISHLIST_MESSAGES = {
  list: 'Wishlist',
  added: 'Saved to wishlist',
  removed: 'Removed from wishlist',
  merged: 'Wishlist merged',
  cards: 'Products',
  full: `Your wishlist is full (${WISHLIST_MAX} products). Remove one to save another.`,
} as const;

/** The schemas of `apiRoutes.wishlist` (decision 0049), under the table's keys. */
export const wishlistApi = {
  get: { reply: wishlistReplySchema },
  add: { body: wishlistProductRequestSchema, reply: wishlistReplySchema },
  remove: { body: wishlistProductRequestSchema, reply: wishlistReplySchema },
  merge: { body: mergeWishlistRequestSchema, reply: wishlistReplySchema },
  cards: { body: productCardsRequestSchema, reply: productCardsReplySchema },
} as const satisfies SchemasFor<'wishlist'>;
