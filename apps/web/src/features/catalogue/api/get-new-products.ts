import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';

// Loaded on first use: keeps zod out of the first-load bundle (see ParserSource).
const replySchema = () =>
  import('@store/contract/product').then((module) => module.productListReplySchema);

/** Products per page of the New Products grid: fills rows of 1, 2, 3 and 4 columns. */
export const NEW_PRODUCTS_PAGE_SIZE = 12;

/**
 * POST /api/product/get without a search — one page (from 1) of the live catalogue, newest
 * first (created_at desc, then id desc; see the server's product repository `listLive`).
 */
export function getNewProducts(page: number, signal?: AbortSignal) {
  return apiPost('/api/product/get', { page, limit: NEW_PRODUCTS_PAGE_SIZE }, replySchema, signal);
}

/** Later pages append to earlier ones; paging stops at totalPage. */
export const newProductsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: ['products', 'new'],
    queryFn: ({ pageParam, signal }) => getNewProducts(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page < last.totalPage ? last.page + 1 : undefined),
  });

export function useNewProducts() {
  return useInfiniteQuery(newProductsQueryOptions());
}
