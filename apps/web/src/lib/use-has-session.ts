import { useSyncExternalStore } from 'react';
import { hasSession, subscribeTokens } from './token-storage';

/** Whether this browser holds a session; follows sign-in, sign-out and other tabs. */
export function useHasSession(): boolean {
  return useSyncExternalStore(subscribeTokens, hasSession, () => false);
}
