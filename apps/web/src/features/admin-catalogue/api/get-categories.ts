import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '#web/lib/api-client';
import { adminCatalogueKeys } from '#web/lib/query-keys';

const replySchema = () =>
  import('@store/contract/category').then((module) => module.categoryListReplySchema);

/** GET /api/category/get — every category, sorted by name. */
export function getCategories(signal?: AbortSignal) {
  return apiGet('/api/category/get', replySchema, signal);
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
