import { orderApiRoutes } from '@store/contract/api';
import { ORDER_MESSAGES } from '@store/contract/order';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast/headless';
import { callApi } from '#web/lib/call-api';
import { invalidatePayments } from './get-all-orders';

/** POST /api/order/grantAccess (admin, Allow): a PENDING or BLOCKED order becomes PAID. */
export function grantAccess(orderId: string) {
  return callApi(orderApiRoutes.grantAccess, { body: { orderId } });
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
