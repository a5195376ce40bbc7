import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPost } from '#web/lib/api-client';
import { productKeys } from '#web/lib/query-keys';

// Loaded on first use: keeps zod out of the first-load bundle (see ParserSource).
const replySchema = () =>
  import('@store/contract/product').then((module) => module.productsByCategoryReplySchema);

/** POST /api/product/get-product-by-category — a category's live products, newest first. */
export function getProductsByCategory(id: string, signal?: AbortSignal) {
  return apiPost('/api/product/get-product-by-category', { id }, replySchema, signal);
}

export const productsByCategoryQueryOptions = (id: string) =>
  queryOptions({
    queryKey: productKeys.byCategory(id),
    queryFn: ({ signal }) => getProductsByCategory(id, signal),
    select: (reply) => reply.data,
  });

export function useProductsByCategory(id: string | undefined) {
  return useQuery({ ...productsByCategoryQueryOptions(id ?? ''), enabled: Boolean(id) });
}
