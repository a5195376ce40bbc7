import type { CreateAddressRequest } from '@store/contract/address';
import { addressApiRoutes } from '@store/contract/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast/headless';
import { callApi } from '#web/lib/call-api';
import { accountKeys } from '#web/lib/query-keys';
import { toastError } from '#web/lib/toast-error';

/** POST /api/address/create */
export function createAddress(body: CreateAddressRequest) {
  return callApi(addressApiRoutes.create, { body });
}

export function useCreateAddress({ onSuccess }: { onSuccess?: () => unknown } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAddress,
    onSuccess: async (reply) => {
      toast.success(reply.message);
      await queryClient.invalidateQueries({ queryKey: accountKeys.addresses });
      return onSuccess?.();
    },
    onError: toastError,
  });
}
