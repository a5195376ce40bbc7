import { bannerApiRoutes } from '@store/contract/api';
import type { BannerListReply } from '@store/contract/banner';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '#web/lib/call-api';
import { takePreloadedReply } from '#web/lib/preloaded-replies';
import { storefrontKeys } from '#web/lib/query-keys';

/** GET /api/banner/get — active banners of both kinds, each kind in display order. */
export function getBanners(signal?: AbortSignal) {
  return callApi(bannerApiRoutes.list, { signal });
}

export const bannersQueryOptions = () =>
  queryOptions({
    queryKey: storefrontKeys.banners,
    queryFn: ({ signal }) => getBanners(signal),
    initialData: () => takePreloadedReply<BannerListReply>('GET', bannerApiRoutes.list.path),
    select: (reply) => reply.data,
  });

export function useBanners() {
  return useQuery(bannersQueryOptions());
}
