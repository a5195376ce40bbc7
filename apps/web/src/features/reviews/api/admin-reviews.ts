import { reviewApiRoutes } from '@store/contract/api';
import type { AdminReviewListRequest } from '@store/contract/review';
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import toast from 'react-hot-toast/headless';
import { callApi } from '#web/lib/call-api';
import { adminKeys, productKeys, storefrontKeys } from '#web/lib/query-keys';
import { toastError } from '#web/lib/toast-error';

/** Under the user's prefix: an admin's data is forgotten when they sign out. */

/** POST /api/review/admin-list — every review, newest first, hidden ones included. */
export const adminReviewsQueryOptions = (request: AdminReviewListRequest) =>
  queryOptions({
    queryKey: adminKeys.reviews.list(request),
    queryFn: ({ signal }) => callApi(reviewApiRoutes.adminList, { body: request, signal }),
    placeholderData: keepPreviousData,
  });

export function useAdminReviews(request: AdminReviewListRequest) {
  return useQuery(adminReviewsQueryOptions(request));
}

/**
 * PUT /api/review/admin-hide — hides a review or shows it again. The store's product replies
 * carry the average, so they are fetched again too.
 */
export function useHideReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { reviewId: string; hidden: boolean }) =>
      callApi(reviewApiRoutes.adminHide, { body }),
    onSuccess: async (reply) => {
      toast.success(reply.message);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.reviews.all }),
        queryClient.invalidateQueries({ queryKey: storefrontKeys.reviews }),
        queryClient.invalidateQueries({ queryKey: productKeys.all }),
      ]);
    },
    onError: toastError,
  });
}
