import { userApiRoutes } from '@store/contract/api';
import type { UpdateUserRequest } from '@store/contract/user';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast/headless';
import { callApi } from '#web/lib/call-api';
import { userScopeKey } from '#web/lib/query-keys';
import { toastError } from '#web/lib/toast-error';

/** PUT /api/user/update-user — name, e-mail and mobile; replies with the updated user. */
export function updateUser(body: UpdateUserRequest) {
  return callApi(userApiRoutes.update, { body });
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
