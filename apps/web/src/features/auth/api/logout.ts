import { userApiRoutes } from '@store/contract/api';
import { useMutation } from '@tanstack/react-query';
import { flushSync } from 'react-dom';
import toast from 'react-hot-toast/headless';
import { paths } from '#web/config/paths';
import { callApi } from '#web/lib/call-api';
import { useNavigate } from '#web/lib/navigation';
import { clearTokens } from '#web/lib/token-storage';

/** GET /api/user/logout — revokes the session on the server and clears its cookies. */
export function logout() {
  return callApi(userApiRoutes.logout);
}

/**
 * SPEC §4 logout: the server's message as a toast, then this browser forgets the session
 * (tokens, and the user's cached data through useSessionSync) and goes home. The local
 * session ends even when the server cannot be reached: the shopper asked to leave.
 */
export function useLogout() {
  const navigate = useNavigate();
  return useMutation({
    mutationFn: logout,
    onSuccess: (reply) => toast.success(reply.message),
    onError: (error) => toast.error(error.message),
    onSettled: () => {
      // Home and the ended session in one render (flushSync): a page for signed-in users
      // never sees the session end (it would send the shopper to /login), and home's user
      // queries (the cart) never start with the ended token, which the server now refuses
      // at once (logout ends access tokens, decision 19).
      flushSync(() => {
        clearTokens();
        navigate(paths.home);
      });
    },
  });
}
