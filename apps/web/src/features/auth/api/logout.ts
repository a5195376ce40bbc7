import { useMutation } from '@tanstack/react-query';
import { flushSync } from 'react-dom';
import toast from 'react-hot-toast/headless';
import { paths } from '../../../config/paths';
import { apiGet } from '../../../lib/api-client';
import { useNavigate } from '../../../lib/navigation';
import { clearTokens } from '../../../lib/token-storage';

const replySchema = () =>
  import('@store/contract/user').then((module) => module.messageReplySchema);

/** GET /api/user/logout — revokes the session on the server and clears its cookies. */
export function logout() {
  return apiGet('/api/user/logout', replySchema);
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
      // Home first, rendered at once (flushSync): a page for signed-in users still on
      // screen would see the session end and send the shopper to /login.
      flushSync(() => navigate(paths.home));
      clearTokens();
    },
  });
}
