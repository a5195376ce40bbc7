import type { CategoryListReply } from '@store/contract/category';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '#web/lib/api-client';
import { takePreloadedReply } from '#web/lib/preloaded-replies';
import { storefrontKeys } from '#web/lib/query-keys';

// Loaded on first use: keeps zod out of the first-load bundle (see ParserSource).
const replySchema = () =>
  import('@store/contract/category').then((module) => module.categoryListReplySchema);

/** GET /api/category/get — every category, sorted by name. */
export function getCategories(signal?: AbortSignal) {
  return apiGet('/api/category/get', replySchema, signal);
}

export const categoriesQueryOptions = () =>
  queryOptions({
    queryKey: storefrontKeys.categories,
    queryFn: ({ signal }) => getCategories(signal),
    initialData: () => takePreloadedReply<CategoryListReply>('GET', '/api/category/get'),
    select: (reply) => reply.data,
  });

export function useCategories() {
  return useQuery(categoriesQueryOptions());
}
