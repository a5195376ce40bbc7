import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '#web/lib/api-client';
import { adminKeys } from '#web/lib/query-keys';

const replySchema = () => import('@store/contract/sales').then((module) => module.salesReplySchema);

/** GET /api/order/sales — paid orders by year, month and day, with yearly totals (admin). */
export function getSales(signal?: AbortSignal) {
  return apiGet('/api/order/sales', replySchema, signal);
}

export const salesQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.sales,
    queryFn: ({ signal }) => getSales(signal),
  });

export function useSales() {
  return useQuery(salesQueryOptions());
}
