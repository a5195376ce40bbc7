import { productApiRoutes } from '@store/contract/api';
import type { CatalogueFilters, ListSort } from '@store/contract/product';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { callApi } from '#web/lib/call-api';
import { productKeys } from '#web/lib/query-keys';

/** Products per page of the New Products grid: fills rows of 1, 2, 3 and 4 columns. */
export const NEW_PRODUCTS_PAGE_SIZE = 12;

/** Issue 16's optional sort and filters; none at all is SPEC §7's call. */
export interface ListDiscoveryFields {
  sort?: ListSort;
  filters?: CatalogueFilters;
}

/**
 * POST /api/product/get without a search — one page (from 1) of the live catalogue, newest
 * first (created_at desc, then id desc; see the server's product repository `listLive`),
 * or in the chosen order and filtered, with facet counts (decision 0034).
 */
export function getNewProducts(
  page: number,
  signal?: AbortSignal,
  fields: ListDiscoveryFields = {},
  limit = NEW_PRODUCTS_PAGE_SIZE,
) {
  return callApi(productApiRoutes.list, { body: { page, limit, ...fields }, signal });
}

/** Later pages append to earlier ones; paging stops at totalPage. */
export const newProductsQueryOptions = (fields: ListDiscoveryFields = {}) =>
  infiniteQueryOptions({
    // Without fields the key is the one it always was.
    queryKey: productKeys.newProducts(fields.sort || fields.filters ? fields : undefined),
    queryFn: ({ pageParam, signal }) => getNewProducts(pageParam, signal, fields),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page < last.totalPage ? last.page + 1 : undefined),
  });

export function useNewProducts(fields: ListDiscoveryFields = {}) {
  return useInfiniteQuery({
    ...newProductsQueryOptions(fields),
    // A new choice keeps the old grid (marked busy) until its products arrive.
    placeholderData: fields.sort || fields.filters ? keepPreviousData : undefined,
  });
}

/** The count and facets of these choices: the smallest page of the same call. */
export async function getNewProductsSummary(fields: ListDiscoveryFields, signal: AbortSignal) {
  const reply = await getNewProducts(1, signal, fields, 1);
  return { totalCount: reply.totalCount, facets: reply.facets };
}
