import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { userScopeKey } from '#web/lib/query-keys';
import { subscribeTokens } from '#web/lib/token-storage';

/**
 * SPEC §4: the user's profile, cart, addresses and orders are fetched again whenever the user
 * changes. Their queries share the ['user', …] key prefix: a sign-in refetches them, a
 * sign-out (here, in another tab, or a refused refresh) forgets them. A token refresh keeps
 * the same person, so it changes nothing here.
 */
export function useSessionSync(): void {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      subscribeTokens((change) => {
        if (change === 'signed-in') void queryClient.invalidateQueries({ queryKey: userScopeKey });
        else if (change === 'signed-out') void queryClient.resetQueries({ queryKey: userScopeKey });
      }),
    [queryClient],
  );
}
