import type { MyReviewReply } from '@store/contract/review';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPost } from '#web/lib/api-client';
import { accountKeys } from '#web/lib/query-keys';

const replySchema = () =>
  import('@store/contract/review').then((module) => module.myReviewReplySchema);

/** Under the user's prefix: signing in or out refetches or forgets it. */

/** POST /api/review/mine — may the shopper review it, why not, and their review. */
export const myReviewQueryOptions = (productId: string) =>
  queryOptions({
    queryKey: accountKeys.myReview(productId),
    queryFn: ({ signal }) =>
      apiPost<MyReviewReply>('/api/review/mine', { productId }, replySchema, signal),
    select: (reply) => reply.data,
  });

export function useMyReview(productId: string, signedIn: boolean) {
  return useQuery({ ...myReviewQueryOptions(productId), enabled: signedIn });
}
