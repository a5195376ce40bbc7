import { reviewApiRoutes } from '@store/contract/api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '#web/lib/call-api';
import { accountKeys } from '#web/lib/query-keys';

/** Under the user's prefix: signing in or out refetches or forgets it. */

/** POST /api/review/mine — may the shopper review it, why not, and their review. */
export const myReviewQueryOptions = (productId: string) =>
  queryOptions({
    queryKey: accountKeys.myReview(productId),
    queryFn: ({ signal }) => callApi(reviewApiRoutes.mine, { body: { productId }, signal }),
    select: (reply) => reply.data,
  });

export function useMyReview(productId: string, signedIn: boolean) {
  return useQuery({ ...myReviewQueryOptions(productId), enabled: signedIn });
}
