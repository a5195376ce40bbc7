import { productApiRoutes } from '@store/contract/api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '#web/lib/call-api';
import { productKeys } from '#web/lib/query-keys';

/** POST /api/product/get-product-by-category — a category's live products, newest first. */
export function getProductsByCategory(id: string, signal?: AbortSignal) {
  return callApi(productApiRoutes.byCategory, { body: { id }, signal });
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
