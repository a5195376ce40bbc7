import { ORDER_MESSAGES } from '@store/contract/order';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast/headless';
import { apiPost } from '#web/lib/api-client';
import { invalidatePayments } from './get-all-orders';

const replySchema = () =>
  import('@store/contract/order').then((module) => module.orderStateReplySchema);

/** POST /api/order/grantAccess (admin, Allow): a PENDING or BLOCKED order becomes PAID. */
export function grantAccess(orderId: string) {
  return apiPost('/api/order/grantAccess', { orderId }, replySchema);
}

/** SPEC §8: 'Access Granted', or 'Action failed !' when the server refuses. */
export function useGrantAccess({ onSuccess }: { onSuccess?: () => unknown } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: grantAccess,
    onSuccess: () => {
      toast.success(ORDER_MESSAGES.accessGranted);
      return onSuccess?.();
    },
    onError: () => {
      toast.error(ORDER_MESSAGES.actionFailed);
    },
    onSettled: () => invalidatePayments(queryClient),
  });
}
