import { orderApiRoutes } from '@store/contract/api';
import { ORDER_MESSAGES } from '@store/contract/order';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast/headless';
import { callApi } from '#web/lib/call-api';
import { invalidatePayments } from './get-all-orders';

/**
 * POST /api/order/deletePayment (admin): deletes a PENDING order's rows. A pending row has no
 * payment id yet, so the order id names it.
 */
export function deletePayment(orderId: string) {
  return callApi(orderApiRoutes.deletePayment, { body: { orderId } });
}

/** SPEC §8: 'deleted cnt = N', or 'deletion failed !'. */
export function useDeletePayment({ onSuccess }: { onSuccess?: () => unknown } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePayment,
    onSuccess: (reply) => {
      toast.success(ORDER_MESSAGES.deletedCount(reply.data.deletedCount));
      return onSuccess?.();
    },
    onError: () => {
      toast.error(ORDER_MESSAGES.deletionFailed);
    },
    onSettled: () => invalidatePayments(queryClient),
  });
}
