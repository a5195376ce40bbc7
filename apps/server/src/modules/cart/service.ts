import { CART_MESSAGES, CART_QUANTITY, type CartItem, priceCart } from '@store/contract/cart';
import type { CartTotals } from '@store/contract/pricing';
import { PRODUCT_NOT_FOUND_MESSAGE } from '@store/contract/product';
import type { Database } from '#server/db/client.js';
import { ConflictError, NotFoundError, UnauthorizedError } from '#server/lib/errors.js';
import { SESSION_ENDED_MESSAGE, type SessionToCheck } from '#server/plugins/auth.js';
import { type AddRefusal, createCartRepository } from './repository.js';

/** What an add or remove changed, and the whole cart's totals after it. */
interface CartChange {
  added: CartItem[];
  removed: string[];
  totals: CartTotals;
}

/** The guard's answer to an ended session, given by the statement that found it. */
const sessionEnded = () => new UnauthorizedError(SESSION_ENDED_MESSAGE);

/** The shopper's message for each add the rules refuse (SPEC §5, §8). */
function refusal(reason: AddRefusal) {
  switch (reason) {
    case 'ended':
      return sessionEnded();
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

    /** The caller's whole cart; the session is checked in the same statement. */
    async read(session: SessionToCheck) {
      const items = await repository.read(session);
      if (items === null) throw sessionEnded();
      return cart(items);
    },

    /**
     * Adds a live, in-stock, paid-for product once. Free products are downloaded, not bought
     * ('FREE product', SPEC §5); a product the shopper already owns is not sold twice. One
     * database round trip: the session, the checks, the insert, the added item and the new
     * totals (repository.add).
     */
    async add(session: SessionToCheck, productId: string): Promise<CartChange> {
      const outcome = await repository.add(session, productId);
      if ('refused' in outcome) throw refusal(outcome.refused);
      return { added: [outcome.item], removed: [], totals: outcome.totals };
    },

    async updateQuantity(userId: string, id: string) {
      if (!(await repository.setQuantity(userId, id, CART_QUANTITY))) {
        throw new NotFoundError(CART_MESSAGES.itemNotFound);
      }
      return view(userId);
    },

    /** Removes the caller's item; the session is checked in the same statement. */
    async remove(session: SessionToCheck, id: string): Promise<CartChange> {
      const outcome = await repository.remove(session, id);
      if (outcome === 'ended') throw sessionEnded();
      if (outcome === 'missing') throw new NotFoundError(CART_MESSAGES.itemNotFound);
      return { added: [], removed: [id], totals: outcome };
    },

    allCarts: () => repository.allCarts(),
  };
}
