import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiPost } from '#web/lib/api-client';
import { adminCatalogueKeys } from '#web/lib/query-keys';

// With a page the reply is always the paged shape (totalCount), never the home strip's.
const replySchema = () =>
  import('@store/contract/product').then((module) => module.dealsPageReplySchema);

interface DealsRequest {
  /** From 0 (SPEC §9). */
  page: number;
  search: string;
}

/** POST /api/product/get-deals with a page — the admin deals list and its total count. */
export function getDealsPage(body: DealsRequest, signal?: AbortSignal) {
  return apiPost('/api/product/get-deals', body, replySchema, signal);
}

export const dealsPageQueryOptions = (request: DealsRequest) =>
  queryOptions({
    queryKey: adminCatalogueKeys.deals(request),
    queryFn: ({ signal }) => getDealsPage(request, signal),
    placeholderData: keepPreviousData,
  });

export function useDealsPage(request: DealsRequest) {
  return useQuery(dealsPageQueryOptions(request));
}
