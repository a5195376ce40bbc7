import { salesApiRoutes } from '@store/contract/api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '#web/lib/call-api';
import { adminKeys } from '#web/lib/query-keys';

/** GET /api/order/sales — paid orders by year, month and day, with yearly totals (admin). */
export function getSales(signal?: AbortSignal) {
  return callApi(salesApiRoutes.get, { signal });
}

export const salesQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.sales,
    queryFn: ({ signal }) => getSales(signal),
  });

export function useSales() {
  return useQuery(salesQueryOptions());
}
