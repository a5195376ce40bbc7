import type { UpdateAddressRequest } from '@store/contract/address';
import { addressApiRoutes } from '@store/contract/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast/headless';
import { callApi } from '#web/lib/call-api';
import { accountKeys } from '#web/lib/query-keys';
import { toastError } from '#web/lib/toast-error';

/** PUT /api/address/update — `_id` and the fields (`userId` is ignored: the owner is you). */
export function updateAddress(body: UpdateAddressRequest) {
  return callApi(addressApiRoutes.update, { body });
}

export function useUpdateAddress({ onSuccess }: { onSuccess?: () => unknown } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAddress,
    onSuccess: async (reply) => {
      toast.success(reply.message);
      await queryClient.invalidateQueries({ queryKey: accountKeys.addresses });
      return onSuccess?.();
    },
    onError: toastError,
  });
}
