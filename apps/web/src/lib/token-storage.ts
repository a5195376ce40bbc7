import { TOKEN_KEYS } from '@store/contract/constants';

/**
 * The access token kept in local storage (SPEC §3 "Tokens"). Reading can throw when storage
 * is disabled (some private-browsing modes); then the visitor is simply signed out.
 * Writing and clearing arrive with the accounts issue.
 */
export function getAccessToken(): string | null {
  try {
    return window.localStorage.getItem(TOKEN_KEYS.access);
  } catch {
    return null;
  }
}
