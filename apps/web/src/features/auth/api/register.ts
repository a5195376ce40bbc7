import type { RegisterRequest, SessionReply } from '@store/contract/user';
import { useMutation } from '@tanstack/react-query';
import toast from 'react-hot-toast/headless';
import { ApiError, apiRequest } from '#web/lib/api-client';

// Registration signs the shopper in (SPEC §4), so the reply is the login's token pair.
const replySchema = () =>
  import('@store/contract/user').then((module) => module.sessionReplySchema);

/** POST /api/user/register — name, e-mail and a password, or a Google credential. */
export function register(body: RegisterRequest) {
  return apiRequest('/api/user/register', replySchema, {
    method: 'POST',
    body,
    refreshOn401: false,
  });
}

/** SPEC §8: 'Error: {message}' with the server's message, else a generic line. */
export function registrationErrorMessage(error: Error): string {
  return error instanceof ApiError && error.fromServer
    ? `Error: ${error.message}`
    : 'An error occurred during registration';
}

export function useRegister({ onSuccess }: { onSuccess: (reply: SessionReply) => unknown }) {
  return useMutation({
    mutationFn: register,
    onSuccess,
    onError: (error) => toast.error(registrationErrorMessage(error)),
  });
}
