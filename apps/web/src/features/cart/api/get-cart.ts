import { cartApiRoutes } from '@store/contract/api';
import type { CartReply } from '@store/contract/cart';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '#web/lib/call-api';
import { accountKeys } from '#web/lib/query-keys';
import { hasSession } from '#web/lib/token-storage';
import { useHasSession } from '#web/lib/use-has-session';

/** GET /api/cart/get — the signed-in shopper's cart, priced by the server. */
export function getCart(signal?: AbortSignal) {
  return callApi(cartApiRoutes.get, { signal });
}

export const cartQueryOptions = () =>
  queryOptions({
    queryKey: accountKeys.cart,
    queryFn: ({ signal }) => getCart(signal),
    enabled: () => hasSession(),
    // Another tab may have changed it: fresh on every mount and when this tab comes back.
    staleTime: 0,
    refetchOnWindowFocus: true,
  });

const EMPTY: Pick<CartReply, 'data' | 'totals'> = {
  data: [],
  totals: { totalPrice: 0, originalTotal: 0, totalQty: 0, savings: 0 },
};

/** The cart, or an empty one for visitors and while loading. */
export function useCart() {
  const signedIn = useHasSession();
  const query = useQuery(cartQueryOptions());
  const cart = signedIn && query.data ? query.data : EMPTY;
  return {
    items: cart.data,
    totals: cart.totals,
    isLoading: signedIn && query.isPending,
    /** The cart item holding this product, if any. */
    itemFor: (productId: string) => cart.data.find((item) => item.productId._id === productId),
  };
}
