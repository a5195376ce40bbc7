import type { LoginReply } from '@store/contract/user';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client';
import { toastError } from '#web/lib/toast-error';
import { loginReplySchema } from './login';

/**
 * POST /api/user/login with Google's ID token (`OAuth: true`). A known account gets tokens;
 * an unknown one gets `registrationRequired` with the token's name and e-mail.
 */
export function loginWithGoogle(credential: string) {
  return apiRequest('/api/user/login', loginReplySchema, {
    method: 'POST',
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
