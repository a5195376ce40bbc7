import { orderViewApiRoutes } from '@store/contract/api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError } from '#web/lib/api-client';
import { callApi } from '#web/lib/call-api';
import { accountKeys } from '#web/lib/query-keys';

/**
 * POST /api/order/get-one — one of the shopper's orders as a whole. Under the orders key, so
 * a verified payment (which invalidates the orders) refreshes it too.
 */
export const orderQueryOptions = (orderId: string) =>
  queryOptions({
    queryKey: accountKeys.order(orderId),
    queryFn: ({ signal }) => callApi(orderViewApiRoutes.getOne, { body: { orderId }, signal }),
    select: (reply) => reply.data,
    // A 404 (not this shopper's order) will not change by asking again.
    retry: (count, error) => !(error instanceof ApiError && error.status === 404) && count < 2,
  });

export function useOrder(orderId: string) {
  return useQuery(orderQueryOptions(orderId));
}
