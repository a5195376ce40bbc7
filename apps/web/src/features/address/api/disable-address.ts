import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast/headless';
import { apiRequest } from '#web/lib/api-client';
import { accountKeys } from '#web/lib/query-keys';
import { toastError } from '#web/lib/toast-error';

// Only the message is read ('Address Remove', SPEC §8).
const replySchema = () =>
  import('@store/contract/user').then((module) => module.messageReplySchema);

/** DELETE /api/address/disable — a soft removal: the address is disabled, not deleted. */
export function disableAddress(id: string) {
  return apiRequest('/api/address/disable', replySchema, { method: 'DELETE', body: { _id: id } });
}

export function useDisableAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disableAddress,
    onSuccess: async (reply) => {
      toast.success(reply.message);
      await queryClient.invalidateQueries({ queryKey: accountKeys.addresses });
    },
    onError: toastError,
  });
}
