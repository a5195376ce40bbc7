import { userApiRoutes } from '@store/contract/api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '#web/lib/call-api';
import { userScopeKey } from '#web/lib/query-keys';
import { hasSession } from '#web/lib/token-storage';
import { useHasSession } from '#web/lib/use-has-session';

/** GET /api/user/user-details — the signed-in user. */
export function getUserDetails(signal?: AbortSignal) {
  return callApi(userApiRoutes.details, { signal });
}

export const currentUserQueryOptions = () =>
  queryOptions({
    queryKey: userScopeKey,
    queryFn: ({ signal }) => getUserDetails(signal),
    select: (reply) => reply.data,
    // A function, read at fetch time: a sign-out must stop refetches before React re-renders.
    enabled: () => hasSession(),
    staleTime: 5 * 60_000,
  });

/**
 * The signed-in user (query key ['user']). `signedIn` follows the stored tokens, so it is
 * known at once; `user` arrives with the profile and is undefined while signed out.
 */
export function useCurrentUser() {
  const signedIn = useHasSession();
  const query = useQuery(currentUserQueryOptions());
  const user = signedIn ? query.data : undefined;
  return {
    signedIn,
    user,
    isAdmin: user?.role === 'ADMIN',
    /** Signed in but the profile has not arrived yet. */
    isLoading: signedIn && user === undefined && query.error === null,
    error: signedIn ? query.error : null,
    refetch: query.refetch,
  };
}
