import { subcategoryApiRoutes } from '@store/contract/api';
import type { SubCategoryListReply, SubCategoryListRequest } from '@store/contract/subcategory';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '#web/lib/call-api';
import { takePreloadedReply } from '#web/lib/preloaded-replies';
import { storefrontKeys } from '#web/lib/query-keys';

/** POST /api/subcategory/get — all sub-categories, or those of the category named `name`. */
export function getSubCategories(body: SubCategoryListRequest = {}, signal?: AbortSignal) {
  return callApi(subcategoryApiRoutes.list, { body, signal });
}

export const subCategoriesQueryOptions = (body: SubCategoryListRequest = {}) =>
  queryOptions({
    queryKey: storefrontKeys.subCategories(body),
    queryFn: ({ signal }) => getSubCategories(body, signal),
    initialData: () =>
      takePreloadedReply<SubCategoryListReply>('POST', subcategoryApiRoutes.list.path, body),
    select: (reply) => reply.data,
  });

export function useSubCategories(body: SubCategoryListRequest = {}) {
  return useQuery(subCategoriesQueryOptions(body));
}
