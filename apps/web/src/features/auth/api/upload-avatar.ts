import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast/headless';
import { apiRequest } from '#web/lib/api-client';
import { userScopeKey } from '#web/lib/query-keys';
import { toastError } from '#web/lib/toast-error';

const replySchema = () => import('@store/contract/user').then((module) => module.avatarReplySchema);

/** PUT /api/user/upload-avatar — multipart, the image in the field 'avatar'; replies data.avatar. */
export function uploadAvatar(file: File) {
  const body = new FormData();
  body.append('avatar', file);
  return apiRequest('/api/user/upload-avatar', replySchema, { method: 'PUT', body });
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
