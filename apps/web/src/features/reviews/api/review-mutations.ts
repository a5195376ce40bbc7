import type { HelpfulVoteReply, SaveReviewReply, SaveReviewRequest } from '@store/contract/review';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast/headless';
import { apiRequest } from '#web/lib/api-client';
import { accountKeys, productKeys, storefrontKeys } from '#web/lib/query-keys';

const saveSchema = () =>
  import('@store/contract/review').then((module) => module.saveReviewReplySchema);
const voteSchema = () =>
  import('@store/contract/review').then((module) => module.helpfulVoteReplySchema);

/**
 * PUT /api/review/save — writes or edits the shopper's review. On success the product's
 * reviews, their own review and every product reply (cards and the page carry the average)
 * are fetched again; the server has already cleared its cache of them.
 */
export function useSaveReview(productId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveReviewRequest) =>
      apiRequest<SaveReviewReply>('/api/review/save', saveSchema, { method: 'PUT', body }),
    onSuccess: async (reply) => {
      toast.success(reply.message);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: storefrontKeys.productReviews(productId) }),
        queryClient.invalidateQueries({ queryKey: accountKeys.myReview(productId) }),
        queryClient.invalidateQueries({ queryKey: productKeys.all }),
      ]);
    },
  });
}

/** POST /api/review/helpful — one vote per shopper per review. */
export function useHelpfulVote(productId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reviewId: string) =>
      apiRequest<HelpfulVoteReply>('/api/review/helpful', voteSchema, {
        method: 'POST',
        body: { reviewId },
      }),
    onSuccess: (reply) => {
      toast.success(reply.message);
      return queryClient.invalidateQueries({ queryKey: storefrontKeys.productReviews(productId) });
    },
  });
}
