import { reviewApiRoutes } from '@store/contract/api';
import type { ReviewSort } from '@store/contract/review';
import { REVIEW_PAGE_SIZE } from '@store/contract/review';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { callApi } from '#web/lib/call-api';
import { storefrontKeys } from '#web/lib/query-keys';

/** Every review query of a product starts with this: a save or a vote refreshes them all. */

/** POST /api/review/list — a product's visible reviews, a page at a time, with its summary. */
export const reviewsQueryOptions = (productId: string, sort: ReviewSort) =>
  infiniteQueryOptions({
    queryKey: storefrontKeys.reviewList(productId, sort),
    queryFn: ({ pageParam, signal }) =>
      callApi(reviewApiRoutes.list, {
        body: { productId, sort, page: pageParam, limit: REVIEW_PAGE_SIZE },
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page < last.totalPage ? last.page + 1 : undefined),
    // Another sort keeps the list on screen until its first page arrives (no flash).
    placeholderData: keepPreviousData,
  });

export function useReviews(productId: string, sort: ReviewSort) {
  return useInfiniteQuery(reviewsQueryOptions(productId, sort));
}
