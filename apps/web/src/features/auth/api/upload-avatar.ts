import { userApiRoutes } from '@store/contract/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast/headless';
import { callApi } from '#web/lib/call-api';
import { userScopeKey } from '#web/lib/query-keys';
import { toastError } from '#web/lib/toast-error';

/** PUT /api/user/upload-avatar — multipart, the image in the field 'avatar'; replies data.avatar. */
export function uploadAvatar(file: File) {
  const body = new FormData();
  body.append('avatar', file);
  return callApi(userApiRoutes.uploadAvatar, { body });
}

export function useUploadAvatar({ onSuccess }: { onSuccess?: () => unknown } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadAvatar,
    onSuccess: async (reply) => {
      toast.success(reply.message);
      await queryClient.invalidateQueries({ queryKey: userScopeKey, exact: true });
      return onSuccess?.();
    },
    onError: toastError,
  });
}
