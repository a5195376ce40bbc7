import { productApiRoutes } from '@store/contract/api';
import { CATEGORY_LISTING_LIMIT } from '@store/contract/constants';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '#web/lib/call-api';
import { productKeys } from '#web/lib/query-keys';
import type { ListDiscoveryFields } from './get-new-products';

interface ListingRequest {
  categoryId: string;
  subCategoryId: string;
}

/**
 * POST /api/product/get-pruduct-by-category-and-subcategory (SPEC spelling), limit 200;
 * with issue 16's sort and filters when chosen (the reply then has facet counts).
 */
export function getListingProducts(
  { categoryId, subCategoryId }: ListingRequest,
  signal?: AbortSignal,
  fields: ListDiscoveryFields = {},
  limit = CATEGORY_LISTING_LIMIT,
) {
  return callApi(productApiRoutes.listing, {
    body: { categoryId, subCategoryId, page: 1, limit, ...fields },
    signal,
  });
}

const chosen = (fields: ListDiscoveryFields) => Boolean(fields.sort || fields.filters);

export const listingProductsQueryOptions = (
  request: ListingRequest,
  fields: ListDiscoveryFields = {},
) =>
  queryOptions({
    // Without fields the key is the one it always was.
    queryKey: productKeys.listing(
      request.categoryId,
      request.subCategoryId,
      chosen(fields) ? fields : undefined,
    ),
    queryFn: ({ signal }) => getListingProducts(request, signal, fields),
  });

/** The listing's products, its total and (with sort or filters) its facet counts. */
export function useListingProducts(
  request: ListingRequest,
  enabled: boolean,
  fields: ListDiscoveryFields = {},
) {
  return useQuery({
    ...listingProductsQueryOptions(request, fields),
    enabled,
    // A new choice keeps the old grid (marked busy) until its products arrive.
    placeholderData: chosen(fields) ? keepPreviousData : undefined,
  });
}

/** The count and facets of these choices: the smallest page of the same call. */
export async function getListingSummary(
  request: ListingRequest,
  fields: ListDiscoveryFields,
  signal: AbortSignal,
) {
  const reply = await getListingProducts(request, signal, fields, 1);
  return { totalCount: reply.totalCount, facets: reply.facets };
}
