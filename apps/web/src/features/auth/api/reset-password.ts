import { userApiRoutes } from '@store/contract/api';
import type { ResetPasswordRequest } from '@store/contract/user';
import { useMutation } from '@tanstack/react-query';
import toast from 'react-hot-toast/headless';
import { callApi } from '#web/lib/call-api';
import { toastError } from '#web/lib/toast-error';

/** PUT /api/user/reset-password — sets the new password with the verified OTP's reset token. */
export function resetPassword(body: ResetPasswordRequest) {
  return callApi(userApiRoutes.resetPassword, { body, refreshOn401: false });
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
