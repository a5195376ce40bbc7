import { productAdminApiRoutes } from '@store/contract/api';
import { ADMIN_PRODUCT_PAGE_SIZE } from '@store/contract/constants';
import type { AdminProductFilters } from '@store/contract/product';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '#web/lib/call-api';
import { adminCatalogueKeys } from '#web/lib/query-keys';

interface AdminProductsRequest {
  /** From 1 (SPEC §4). */
  page: number;
  search: string;
  /** Category, stock, free or paid, deals (issue 16); each sent only when chosen. */
  filters?: AdminProductFilters;
}

/** POST /api/product/admin-get (admin) — 12 live products a page, with the download link. */
export function getAdminProducts(
  { page, search, filters }: AdminProductsRequest,
  signal?: AbortSignal,
) {
  return callApi(productAdminApiRoutes.adminList, {
    body: { page, limit: ADMIN_PRODUCT_PAGE_SIZE, search, ...filters },
    signal,
  });
}

export const adminProductsQueryOptions = (request: AdminProductsRequest) =>
  queryOptions({
    queryKey: adminCatalogueKeys.products(request),
    queryFn: ({ signal }) => getAdminProducts(request, signal),
    // The current page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });

export function useAdminProducts(request: AdminProductsRequest) {
  return useQuery(adminProductsQueryOptions(request));
}
