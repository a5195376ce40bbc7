import { productApiRoutes } from '@store/contract/api';
import type { ProductsByCategoryMobileReply } from '@store/contract/product';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '#web/lib/call-api';
import { takePreloadedReply } from '#web/lib/preloaded-replies';
import { productKeys } from '#web/lib/query-keys';

/** POST /api/product/get-product-by-category-mobile — one group per sub-category of a category. */
export function getProductsByCategoryMobile(id: string, signal?: AbortSignal) {
  return callApi(productApiRoutes.byCategoryMobile, { body: { id }, signal });
}

export const productsByCategoryMobileQueryOptions = (id: string) =>
  queryOptions({
    queryKey: productKeys.byCategoryMobile(id),
    queryFn: ({ signal }) => getProductsByCategoryMobile(id, signal),
    // A listing page brings the phone layout's reply (docs/decisions/0033).
    initialData: () =>
      takePreloadedReply<ProductsByCategoryMobileReply>(
        'POST',
        productApiRoutes.byCategoryMobile.path,
        { id },
      ),
    select: (reply) => reply.data,
  });

export function useProductsByCategoryMobile(id: string, enabled: boolean) {
  return useQuery({ ...productsByCategoryMobileQueryOptions(id), enabled });
}
