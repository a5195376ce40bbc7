import type { CreateAddressRequest } from '@store/contract/address';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast/headless';
import { apiRequest } from '#web/lib/api-client';
import { accountKeys } from '#web/lib/query-keys';
import { toastError } from '#web/lib/toast-error';

const replySchema = () =>
  import('@store/contract/address').then((module) => module.addressReplySchema);

/** POST /api/address/create */
export function createAddress(body: CreateAddressRequest) {
  return apiRequest('/api/address/create', replySchema, { method: 'POST', body });
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
