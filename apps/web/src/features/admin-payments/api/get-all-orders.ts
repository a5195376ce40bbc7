import { orderApiRoutes } from '@store/contract/api';
import { ADMIN_ORDERS_PAGE_SIZE, type PaymentStatus } from '@store/contract/order';
import { keepPreviousData, type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '#web/lib/call-api';
import { adminKeys } from '#web/lib/query-keys';

/**
 * Every Payment Management query key starts with this. It sits under the signed-in person's
 * scope: what an admin may see is forgotten when they sign out.
 */

interface AllOrdersRequest {
  /** From 1. */
  page: number;
  status?: PaymentStatus | undefined;
}

/**
 * GET /api/order/all-orders (admin) — ten order rows a page, newest first, with the
 * Payment Management totals over every row.
 */
export function getAllOrders({ page, status }: AllOrdersRequest, signal?: AbortSignal) {
  return callApi(orderApiRoutes.allOrders, {
    query: { page, limit: ADMIN_ORDERS_PAGE_SIZE, status },
    signal,
  });
}

export const allOrdersQueryOptions = (request: AllOrdersRequest) =>
  queryOptions({
    queryKey: adminKeys.payments.list(request),
    queryFn: ({ signal }) => getAllOrders(request, signal),
    // The current page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });

export function useAllOrders(request: AllOrdersRequest) {
  return useQuery(allOrdersQueryOptions(request));
}

/** After an admin action, whatever its outcome: the rows and the cards are fetched again. */
export function invalidatePayments(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: adminKeys.payments.all });
}
