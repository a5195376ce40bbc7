import { productApiRoutes } from '@store/contract/api';
import type { DealsHomeReply } from '@store/contract/product';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '#web/lib/call-api';
import { takePreloadedReply } from '#web/lib/preloaded-replies';
import { productKeys } from '#web/lib/query-keys';

/**
 * POST /api/product/get-deals with no body — the home deals strip. No body, not `{}`: the
 * home page's preloaded reply and the server's reply cache are kept under the bodiless call.
 */
export function getHomeDeals(signal?: AbortSignal) {
  return callApi(productApiRoutes.deals, { signal });
}

export const homeDealsQueryOptions = () =>
  queryOptions({
    queryKey: productKeys.deals,
    queryFn: ({ signal }) => getHomeDeals(signal),
    initialData: () => takePreloadedReply<DealsHomeReply>('POST', productApiRoutes.deals.path),
    select: (reply) => reply.data,
  });

export function useHomeDeals() {
  return useQuery(homeDealsQueryOptions());
}
