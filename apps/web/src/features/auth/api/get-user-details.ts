import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '#web/lib/api-client';
import { userScopeKey } from '#web/lib/query-keys';
import { hasSession } from '#web/lib/token-storage';
import { useHasSession } from '#web/lib/use-has-session';

// Loaded on first use: keeps zod out of the first-load bundle (see ParserSource).
const replySchema = () => import('@store/contract/user').then((module) => module.userReplySchema);

/** GET /api/user/user-details — the signed-in user. */
export function getUserDetails(signal?: AbortSignal) {
  return apiGet('/api/user/user-details', replySchema, signal);
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
