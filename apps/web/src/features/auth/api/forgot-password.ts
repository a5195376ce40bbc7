import { userApiRoutes } from '@store/contract/api';
import type { ForgotPasswordRequest, MessageReply } from '@store/contract/user';
import { useMutation } from '@tanstack/react-query';
import toast from 'react-hot-toast/headless';
import { callApi } from '#web/lib/call-api';
import { toastError } from '#web/lib/toast-error';

/** PUT /api/user/forgot-password — e-mails a 6-digit code (the reply never says if the account exists). */
export function forgotPassword(body: ForgotPasswordRequest) {
  return callApi(userApiRoutes.forgotPassword, { body, refreshOn401: false });
}

export function useForgotPassword({ onSuccess }: { onSuccess: (reply: MessageReply) => unknown }) {
  return useMutation({
    mutationFn: forgotPassword,
    onSuccess: (reply) => {
      toast.success(reply.message);
      return onSuccess(reply);
    },
    onError: toastError,
  });
}
