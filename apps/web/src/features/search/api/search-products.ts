import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';

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
    getNextPageParam: (last) => (last.page < last.totalPage ? last.page + 1 : undefined),
  });

export function useSearchProducts(search: string) {
  return useInfiniteQuery(searchQueryOptions(search));
}
