import type { UpdateUserRequest } from '@store/contract/user';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast/headless';
import { apiRequest } from '#web/lib/api-client';
import { userScopeKey } from '#web/lib/query-keys';
import { toastError } from '#web/lib/toast-error';

// Only the message is read: the profile is fetched again below, whatever else the reply holds.
const replySchema = () =>
  import('@store/contract/user').then((module) => module.messageReplySchema);

/** PUT /api/user/update-user — name, e-mail and mobile. */
export function updateUser(body: UpdateUserRequest) {
  return apiRequest('/api/user/update-user', replySchema, { method: 'PUT', body });
}

export function useUpdateUser({ onSuccess }: { onSuccess?: () => unknown } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    onSuccess: async (reply) => {
      toast.success(reply.message);
      await queryClient.invalidateQueries({ queryKey: userScopeKey, exact: true });
      return onSuccess?.();
    },
    onError: toastError,
  });
}
