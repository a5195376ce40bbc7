import type { OrderGetOneReply } from '@store/contract/order-view';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiPost } from '#web/lib/api-client';
import { accountKeys } from '#web/lib/query-keys';

const replySchema = () =>
  import('@store/contract/order-view').then((module) => module.orderGetOneReplySchema);

/**
 * POST /api/order/get-one — one of the shopper's orders as a whole. Under the orders key, so
 * a verified payment (which invalidates the orders) refreshes it too.
 */
export const orderQueryOptions = (orderId: string) =>
  queryOptions({
    queryKey: accountKeys.order(orderId),
    queryFn: ({ signal }) =>
      apiPost<OrderGetOneReply>('/api/order/get-one', { orderId }, replySchema, signal),
    select: (reply) => reply.data,
    // A 404 (not this shopper's order) will not change by asking again.
    retry: (count, error) => !(error instanceof ApiError && error.status === 404) && count < 2,
  });

export function useOrder(orderId: string) {
  return useQuery(orderQueryOptions(orderId));
}
