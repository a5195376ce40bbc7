import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiPost } from '#web/lib/api-client';
import { adminCatalogueKeys } from '#web/lib/query-keys';

const replySchema = () =>
  import('@store/contract/product').then((module) => module.trashListReplySchema);

interface TrashRequest {
  /** From 0 (SPEC §9). */
  page: number;
  search: string;
}

/** POST /api/product/get-trash-products (admin) — the recycle bin, newest deleted first. */
export function getTrashProducts(body: TrashRequest, signal?: AbortSignal) {
  return apiPost('/api/product/get-trash-products', body, replySchema, signal);
}

export const trashProductsQueryOptions = (request: TrashRequest) =>
  queryOptions({
    queryKey: adminCatalogueKeys.trash(request),
    queryFn: ({ signal }) => getTrashProducts(request, signal),
    placeholderData: keepPreviousData,
  });

export function useTrashProducts(request: TrashRequest) {
  return useQuery(trashProductsQueryOptions(request));
}
