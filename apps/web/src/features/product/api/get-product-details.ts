import { productApiRoutes } from '@store/contract/api';
import type { ProductReply } from '@store/contract/product';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError } from '#web/lib/api-client';
import { callApi } from '#web/lib/call-api';
import { takePreloadedReply } from '#web/lib/preloaded-replies';
import { productKeys } from '#web/lib/query-keys';

/** POST /api/product/get-product-details — a live product; 404 'Product not found.' otherwise. */
export function getProductDetails(productId: string, signal?: AbortSignal) {
  return callApi(productApiRoutes.details, { body: { productId }, signal });
}

export const productDetailsQueryOptions = (productId: string) =>
  queryOptions({
    queryKey: productKeys.details(productId),
    queryFn: ({ signal }) => getProductDetails(productId, signal),
    // The product's own page brings its reply (docs/decisions/0016, 0033).
    initialData: () =>
      takePreloadedReply<ProductReply>('POST', productApiRoutes.details.path, { productId }),
    select: (reply) => reply.data,
    // An unknown product stays unknown; asking again would only delay the not-found page.
    retry: (failures, error) => !(error instanceof ApiError && error.status < 500) && failures < 2,
  });

export function useProductDetails(productId: string) {
  return useQuery(productDetailsQueryOptions(productId));
}
