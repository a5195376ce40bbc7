import { TOKEN_KEYS } from '@store/contract/constants';
import type { User } from '@store/contract/user';
import { userReply } from './fixtures';

/**
 * Puts a session in local storage as a login would, and returns the API route that
 * answers with `user`, for stubApi.
 */
export function signInAs(user: User) {
  localStorage.setItem(TOKEN_KEYS.access, `access-${user._id}`);
  localStorage.setItem(TOKEN_KEYS.refresh, `refresh-${user._id}`);
  return { 'GET /api/user/user-details': userReply(user) };
}
