import { subcategoryApiRoutes } from '@store/contract/api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '#web/lib/call-api';
import { adminCatalogueKeys } from '#web/lib/query-keys';

/** POST /api/subcategory/get — every sub-category, sorted by name. */
export function getSubCategories(signal?: AbortSignal) {
  return callApi(subcategoryApiRoutes.list, { body: {}, signal });
}

export const adminSubCategoriesQueryOptions = () =>
  queryOptions({
    queryKey: adminCatalogueKeys.subCategories,
    queryFn: ({ signal }) => getSubCategories(signal),
    select: (reply) => reply.data,
  });

export function useAdminSubCategories() {
  return useQuery(adminSubCategoriesQueryOptions());
}
