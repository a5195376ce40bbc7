import type { WishlistReply } from '@store/contract/wishlist';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { toastError } from '../../../lib/toast-error';
import { wishlistQueryKey, wishlistReplySchema } from './get-wishlist';

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

/** Every reply is the whole list: it replaces the cached one, no refetch needed. */
export function useWishlistMutation<T>(
  call: (input: T) => Promise<WishlistReply>,
  onDone?: (reply: WishlistReply, input: T) => void,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (reply, input) => {
      queryClient.setQueryData(wishlistQueryKey, reply);
      onDone?.(reply, input);
    },
    onError: (error) => {
      toastError(error);
      void queryClient.invalidateQueries({ queryKey: wishlistQueryKey });
    },
  });
}
