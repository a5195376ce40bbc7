import { apiRoutes } from '@store/contract/api';
import type { CartReply } from '@store/contract/cart';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast/headless';
import { callApi } from '#web/lib/call-api';
import { accountKeys } from '#web/lib/query-keys';
import { toastError } from '#web/lib/toast-error';

/** POST /api/cart/create — adds a product (once); replies with the whole cart. */
export function addToCart(productId: string) {
  return callApi(apiRoutes.cart.add, { body: { productId } });
}

/** DELETE /api/cart/delete-cart-item — removes an item; replies with the whole cart. */
export function removeCartItem(cartItemId: string) {
  return callApi(apiRoutes.cart.remove, { body: { _id: cartItemId } });
}

/** Every cart reply is the whole cart: it replaces the cached one, no refetch needed. */
function useCartMutation<T>(
  call: (input: T) => Promise<CartReply>,
  onDone?: (reply: CartReply, input: T) => void,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (reply, input) => {
      queryClient.setQueryData(accountKeys.cart, reply);
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
