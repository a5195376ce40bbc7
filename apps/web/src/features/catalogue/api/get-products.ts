import type { ProductListRequest } from '@store/contract/product';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';

// Loaded on first use: keeps zod out of the first-load bundle (see ParserSource).
const replySchema = () =>
  import('@store/contract/product').then((module) => module.productListReplySchema);

/** POST /api/product/get — one page of products, optionally matching `search`. */
export function getProducts(body: ProductListRequest, signal?: AbortSignal) {
  return apiPost('/api/product/get', body, replySchema, signal);
}

export const productsQueryOptions = (body: ProductListRequest) =>
  queryOptions({
    queryKey: ['products', 'list', body],
    queryFn: ({ signal }) => getProducts(body, signal),
  });

export function useProducts(body: ProductListRequest) {
  return useQuery(productsQueryOptions(body));
}
