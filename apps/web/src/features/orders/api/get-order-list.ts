import { orderApiRoutes } from '@store/contract/api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '#web/lib/call-api';
import { accountKeys } from '#web/lib/query-keys';
import { hasSession } from '#web/lib/token-storage';

/** GET /api/order/order-list — the signed-in shopper's order records, newest first. */
export function getOrderList(signal?: AbortSignal) {
  return callApi(orderApiRoutes.list, { signal });
}

/**
 * Under the user's key prefix: fetched again whenever the user changes (SPEC §4).
 * Invalidate it after anything that changes the shopper's orders (a verified payment).
 */

export const orderListQueryOptions = () =>
  queryOptions({
    queryKey: accountKeys.orders,
    queryFn: ({ signal }) => getOrderList(signal),
    select: (reply) => reply.data,
    enabled: () => hasSession(),
  });

export function useOrderList() {
  return useQuery(orderListQueryOptions());
}
