import type { ResetPasswordRequest } from '@store/contract/user';
import { useMutation } from '@tanstack/react-query';
import toast from 'react-hot-toast/headless';
import { apiRequest } from '#web/lib/api-client';
import { toastError } from '#web/lib/toast-error';

const replySchema = () =>
  import('@store/contract/user').then((module) => module.messageReplySchema);

/** PUT /api/user/reset-password — sets the new password with the verified OTP's reset token. */
export function resetPassword(body: ResetPasswordRequest) {
  return apiRequest('/api/user/reset-password', replySchema, {
    method: 'PUT',
    body,
    refreshOn401: false,
  });
}

export function useResetPassword({ onSuccess }: { onSuccess: () => unknown }) {
  return useMutation({
    mutationFn: resetPassword,
    onSuccess: (reply) => {
      toast.success(reply.message);
      return onSuccess();
    },
    onError: toastError,
  });
}
