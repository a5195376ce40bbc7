import { categoryApiRoutes } from '@store/contract/api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '#web/lib/call-api';
import { adminCatalogueKeys } from '#web/lib/query-keys';

/** GET /api/category/get — every category, sorted by name. */
export function getCategories(signal?: AbortSignal) {
  return callApi(categoryApiRoutes.list, { signal });
}

export const adminCategoriesQueryOptions = () =>
  queryOptions({
    queryKey: adminCatalogueKeys.categories,
    queryFn: ({ signal }) => getCategories(signal),
    select: (reply) => reply.data,
  });

export function useAdminCategories() {
  return useQuery(adminCategoriesQueryOptions());
}
