import { TOKEN_KEYS } from '@store/contract/constants';

/**
 * The session tokens kept in local storage (SPEC §3 "Tokens", keys `accesstoken` and
 * `refreshToken`). Storage can throw when disabled (some private-browsing modes); then the
 * visitor is simply signed out. The server also sets httpOnly cookies; these copies exist
 * for the bearer header (SPEC §7).
 */

export interface SessionTokens {
  accessToken: string;
  refreshToken: string;
}

/**
 * Why the tokens changed: `signed-in` and `signed-out` change who the user is (their cart,
 * addresses and orders must be fetched again, SPEC §4); `refreshed` keeps the same person.
 */
export type TokenChange = 'signed-in' | 'signed-out' | 'refreshed';
type Listener = (change: TokenChange) => void;

const listeners = new Set<Listener>();

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function getAccessToken(): string | null {
  return read(TOKEN_KEYS.access);
}

export function getRefreshToken(): string | null {
  return read(TOKEN_KEYS.refresh);
}

/** Signed in as far as this browser knows: there is a token to send or to refresh with. */
export function hasSession(): boolean {
  return getAccessToken() !== null || getRefreshToken() !== null;
}

export function saveTokens(tokens: SessionTokens, change: 'signed-in' | 'refreshed'): void {
  try {
    window.localStorage.setItem(TOKEN_KEYS.access, tokens.accessToken);
    window.localStorage.setItem(TOKEN_KEYS.refresh, tokens.refreshToken);
  } catch {
    // Storage disabled: the httpOnly cookies still carry the session for this visit.
  }
  notify(change);
}

export function clearTokens(): void {
  const hadSession = hasSession();
  try {
    window.localStorage.removeItem(TOKEN_KEYS.access);
    window.localStorage.removeItem(TOKEN_KEYS.refresh);
  } catch {
    // Nothing stored, nothing to clear.
  }
  if (hadSession) notify('signed-out');
}

/** Follows token changes in this tab and in the store's other tabs. */
export function subscribeTokens(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function notify(change: TokenChange): void {
  for (const listener of [...listeners]) listener(change);
}

// Another tab signed in, out or rotated the tokens. A sign-in there needs a sign-out first
// (the login page turns signed-in visitors away), so a value replacing a value is a refresh.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key !== TOKEN_KEYS.refresh && event.key !== null) return;
    if (event.key === null || event.newValue === null) notify('signed-out');
    else notify(event.oldValue === null ? 'signed-in' : 'refreshed');
  });
}
