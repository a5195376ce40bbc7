import { addressApiRoutes } from '@store/contract/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast/headless';
import { callApi } from '#web/lib/call-api';
import { accountKeys } from '#web/lib/query-keys';
import { toastError } from '#web/lib/toast-error';

/** DELETE /api/address/disable — a soft removal: the address is disabled, not deleted. */
export function disableAddress(id: string) {
  return callApi(addressApiRoutes.disable, { body: { _id: id } });
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
