import cookie from '@fastify/cookie';
import { eq, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/client.js';
import { refreshTokens, users } from '../db/schema/index.js';
import { ForbiddenError, UnauthorizedError } from '../lib/errors.js';
import type { AccessTokens, Role, VerifiedAccessClaims } from '../platform/tokens/access-token.js';

/** Who is calling, once the access token and its session check out. */
export interface AuthContext {
  userId: string;
  role: Role;
  /** The session (refresh-token family) the access token belongs to. */
  sessionId: string;
  /** The token's `iat` (seconds), for a statement that checks the session itself. */
  issuedAt: number;
  /**
   * False on a 'user-in-statement' route: the token is valid but the account and session are
   * the route statement's to check (sessionLiveSql); `currentUserId` refuses such a request.
   */
  sessionChecked: boolean;
}

/**
 * A route's guard, declared in its config (DESIGN §1: guards as per-route config). 'optional'
 * is for routes open to everyone that treat a signed-in caller differently: `request.auth`
 * is set only when the token and its session are still good, and is null otherwise.
 * 'user-in-statement' verifies the token only (401 without a valid one, before the body is
 * read) and leaves the account-and-session check to the route's one statement, which folds
 * in `sessionLiveSql` and answers SESSION_ENDED_MESSAGE itself: one round trip instead of two
 * on the cart's add, remove and read (docs/decisions/0050).
 */
export type Guard = 'user' | 'admin' | 'optional' | 'user-in-statement';

declare module 'fastify' {
  interface FastifyRequest {
    /** Null unless the route has a guard and the caller's session is live. */
    auth: AuthContext | null;
  }
  interface FastifyContextConfig {
    auth?: Guard;
  }
}

export const ACCESS_COOKIE = 'accessToken';
export const REFRESH_COOKIE = 'refreshToken';

export const SESSION_ENDED_MESSAGE = 'Your session has ended. Please log in again.';

export interface AuthPluginOptions {
  db: Database;
  accessTokens: AccessTokens;
}

/**
 * Enforces each route's `config.auth` with a route-level onRequest hook, so a guarded route
 * answers 401/403 before its body is parsed or validated (a visitor learns nothing of the
 * schema and uploads nothing), and before its rate limit, whose per-user key then reads a
 * checked `request.auth`. The access token comes from the bearer header or the httpOnly
 * cookie (DESIGN §4). One query reads the account (so a suspension or demotion takes effect
 * at once) and whether the token's session was ended, by logout, reuse detection or a
 * password reset (docs/decisions/0019). Routes without a guard never read the token.
 */
export const authPlugin = fp<AuthPluginOptions>(
  async (app: FastifyInstance, { db, accessTokens }) => {
    await app.register(cookie);
    app.decorateRequest('auth', null);

    /**
     * The account and whether the session was ended, in one statement. Prepared (named), so
     * each connection plans it once: the extra subquery then costs no planning per call.
     */
    const accountAndSession = db
      .select({
        role: users.role,
        status: users.status,
        sessionsValidAfter: users.sessionsValidAfter,
        // Any row of the family revoked ends the session: a refresh racing the logout may
        // add an unrevoked row, but the revoked ones stay (partial index on them).
        sessionEnded: sql<boolean>`exists (
          select 1 from ${refreshTokens}
          where ${refreshTokens.familyId} = ${sql.placeholder('sessionId')}
            and ${refreshTokens.revokedAt} is not null)`,
      })
      .from(users)
      .where(eq(users.id, sql.placeholder('userId')))
      .limit(1)
      .prepare('auth_guard_account_and_session');

    /** The caller if the token is valid and its session live, else why not. */
    const authenticate = async (
      request: FastifyRequest,
      guard: Guard,
    ): Promise<AuthContext | 'no-token' | 'ended'> => {
      const token = bearerToken(request) ?? request.cookies[ACCESS_COOKIE];
      const claims = token ? await accessTokens.verify(token) : null;
      if (!claims) return 'no-token';
      const { userId, role, sessionId, issuedAt } = claims;
      if (guard === 'user-in-statement') {
        return { userId, role, sessionId, issuedAt, sessionChecked: false };
      }
      const [account] = await accountAndSession.execute({
        userId: claims.userId,
        sessionId: claims.sessionId,
      });
      if (!account || account.status === 'suspended' || account.sessionEnded) return 'ended';
      if (issuedBefore(claims, account.sessionsValidAfter)) return 'ended';
      return { userId, role: account.role, sessionId, issuedAt, sessionChecked: true };
    };

    const guardFor =
      (guard: Guard): onRequestHookHandler =>
      async (request) => {
        const outcome = await authenticate(request, guard);
        if (typeof outcome === 'object') {
          request.auth = outcome;
          if (guard === 'admin' && outcome.role !== 'ADMIN') throw new ForbiddenError();
          return;
        }
        if (guard === 'optional') return;
        throw outcome === 'ended'
          ? new UnauthorizedError(SESSION_ENDED_MESSAGE)
          : new UnauthorizedError();
      };

    app.addHook('onRoute', (route) => {
      const guard = route.config?.auth;
      if (!guard) return;
      // First of the route's onRequest hooks (rate limits are added after it); the app-wide
      // hooks (request ids, security headers) still run before any route-level one.
      const existing = route.onRequest;
      route.onRequest = existing ? [guardFor(guard), ...[existing].flat()] : [guardFor(guard)];
    });
  },
  { name: 'auth', dependencies: ['errors'] },
);

/**
 * Whether the token predates the account's `sessions_valid_after` (set by a password reset).
 * `iat` has whole seconds, so a token from the very second of the reset still counts: the
 * reset also revoked every session, which ends those tokens anyway.
 */
function issuedBefore(claims: VerifiedAccessClaims, validAfter: Date | null): boolean {
  return validAfter !== null && claims.issuedAt < Math.floor(validAfter.getTime() / 1000);
}

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const [scheme, value] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && value ? value : undefined;
}

/** The signed-in user's id; only for routes guarded with 'user', 'admin' or 'optional'. */
export function currentUserId(request: FastifyRequest): string {
  // A 'user-in-statement' request whose session nobody checked yet must not pass for signed in.
  if (!request.auth?.sessionChecked) throw new UnauthorizedError();
  return request.auth.userId;
}

/** What a 'user-in-statement' route's statement needs to check the caller's session. */
export interface SessionToCheck {
  userId: string;
  sessionId: string;
  issuedAt: number;
}

export function sessionToCheck(request: FastifyRequest): SessionToCheck {
  if (!request.auth) throw new UnauthorizedError();
  const { userId, sessionId, issuedAt } = request.auth;
  return { userId, sessionId, issuedAt };
}

/**
 * True when the account behind a token may act: the guard's checks (authenticate) as one SQL
 * expression for a route's own statement — the account exists and is not suspended, no row of
 * the session's refresh-token family was revoked, and the token is not older than the
 * account's `sessions_valid_after` (whole seconds, as issuedBefore). Decision 0019: an ended
 * session ends at once, so this is read in the same statement as the write it guards.
 */
export function sessionLiveSql(
  userId: SQL | Placeholder,
  sessionId: SQL | Placeholder,
  issuedAt: SQL | Placeholder,
): SQL {
  return sql`(exists (
      select 1 from ${users} u where u.id = ${userId} and u.status <> 'suspended'
        and (u.sessions_valid_after is null
             or ${issuedAt}::bigint >= floor(extract(epoch from u.sessions_valid_after))))
    and not exists (
      select 1 from ${refreshTokens} rt
      where rt.family_id = ${sessionId} and rt.revoked_at is not null))`;
}
