import { productApiRoutes } from '@store/contract/api';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, UNREADABLE_REPLY_MESSAGE } from '#web/lib/api-client';
import { callApi } from '#web/lib/call-api';
import { adminCatalogueKeys } from '#web/lib/query-keys';

interface DealsRequest {
  /** From 0 (SPEC §9). */
  page: number;
  search: string;
}

/** POST /api/product/get-deals with a page — the admin deals list and its total count. */
export async function getDealsPage(body: DealsRequest, signal?: AbortSignal) {
  const reply = await callApi(productApiRoutes.deals, { body, signal });
  // With a page the reply is always the paged shape (totalCount), never the home strip's.
  if (!('totalCount' in reply)) throw new ApiError(UNREADABLE_REPLY_MESSAGE, 200);
  return reply;
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
