import { userApiRoutes } from '@store/contract/api';
import type { LoginReply } from '@store/contract/user';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '#web/lib/call-api';
import { toastError } from '#web/lib/toast-error';

export interface PasswordLogin {
  email: string;
  password: string;
}

/** POST /api/user/login with e-mail and password; the reply carries both tokens. */
export function login(body: PasswordLogin) {
  return callApi(userApiRoutes.login, {
    body,
    // A 401 here means wrong credentials, not an expired session.
    refreshOn401: false,
  });
}

export function useLogin({ onSuccess }: { onSuccess: (reply: LoginReply) => unknown }) {
  return useMutation({ mutationFn: login, onSuccess, onError: toastError });
}
