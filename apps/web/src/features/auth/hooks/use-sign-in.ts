import type { SessionReply } from '@store/contract/user';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { saveTokens } from '#web/lib/token-storage';
import { currentUserQueryOptions } from '../api/get-user-details';

type Tokens = SessionReply['data'];

/**
 * Stores the tokens of a login or registration (SPEC §4) and waits for the profile, so the
 * page that follows already knows who is signed in.
 */
export function useSignIn() {
  const queryClient = useQueryClient();
  return useCallback(
    async (tokens: Tokens) => {
      saveTokens(
        { accessToken: tokens.accesstoken, refreshToken: tokens.refreshToken },
        'signed-in',
      );
      // A failure here is the header's to show (it keeps an Account button either way).
      await queryClient.fetchQuery(currentUserQueryOptions()).catch(() => undefined);
    },
    [queryClient],
  );
}
