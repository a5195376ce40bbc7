import type { DealsHomeReply } from '@store/contract/product';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPost } from '#web/lib/api-client';
import { takePreloadedReply } from '#web/lib/preloaded-replies';
import { productKeys } from '#web/lib/query-keys';

// Loaded on first use: keeps zod out of the first-load bundle (see ParserSource).
const replySchema = () =>
  import('@store/contract/product').then((module) => module.dealsHomeReplySchema);

/** POST /api/product/get-deals with no body — the home deals strip. */
export function getHomeDeals(signal?: AbortSignal) {
  return apiPost('/api/product/get-deals', undefined, replySchema, signal);
}

export const homeDealsQueryOptions = () =>
  queryOptions({
    queryKey: productKeys.deals,
    queryFn: ({ signal }) => getHomeDeals(signal),
    initialData: () => takePreloadedReply<DealsHomeReply>('POST', '/api/product/get-deals'),
    select: (reply) => reply.data,
  });

export function useHomeDeals() {
  return useQuery(homeDealsQueryOptions());
}
