import { cartApiRoutes } from '@store/contract/api';
import type { CartChangeReply, CartReply } from '@store/contract/cart';
import { applyCartChange } from '@store/contract/cart-change';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast/headless';
import { callApi } from '#web/lib/call-api';
import { accountKeys } from '#web/lib/query-keys';
import { toastError } from '#web/lib/toast-error';

/** POST /api/cart/create — adds a product (once); replies with the added item and totals. */
export function addToCart(productId: string) {
  return callApi(cartApiRoutes.add, { body: { productId } });
}

/** DELETE /api/cart/delete-cart-item — removes an item; replies with its id and the totals. */
export function removeCartItem(cartItemId: string) {
  return callApi(cartApiRoutes.remove, { body: { _id: cartItemId } });
}

/**
 * An add or remove reply is what changed plus the cart's new totals (decision 0050): it is
 * merged into the cached cart, no refetch needed. With no cart cached yet there is nothing to
 * merge into, so the cart is fetched.
 */
function useCartMutation<T>(
  call: (input: T) => Promise<CartChangeReply>,
  onDone?: (reply: CartChangeReply, input: T) => void,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (reply, input) => {
      const cached = queryClient.getQueryData<CartReply>(accountKeys.cart);
      if (cached) queryClient.setQueryData(accountKeys.cart, applyCartChange(cached, reply));
      else void queryClient.invalidateQueries({ queryKey: accountKeys.cart });
      onDone?.(reply, input);
    },
    onError: (error) => {
      toastError(error);
      // The cart may have changed elsewhere (another tab): show what the server has.
      void queryClient.invalidateQueries({ queryKey: accountKeys.cart });
    },
  });
}

/** Add: toast 'Item added' (SPEC §2). */
export function useAddToCart() {
  return useCartMutation(addToCart, (reply) => toast.success(reply.message));
}

export function useRemoveCartItem(onRemoved?: (productId: string) => void) {
  return useCartMutation(
    ({ cartItemId }: { cartItemId: string; productId: string }) => removeCartItem(cartItemId),
    (_reply, input) => onRemoved?.(input.productId),
  );
}
