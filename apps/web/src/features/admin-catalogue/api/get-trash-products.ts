import { productAdminApiRoutes } from '@store/contract/api';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '#web/lib/call-api';
import { adminCatalogueKeys } from '#web/lib/query-keys';

interface TrashRequest {
  /** From 0 (SPEC §9). */
  page: number;
  search: string;
}

/** POST /api/product/get-trash-products (admin) — the recycle bin, newest deleted first. */
export function getTrashProducts(body: TrashRequest, signal?: AbortSignal) {
  return callApi(productAdminApiRoutes.trashList, { body, signal });
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
