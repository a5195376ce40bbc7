import type { BannerListReply } from '@store/contract/banner';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '#web/lib/api-client';
import { takePreloadedReply } from '#web/lib/preloaded-replies';
import { storefrontKeys } from '#web/lib/query-keys';

// Loaded on first use: keeps zod out of the first-load bundle (see ParserSource).
const replySchema = () =>
  import('@store/contract/banner').then((module) => module.bannerListReplySchema);

/** GET /api/banner/get — active banners of both kinds, each kind in display order. */
export function getBanners(signal?: AbortSignal) {
  return apiGet('/api/banner/get', replySchema, signal);
}

export const bannersQueryOptions = () =>
  queryOptions({
    queryKey: storefrontKeys.banners,
    queryFn: ({ signal }) => getBanners(signal),
    initialData: () => takePreloadedReply<BannerListReply>('GET', '/api/banner/get'),
    select: (reply) => reply.data,
  });

export function useBanners() {
  return useQuery(bannersQueryOptions());
}
