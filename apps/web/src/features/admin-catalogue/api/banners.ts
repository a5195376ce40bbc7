import type { AddBannerRequest, UpdateBannerRequest } from '@store/contract/banner';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, apiRequest } from '#web/lib/api-client';
import { adminCatalogueKeys } from '#web/lib/query-keys';
import { useCatalogueWrite } from './catalogue-write';

const listSchema = () =>
  import('@store/contract/banner').then((module) => module.adminBannerListReplySchema);
const replySchema = () =>
  import('@store/contract/banner').then((module) => module.adminBannerReplySchema);

/** GET /api/banner/all (admin): every banner, hidden ones too, each set by position. */
export const adminBannersQueryOptions = () =>
  queryOptions({
    queryKey: adminCatalogueKeys.banners,
    queryFn: ({ signal }) => apiGet('/api/banner/all', listSchema, signal),
    select: (reply) => reply.data,
  });

export function useAdminBanners() {
  return useQuery(adminBannersQueryOptions());
}

type Options = { onSuccess?: () => unknown };

/** POST /api/banner/add (admin). */
export function useAddBanner(options: Options = {}) {
  return useCatalogueWrite(
    (body: AddBannerRequest) =>
      apiRequest('/api/banner/add', replySchema, { method: 'POST', body }),
    options,
  );
}

/** PUT /api/banner/update (admin): blank texts clear them. */
export function useUpdateBanner(options: Options = {}) {
  return useCatalogueWrite(
    (body: UpdateBannerRequest) =>
      apiRequest('/api/banner/update', replySchema, { method: 'PUT', body }),
    options,
  );
}

/** DELETE /api/banner/delete (admin). */
export function useDeleteBanner(options: Options = {}) {
  return useCatalogueWrite(
    (id: string) =>
      apiRequest('/api/banner/delete', replySchema, { method: 'DELETE', body: { _id: id } }),
    options,
  );
}
