import type { ProductsByCategoryMobileReply } from '@store/contract/product';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPost } from '#web/lib/api-client';
import { takePreloadedReply } from '#web/lib/preloaded-replies';
import { productKeys } from '#web/lib/query-keys';

// Loaded on first use: keeps zod out of the first-load bundle (see ParserSource).
const replySchema = () =>
  import('@store/contract/product').then((module) => module.productsByCategoryMobileReplySchema);

/** POST /api/product/get-product-by-category-mobile — one group per sub-category of a category. */
export function getProductsByCategoryMobile(id: string, signal?: AbortSignal) {
  return apiPost('/api/product/get-product-by-category-mobile', { id }, replySchema, signal);
}

export const productsByCategoryMobileQueryOptions = (id: string) =>
  queryOptions({
    queryKey: productKeys.byCategoryMobile(id),
    queryFn: ({ signal }) => getProductsByCategoryMobile(id, signal),
    // A listing page brings the phone layout's reply (docs/decisions/0033).
    initialData: () =>
      takePreloadedReply<ProductsByCategoryMobileReply>(
        'POST',
        '/api/product/get-product-by-category-mobile',
        { id },
      ),
    select: (reply) => reply.data,
  });

export function useProductsByCategoryMobile(id: string, enabled: boolean) {
  return useQuery({ ...productsByCategoryMobileQueryOptions(id), enabled });
}
