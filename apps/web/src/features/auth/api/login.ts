import type { LoginReply } from '@store/contract/user';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client';
import { toastError } from '#web/lib/toast-error';

// Loaded on first use: keeps zod out of the first-load bundle (see ParserSource).
export const loginReplySchema = () =>
  import('@store/contract/user').then((module) => module.loginReplySchema);

export interface PasswordLogin {
  email: string;
  password: string;
}

/** POST /api/user/login with e-mail and password; the reply carries both tokens. */
export function login(body: PasswordLogin) {
  return apiRequest('/api/user/login', loginReplySchema, {
    method: 'POST',
    body,
    // A 401 here means wrong credentials, not an expired session.
    refreshOn401: false,
  });
}

export function useLogin({ onSuccess }: { onSuccess: (reply: LoginReply) => unknown }) {
  return useMutation({ mutationFn: login, onSuccess, onError: toastError });
}
