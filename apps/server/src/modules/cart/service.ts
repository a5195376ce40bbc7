import { CART_MESSAGES, CART_QUANTITY, priceCart } from '@store/contract/cart';
import { salePrice } from '@store/contract/pricing';
import { PRODUCT_NOT_FOUND_MESSAGE } from '@store/contract/product';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { ConflictError, NotFoundError } from '../../lib/errors.js';
import { hasBought } from '../order/entitlement.js';
import { createCartRepository } from './repository.js';

/** The signed-in shopper's own cart (SPEC §7 `/api/cart/*`); another user's item is a 404. */
export function createCartService(db: Database) {
  const repository = createCartRepository(db);

  const view = async (userId: string) => {
    const items = await repository.listLive(userId);
    return { items, totals: priceCart(items) };
  };

  return {
    view,

    /**
     * Adds a live, in-stock, paid-for product once. Free products are downloaded, not bought
     * ('FREE product', SPEC §5); a product the shopper already owns is not sold twice.
     */
    async add(userId: string, productId: string) {
      const { rows } = await db.execute<{ price: number; discount: number; stock: number }>(sql`
        select price, discount, stock from products where id = ${productId} and deleted_at is null`);
      const product = rows[0];
      if (!product) throw new NotFoundError(PRODUCT_NOT_FOUND_MESSAGE);
      if (salePrice(product.price, product.discount) === 0)
        throw new ConflictError(CART_MESSAGES.free);
      if (product.stock <= 0) throw new ConflictError(CART_MESSAGES.outOfStock);
      if (await hasBought(db, userId, productId)) {
        throw new ConflictError(CART_MESSAGES.alreadyOwned);
      }
      if ((await repository.insert(userId, productId)) === null) {
        throw new ConflictError(CART_MESSAGES.alreadyInCart);
      }
      return view(userId);
    },

    async updateQuantity(userId: string, id: string) {
      if (!(await repository.setQuantity(userId, id, CART_QUANTITY))) {
        throw new NotFoundError(CART_MESSAGES.itemNotFound);
      }
      return view(userId);
    },

    async remove(userId: string, id: string) {
      if (!(await repository.delete(userId, id))) {
        throw new NotFoundError(CART_MESSAGES.itemNotFound);
      }
      return view(userId);
    },

    allCarts: () => repository.allCarts(),
  };
}
