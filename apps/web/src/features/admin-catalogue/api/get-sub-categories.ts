import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPost } from '#web/lib/api-client';
import { adminCatalogueKeys } from '#web/lib/query-keys';

const replySchema = () =>
  import('@store/contract/subcategory').then((module) => module.subCategoryListReplySchema);

/** POST /api/subcategory/get — every sub-category, sorted by name. */
export function getSubCategories(signal?: AbortSignal) {
  return apiPost('/api/subcategory/get', {}, replySchema, signal);
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
