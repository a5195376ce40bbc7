import { reviewApiRoutes } from '@store/contract/api';
import type { SaveReviewRequest } from '@store/contract/review';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast/headless';
import { callApi } from '#web/lib/call-api';
import { accountKeys, productKeys, storefrontKeys } from '#web/lib/query-keys';

/**
 * PUT /api/review/save — writes or edits the shopper's review. On success the product's
 * reviews, their own review and every product reply (cards and the page carry the average)
 * are fetched again; the server has already cleared its cache of them.
 */
export function useSaveReview(productId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveReviewRequest) => callApi(reviewApiRoutes.save, { body }),
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
    mutationFn: (reviewId: string) => callApi(reviewApiRoutes.helpful, { body: { reviewId } }),
    onSuccess: (reply) => {
      toast.success(reply.message);
      return queryClient.invalidateQueries({ queryKey: storefrontKeys.productReviews(productId) });
    },
  });
}
