import { categoryApiRoutes } from '@store/contract/api';
import type { CategoryListReply } from '@store/contract/category';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '#web/lib/call-api';
import { takePreloadedReply } from '#web/lib/preloaded-replies';
import { storefrontKeys } from '#web/lib/query-keys';

/** GET /api/category/get — every category, sorted by name. */
export function getCategories(signal?: AbortSignal) {
  return callApi(categoryApiRoutes.list, { signal });
}

export const categoriesQueryOptions = () =>
  queryOptions({
    queryKey: storefrontKeys.categories,
    queryFn: ({ signal }) => getCategories(signal),
    initialData: () => takePreloadedReply<CategoryListReply>('GET', categoryApiRoutes.list.path),
    select: (reply) => reply.data,
  });

export function useCategories() {
  return useQuery(categoriesQueryOptions());
}
