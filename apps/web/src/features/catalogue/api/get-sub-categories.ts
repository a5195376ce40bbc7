import type { SubCategoryListReply, SubCategoryListRequest } from '@store/contract/subcategory';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPost } from '#web/lib/api-client';
import { takePreloadedReply } from '#web/lib/preloaded-replies';
import { storefrontKeys } from '#web/lib/query-keys';

// Loaded on first use: keeps zod out of the first-load bundle (see ParserSource).
const replySchema = () =>
  import('@store/contract/subcategory').then((module) => module.subCategoryListReplySchema);

/** POST /api/subcategory/get — all sub-categories, or those of the category named `name`. */
export function getSubCategories(body: SubCategoryListRequest = {}, signal?: AbortSignal) {
  return apiPost('/api/subcategory/get', body, replySchema, signal);
}

export const subCategoriesQueryOptions = (body: SubCategoryListRequest = {}) =>
  queryOptions({
    queryKey: storefrontKeys.subCategories(body),
    queryFn: ({ signal }) => getSubCategories(body, signal),
    initialData: () =>
      takePreloadedReply<SubCategoryListReply>('POST', '/api/subcategory/get', body),
    select: (reply) => reply.data,
  });

export function useSubCategories(body: SubCategoryListRequest = {}) {
  return useQuery(subCategoriesQueryOptions(body));
}
