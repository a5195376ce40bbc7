import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '#web/lib/api-client';
import { adminKeys } from '#web/lib/query-keys';

const replySchema = () =>
  import('@store/contract/metrics').then((module) => module.allMetricsReplySchema);

/** GET /api/survey/all-product-view-metrics — viewed products and the summary cards (admin). */
export function getMetrics(signal?: AbortSignal) {
  return apiGet('/api/survey/all-product-view-metrics', replySchema, signal);
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
