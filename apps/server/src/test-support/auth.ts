import type { Database } from '../db/client.js';
import { newId } from '../db/ids.js';
import { users } from '../db/schema/index.js';
import type { AccessTokens } from '../platform/tokens/access-token.js';

export interface SignedInUser {
  id: string;
  email: string;
  token: string;
  /** Headers that sign a request in as this user. */
  headers: { authorization: string };
}

/**
 * A user row plus a valid access token, for tests of guarded routes that are not about
 * signing in itself. (Tests of login use the real endpoints.)
 */
export async function signedInUser(
  deps: { db: Database; accessTokens: AccessTokens },
  options: { role?: 'USER' | 'ADMIN'; email?: string; name?: string } = {},
): Promise<SignedInUser> {
  const role = options.role ?? 'USER';
  const email = options.email ?? `user-${newId().toLowerCase()}@example.com`;
  const [row] = await deps.db
    .insert(users)
    .values({ name: options.name ?? 'Test Shopper', email, role })
    .returning({ id: users.id });
  // A session of its own that no refresh token was issued in: live until a test ends it.
  const token = await deps.accessTokens.sign({ userId: row!.id, role, sessionId: newId() });
  return { id: row!.id, email, token, headers: { authorization: `Bearer ${token}` } };
}
