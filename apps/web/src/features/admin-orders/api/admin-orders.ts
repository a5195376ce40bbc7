import type {
  AdminOrderGetReply,
  AdminOrderListReply,
  AdminOrderListRequest,
} from '@store/contract/order-view';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiPost } from '#web/lib/api-client';
import { adminKeys } from '#web/lib/query-keys';

const listSchema = () =>
  import('@store/contract/order-view').then((module) => module.adminOrderListReplySchema);
const getSchema = () =>
  import('@store/contract/order-view').then((module) => module.adminOrderGetReplySchema);

/** Under the user's prefix: an admin's data is forgotten when they sign out. */

/** POST /api/order/admin-list — orders (one per checkout), newest first, searched and filtered. */
export function useAdminOrders(request: AdminOrderListRequest) {
  return useQuery(
    queryOptions({
      queryKey: adminKeys.orders.list(request),
      queryFn: ({ signal }) =>
        apiPost<AdminOrderListReply>('/api/order/admin-list', request, listSchema, signal),
      placeholderData: keepPreviousData,
    }),
  );
}

/** POST /api/order/admin-get — one order with its buyer, items, events and history. */
export function useAdminOrder(orderId: string) {
  return useQuery(
    queryOptions({
      queryKey: adminKeys.orders.one(orderId),
      queryFn: ({ signal }) =>
        apiPost<AdminOrderGetReply>('/api/order/admin-get', { orderId }, getSchema, signal),
      select: (reply) => reply.data,
      retry: (count, error) => !(error instanceof ApiError && error.status === 404) && count < 2,
    }),
  );
}
