import { orderViewApiRoutes } from '@store/contract/api';
import type { AdminOrderListRequest } from '@store/contract/order-view';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError } from '#web/lib/api-client';
import { callApi } from '#web/lib/call-api';
import { adminKeys } from '#web/lib/query-keys';

/** Under the user's prefix: an admin's data is forgotten when they sign out. */

/** POST /api/order/admin-list — orders (one per checkout), newest first, searched and filtered. */
export function useAdminOrders(request: AdminOrderListRequest) {
  return useQuery(
    queryOptions({
      queryKey: adminKeys.orders.list(request),
      queryFn: ({ signal }) => callApi(orderViewApiRoutes.adminList, { body: request, signal }),
      placeholderData: keepPreviousData,
    }),
  );
}

/** POST /api/order/admin-get — one order with its buyer, items, events and history. */
export function useAdminOrder(orderId: string) {
  return useQuery(
    queryOptions({
      queryKey: adminKeys.orders.one(orderId),
      queryFn: ({ signal }) => callApi(orderViewApiRoutes.adminGet, { body: { orderId }, signal }),
      select: (reply) => reply.data,
      retry: (count, error) => !(error instanceof ApiError && error.status === 404) && count < 2,
    }),
  );
}
