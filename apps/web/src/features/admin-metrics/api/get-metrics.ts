import { metricsApiRoutes } from '@store/contract/api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '#web/lib/call-api';
import { adminKeys } from '#web/lib/query-keys';

/** GET /api/survey/all-product-view-metrics — viewed products and the summary cards (admin). */
export function getMetrics(signal?: AbortSignal) {
  return callApi(metricsApiRoutes.all, { signal });
}

export const metricsQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.metrics,
    queryFn: ({ signal }) => getMetrics(signal),
    // 'Real-time metrics': fresh on every visit and every half minute while open.
    staleTime: 0,
    refetchInterval: 30_000,
  });

export function useMetrics() {
  return useQuery(metricsQueryOptions());
}
