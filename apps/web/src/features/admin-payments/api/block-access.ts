import { orderApiRoutes } from '@store/contract/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast/headless';
import { callApi } from '#web/lib/call-api';
import { toastError } from '#web/lib/toast-error';
import { invalidatePayments } from './get-all-orders';

/** POST /api/order/blockAccess (admin, Block Access): a PAID order stops granting downloads. */
export function blockAccess(orderId: string) {
  return callApi(orderApiRoutes.blockAccess, { body: { orderId } });
}

/** The server's message as a toast either way (SPEC §8). */
export function useBlockAccess() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: blockAccess,
    onSuccess: (reply) => {
      toast.success(reply.message);
    },
    onError: toastError,
    onSettled: () => invalidatePayments(queryClient),
  });
}
