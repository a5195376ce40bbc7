import cookie from '@fastify/cookie';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/client.js';
import { users } from '../db/schema/index.js';
import { ForbiddenError, UnauthorizedError } from '../lib/errors.js';
import type { AccessTokens, Role } from '../platform/tokens/access-token.js';

/** Who is calling, once the access token checks out. */
export interface AuthContext {
  userId: string;
  role: Role;
}

/** A route's guard, declared in its config (DESIGN §1: guards as per-route config). */
export type Guard = 'user' | 'admin';

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
  }
  interface FastifyContextConfig {
    auth?: Guard;
  }
}

export const ACCESS_COOKIE = 'accessToken';
export const REFRESH_COOKIE = 'refreshToken';

export interface AuthPluginOptions {
  db: Database;
  accessTokens: AccessTokens;
}

/**
 * Reads the access token from the bearer header or the httpOnly cookie (DESIGN §4) and
 * enforces each route's `config.auth`: 'user' needs a signed-in, not suspended account;
 * 'admin' also needs the ADMIN role, checked against the database on every call so a
 * demotion takes effect at once.
 */
export const authPlugin = fp<AuthPluginOptions>(
  async (app: FastifyInstance, { db, accessTokens }) => {
    await app.register(cookie);
    app.decorateRequest('auth', null);

    // Callback style, not async: most catalogue reads carry no token, and an async hook
    // costs every request a promise (measured on cached reads, docs/PERFORMANCE.md).
    app.addHook('onRequest', (request, _reply, done) => {
      const token = bearerToken(request) ?? request.cookies[ACCESS_COOKIE];
      if (!token) return done();
      accessTokens.verify(token).then((claims) => {
        request.auth = claims;
        done();
      }, done);
    });

    app.addHook('onRoute', (route) => {
      const guard = route.config?.auth;
      if (!guard) return;
      const check = async (request: FastifyRequest) => {
        if (!request.auth) throw new UnauthorizedError();
        const [account] = await db
          .select({ role: users.role, status: users.status })
          .from(users)
          .where(eq(users.id, request.auth.userId))
          .limit(1);
        if (!account || account.status === 'suspended') {
          throw new UnauthorizedError('Your session has ended. Please log in again.');
        }
        request.auth = { userId: request.auth.userId, role: account.role };
        if (guard === 'admin' && account.role !== 'ADMIN') throw new ForbiddenError();
      };
      const existing = route.preHandler;
      route.preHandler = existing ? [check, ...[existing].flat()] : [check];
    });
  },
  { name: 'auth', dependencies: ['errors'] },
);

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const [scheme, value] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && value ? value : undefined;
}

/** The signed-in user's id; only for routes guarded with `config.auth`. */
export function currentUserId(request: FastifyRequest): string {
  if (!request.auth) throw new UnauthorizedError();
  return request.auth.userId;
}
