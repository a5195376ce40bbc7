import { PRODUCT_NOT_FOUND_MESSAGE } from '@store/contract/product';
import { WISHLIST_MAX, WISHLIST_MESSAGES } from '@store/contract/wishlist';
import type { Database } from '#server/db/client.js';
import { ConflictError, NotFoundError } from '#server/lib/errors.js';
import { createWishlistRepository } from './repository.js';

/**
 * The signed-in shopper's own wishlist. Every call answers with the whole list, newest saved
 * first. At most WISHLIST_MAX live products: the list stays one page of cards.
 */
export function createWishlistService(db: Database) {
  const list = (userId: string) => createWishlistRepository(db).list(userId);

  return {
    list,

    /** Saves a live product; saving it again changes nothing (one entry, first date kept). */
    async add(userId: string, productId: string) {
      await db.transaction(async (tx) => {
        const repository = createWishlistRepository(tx);
        if (!(await repository.liveProductIds([productId])).has(productId)) {
          throw new NotFoundError(PRODUCT_NOT_FOUND_MESSAGE);
        }
        await repository.lockUser(userId);
        const saved = await repository.savedLiveIds(userId);
        if (saved.has(productId)) return;
        if (saved.size >= WISHLIST_MAX) throw new ConflictError(WISHLIST_MESSAGES.full);
        await repository.insert(userId, [productId]);
      });
      return list(userId);
    },

    /** Removing a product that is not saved is not an error: a double click ends the same. */
    async remove(userId: string, productId: string) {
      await createWishlistRepository(db).delete(userId, productId);
      return list(userId);
    },

    /** Cards for ids a browser keeps (each once, first place kept); gone products left out. */
    cards: (productIds: readonly string[]) =>
      createWishlistRepository(db).cards([...new Set(productIds)]),

    /**
     * Adds the browser's wishlist (newest first) on sign-in. Unknown, binned and already saved
     * ids are skipped, so sending it twice changes nothing; what does not fit under
     * WISHLIST_MAX is left out rather than refused, since the shopper cannot act on a refusal
     * that happens while signing in.
     */
    async merge(userId: string, productIds: readonly string[]) {
      await db.transaction(async (tx) => {
        const repository = createWishlistRepository(tx);
        const live = await repository.liveProductIds([...new Set(productIds)]);
        await repository.lockUser(userId);
        const saved = await repository.savedLiveIds(userId);
        const fresh = [...new Set(productIds)].filter((id) => live.has(id) && !saved.has(id));
        await repository.insert(userId, fresh.slice(0, Math.max(0, WISHLIST_MAX - saved.size)));
      });
      return list(userId);
    },
  };
}
