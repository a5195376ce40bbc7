import { userApiRoutes } from '@store/contract/api';
import type { LoginReply } from '@store/contract/user';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '#web/lib/call-api';
import { toastError } from '#web/lib/toast-error';

/**
 * POST /api/user/login with Google's ID token (`OAuth: true`). A known account gets tokens;
 * an unknown one gets `registrationRequired` with the token's name and e-mail.
 */
export function loginWithGoogle(credential: string) {
  return callApi(userApiRoutes.login, {
    body: { OAuth: true, credential },
    refreshOn401: false,
  });
}

export function useGoogleLogin({
  onSuccess,
}: {
  onSuccess: (reply: LoginReply, credential: string) => unknown;
}) {
  return useMutation({ mutationFn: loginWithGoogle, onSuccess, onError: toastError });
}
