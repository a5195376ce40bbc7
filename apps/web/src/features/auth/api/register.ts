import { userApiRoutes } from '@store/contract/api';
import type { RegisterRequest, SessionReply } from '@store/contract/user';
import { useMutation } from '@tanstack/react-query';
import toast from 'react-hot-toast/headless';
import { ApiError } from '#web/lib/api-client';
import { callApi } from '#web/lib/call-api';

/**
 * POST /api/user/register — name, e-mail and a password, or a Google credential. It signs
 * the shopper in (SPEC §4), so the reply is the login's token pair.
 */
export function register(body: RegisterRequest) {
  return callApi(userApiRoutes.register, { body, refreshOn401: false });
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
