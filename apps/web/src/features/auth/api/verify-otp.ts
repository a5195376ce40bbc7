import { userApiRoutes } from '@store/contract/api';
import type { VerifyOtpRequest } from '@store/contract/user';
import { useMutation } from '@tanstack/react-query';
import toast from 'react-hot-toast/headless';
import { callApi } from '#web/lib/call-api';
import { toastError } from '#web/lib/toast-error';

/** PUT /api/user/verify-forgot-password-otp — the e-mailed code for a one-time reset token. */
export function verifyOtp(body: VerifyOtpRequest) {
  return callApi(userApiRoutes.verifyOtp, { body, refreshOn401: false });
}

export function useVerifyOtp({ onSuccess }: { onSuccess: (resetToken: string) => unknown }) {
  return useMutation({
    mutationFn: verifyOtp,
    onSuccess: (reply) => {
      toast.success(reply.message);
      return onSuccess(reply.data.resetToken);
    },
    onError: toastError,
  });
}
