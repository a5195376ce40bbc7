import type { SearchReply } from '@store/contract/search';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { takePreloadedReply } from '../../../lib/preloaded-replies';

// Loaded on first use: keeps zod out of the first-load bundle (see ParserSource).
const replySchema = () =>
  import('@store/contract/search').then((module) => module.searchReplySchema);

/** POST /api/product/search-product — one page of results, ranked by relevance. */
export function searchProducts(search: string, page: number, signal?: AbortSignal) {
  return apiPost('/api/product/search-product', { search, page }, replySchema, signal);
}

/**
 * SPEC §4: page 1 replaces the list (a new text is a new query), later pages append, and
 * paging stops at totalPage.
 */
export const searchQueryOptions = (search: string) =>
  infiniteQueryOptions({
    queryKey: ['products', 'search', search],
    queryFn: ({ pageParam, signal }) => searchProducts(search, pageParam, signal),
    initialPageParam: 1,
    // The search page brings its first page of results (docs/decisions/0033).
    initialData: () => {
      const first = takePreloadedReply<SearchReply>('POST', '/api/product/search-product', {
        search,
        page: 1,
      });
      return first ? { pages: [first], pageParams: [1] } : undefined;
    },
    getNextPageParam: (last) => (last.page < last.totalPage ? last.page + 1 : undefined),
  });

export function useSearchProducts(search: string) {
  return useInfiniteQuery(searchQueryOptions(search));
}
