import { CATEGORY_LISTING_LIMIT } from '@store/contract/constants';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';

// Loaded on first use: keeps zod out of the first-load bundle (see ParserSource).
const replySchema = () =>
  import('@store/contract/product').then(
    (module) => module.productsByCategoryAndSubCategoryReplySchema,
  );

interface ListingRequest {
  categoryId: string;
  subCategoryId: string;
}

/** POST /api/product/get-pruduct-by-category-and-subcategory (SPEC spelling), limit 200. */
export function getListingProducts(
  { categoryId, subCategoryId }: ListingRequest,
  signal?: AbortSignal,
) {
  return apiPost(
    '/api/product/get-pruduct-by-category-and-subcategory',
    { categoryId, subCategoryId, page: 1, limit: CATEGORY_LISTING_LIMIT },
    replySchema,
    signal,
  );
}

export const listingProductsQueryOptions = (request: ListingRequest) =>
  queryOptions({
    queryKey: ['products', 'listing', request.categoryId, request.subCategoryId],
    queryFn: ({ signal }) => getListingProducts(request, signal),
    select: (reply) => reply.data,
  });

export function useListingProducts(request: ListingRequest, enabled: boolean) {
  return useQuery({ ...listingProductsQueryOptions(request), enabled });
}
