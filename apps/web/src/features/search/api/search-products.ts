import { searchApiRoutes } from '@store/contract/api';
import type { CatalogueFilters, SearchSort } from '@store/contract/product';
import type { SearchReply } from '@store/contract/search';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { callApi } from '#web/lib/call-api';
import { takePreloadedReply } from '#web/lib/preloaded-replies';
import { productKeys } from '#web/lib/query-keys';

/** Issue 16's optional sort and filters; none at all is SPEC §7's call. */
export interface SearchDiscoveryFields {
  sort?: SearchSort;
  filters?: CatalogueFilters;
}

const chosen = (fields: SearchDiscoveryFields) => Boolean(fields.sort || fields.filters);

/** POST /api/product/search-product — one page of results, ranked by relevance. */
export function searchProducts(
  search: string,
  page: number,
  signal?: AbortSignal,
  fields: SearchDiscoveryFields = {},
) {
  return callApi(searchApiRoutes.products, { body: { search, page, ...fields }, signal });
}

/**
 * SPEC §4: page 1 replaces the list (a new text is a new query), later pages append, and
 * paging stops at totalPage. A new sort or filter is a new query too (from page 1).
 */
export const searchQueryOptions = (search: string, fields: SearchDiscoveryFields = {}) =>
  infiniteQueryOptions({
    // Without fields the key is the one it always was.
    queryKey: productKeys.search(search, chosen(fields) ? fields : undefined),
    queryFn: ({ pageParam, signal }) => searchProducts(search, pageParam, signal, fields),
    initialPageParam: 1,
    // The search page brings its first page of results (docs/decisions/0033), for the call
    // without sort or filters.
    initialData: () => {
      if (chosen(fields)) return undefined;
      const first = takePreloadedReply<SearchReply>('POST', searchApiRoutes.products.path, {
        search,
        page: 1,
      });
      return first ? { pages: [first], pageParams: [1] } : undefined;
    },
    getNextPageParam: (last) => (last.page < last.totalPage ? last.page + 1 : undefined),
  });

export function useSearchProducts(search: string, fields: SearchDiscoveryFields = {}) {
  return useInfiniteQuery({
    ...searchQueryOptions(search, fields),
    // A new choice keeps the old results (marked busy) until its own arrive.
    placeholderData: chosen(fields) ? keepPreviousData : undefined,
  });
}

/** The count and facets of these choices: the first page of the same call. */
export async function getSearchSummary(
  search: string,
  fields: SearchDiscoveryFields,
  signal: AbortSignal,
) {
  const reply = await searchProducts(search, 1, signal, fields);
  return { totalCount: reply.totalCount, facets: reply.facets };
}
