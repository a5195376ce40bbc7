import { wishlistApiRoutes } from '@store/contract/api';
import { callApi } from '#web/lib/call-api';

/** POST /api/wishlist/add — saves a product (again: no change); replies with the list. */
export function addToWishlist(productId: string) {
  return callApi(wishlistApiRoutes.add, { body: { productId } });
}

/** DELETE /api/wishlist/remove — replies with the list. */
export function removeFromWishlist(productId: string) {
  return callApi(wishlistApiRoutes.remove, { body: { productId } });
}

/** POST /api/wishlist/merge — the browser's list into the account, on sign-in. */
export function mergeWishlist(productIds: readonly string[]) {
  return callApi(wishlistApiRoutes.merge, { body: { productIds: [...productIds] } });
}
