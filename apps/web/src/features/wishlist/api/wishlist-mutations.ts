import { apiRequest } from '#web/lib/api-client';
import { wishlistReplySchema } from './get-wishlist';

/** POST /api/wishlist/add — saves a product (again: no change); replies with the list. */
export function addToWishlist(productId: string) {
  return apiRequest('/api/wishlist/add', wishlistReplySchema, {
    method: 'POST',
    body: { productId },
  });
}

/** DELETE /api/wishlist/remove — replies with the list. */
export function removeFromWishlist(productId: string) {
  return apiRequest('/api/wishlist/remove', wishlistReplySchema, {
    method: 'DELETE',
    body: { productId },
  });
}

/** POST /api/wishlist/merge — the browser's list into the account, on sign-in. */
export function mergeWishlist(productIds: readonly string[]) {
  return apiRequest('/api/wishlist/merge', wishlistReplySchema, {
    method: 'POST',
    body: { productIds },
  });
}
