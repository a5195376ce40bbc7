import { CART_MESSAGES, CART_QUANTITY, type CartItem, priceCart } from '@store/contract/cart';
import { PRODUCT_NOT_FOUND_MESSAGE } from '@store/contract/product';
import type { Database } from '#server/db/client.js';
import { ConflictError, NotFoundError } from '#server/lib/errors.js';
import { type AddRefusal, createCartRepository } from './repository.js';

/** The shopper's message for each add the rules refuse (SPEC §5, §8). */
function refusal(reason: AddRefusal) {
  switch (reason) {
    case 'missing':
      return new NotFoundError(PRODUCT_NOT_FOUND_MESSAGE);
    case 'free':
      return new ConflictError(CART_MESSAGES.free);
    case 'out-of-stock':
      return new ConflictError(CART_MESSAGES.outOfStock);
    case 'owned':
      return new ConflictError(CART_MESSAGES.alreadyOwned);
    case 'in-cart':
      return new ConflictError(CART_MESSAGES.alreadyInCart);
  }
}

/** The signed-in shopper's own cart (SPEC §7 `/api/cart/*`); another user's item is a 404. */
export function createCartService(db: Database) {
  const repository = createCartRepository(db);

  const cart = (items: CartItem[]) => ({ items, totals: priceCart(items) });
  const view = async (userId: string) => cart(await repository.listLive(userId));

  return {
    view,

    /**
     * Adds a live, in-stock, paid-for product once. Free products are downloaded, not bought
     * ('FREE product', SPEC §5); a product the shopper already owns is not sold twice. One
     * database round trip: the checks, the insert and the cart after it (repository.add).
     */
    async add(userId: string, productId: string) {
      const outcome = await repository.add(userId, productId);
      if ('refused' in outcome) throw refusal(outcome.refused);
      return cart(outcome.items);
    },

    async updateQuantity(userId: string, id: string) {
      if (!(await repository.setQuantity(userId, id, CART_QUANTITY))) {
        throw new NotFoundError(CART_MESSAGES.itemNotFound);
      }
      return view(userId);
    },

    async remove(userId: string, id: string) {
      const items = await repository.remove(userId, id);
      if (items === null) throw new NotFoundError(CART_MESSAGES.itemNotFound);
      return cart(items);
    },

    allCarts: () => repository.allCarts(),
  };
}
