import { bannerAdminApiRoutes } from '@store/contract/api';
import type { AddBannerRequest, UpdateBannerRequest } from '@store/contract/banner';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '#web/lib/call-api';
import { adminCatalogueKeys } from '#web/lib/query-keys';
import { useCatalogueWrite } from './catalogue-write';

/** GET /api/banner/all (admin): every banner, hidden ones too, each set by position. */
export const adminBannersQueryOptions = () =>
  queryOptions({
    queryKey: adminCatalogueKeys.banners,
    queryFn: ({ signal }) => callApi(bannerAdminApiRoutes.all, { signal }),
    select: (reply) => reply.data,
  });

export function useAdminBanners() {
  return useQuery(adminBannersQueryOptions());
}

type Options = { onSuccess?: () => unknown };

/** POST /api/banner/add (admin). */
export function useAddBanner(options: Options = {}) {
  return useCatalogueWrite(
    (body: AddBannerRequest) => callApi(bannerAdminApiRoutes.add, { body }),
    options,
  );
}

/** PUT /api/banner/update (admin): blank texts clear them. */
export function useUpdateBanner(options: Options = {}) {
  return useCatalogueWrite(
    (body: UpdateBannerRequest) => callApi(bannerAdminApiRoutes.update, { body }),
    options,
  );
}

/** DELETE /api/banner/delete (admin). */
export function useDeleteBanner(options: Options = {}) {
  return useCatalogueWrite(
    (id: string) => callApi(bannerAdminApiRoutes.remove, { body: { _id: id } }),
    options,
  );
}
