import { apiRoutes } from '@store/contract/api';
import { errorEnvelopeSchema } from '@store/contract/common';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '#server/db/client.js';
import { serve } from '#server/lib/api-route.js';
import { ok } from '#server/lib/reply.js';
import type { GoogleVerifier } from '#server/platform/google/id-token.js';
import type { RedisLink } from '#server/platform/redis/index.js';
import type { AccessTokens } from '#server/platform/tokens/access-token.js';
import { currentUserId, REFRESH_COOKIE } from '#server/plugins/auth.js';
import { clearSessionCookies, setSessionCookies } from './cookies.js';
import { createMemoryFailedLoginStore, type FailedLoginStore } from './failed-logins.js';
import { createSharedFailedLoginStore } from './failed-logins-redis.js';
import { SESSION_LIMITS } from './limits.js';
import { looksLikeRefreshToken } from './refresh-token.js';
import { createSessionService, type IssuedSession } from './service.js';

export interface SessionRoutesOptions {
  db: Database;
  accessTokens: AccessTokens;
  /** Null when GOOGLE_CLIENT_ID is not set. */
  google: GoogleVerifier | null;
  /** Secure cookies (production). */
  secureCookies: boolean;
  /** Where failed logins are counted; in Redis with `redis`, else in memory. */
  failedLogins?: FailedLoginStore;
  /** REDIS_URL's connection: failed logins are then counted there, shared by all instances. */
  redis?: RedisLink | null;
}

/** The error envelope for each listed status, for the OpenAPI document and the serializer. */
function errorReplies<const C extends number>(...codes: C[]) {
  return Object.fromEntries(codes.map((code) => [code, errorEnvelopeSchema])) as Record<
    C,
    typeof errorEnvelopeSchema
  >;
}

/**
 * Register, login, refresh, logout and the signed-in user (SPEC §7 `/api/user/*`, DESIGN §4),
 * registered under the prefix `/api/user`.
 */
export const sessionRoutes: FastifyPluginAsyncZod<SessionRoutesOptions> = async (app, opts) => {
  const service = createSessionService({
    db: opts.db,
    accessTokens: opts.accessTokens,
    google: opts.google,
    failedLogins:
      opts.failedLogins ??
      (opts.redis
        ? createSharedFailedLoginStore(opts.redis, SESSION_LIMITS.failedLoginsPerAccount)
        : createMemoryFailedLoginStore(SESSION_LIMITS.failedLoginsPerAccount)),
  });
  const secure = opts.secureCookies;
  const sessionData = (session: IssuedSession) => ({
    accesstoken: session.accessToken,
    refreshToken: session.refreshToken,
  });

  serve(
    app,
    apiRoutes.user.register,
    {
      config: { rateLimit: SESSION_LIMITS.registerPerIp },
      schema: {
        tags: ['user'],
        summary: 'Create an account (password, or a Google ID token) and sign in',
        description:
          'E-mail is unique regardless of case. Passwords: 8–128 characters, common ones refused. ' +
          'With `googleCredential` the e-mail must be the Google account’s. Sets the session cookies.',
        response: errorReplies(400, 401, 409, 429, 503),
      },
    },
    async (request, reply) => {
      const session = await service.register(request.body);
      setSessionCookies(reply, session, secure);
      return {
        ...ok,
        message: 'User registered successfully',
        data: sessionData(session),
      };
    },
  );

  serve(
    app,
    apiRoutes.user.login,
    {
      config: { rateLimit: SESSION_LIMITS.loginPerIp },
      schema: {
        tags: ['user'],
        summary: 'Sign in with e-mail and password, or with a Google ID token (`OAuth: true`)',
        description:
          'Sets the session cookies. A Google account without a store account gets ' +
          '`data.registrationRequired` with the name and e-mail from the token.',
        response: errorReplies(400, 401, 403, 409, 429, 503),
      },
    },
    async (request, reply) => {
      const result = await service.login(request.body);
      if (result.kind === 'registration-required') {
        return {
          ...ok,
          message: 'Please complete your registration.',
          data: { registrationRequired: true as const, name: result.name, email: result.email },
        };
      }
      setSessionCookies(reply, result.session, secure);
      return {
        ...ok,
        message: 'Login successfully',
        data: sessionData(result.session),
      };
    },
  );

  serve(
    app,
    apiRoutes.user.refreshToken,
    {
      config: { rateLimit: SESSION_LIMITS.refreshPerIp },
      schema: {
        tags: ['user'],
        summary: 'Exchange a refresh token for a new pair (each refresh token works once)',
        description:
          'The refresh token is read from `Authorization: Bearer`, the body or the httpOnly ' +
          'cookie. Presenting a spent token revokes its whole session.',
        response: errorReplies(400, 401, 403, 429),
      },
    },
    async (request, reply) => {
      const candidates = [
        bearerValue(request),
        request.body.refreshToken,
        request.cookies[REFRESH_COOKIE],
      ];
      // An access JWT in the bearer header (a client that sends it everywhere) is not a
      // refresh token; the cookie may still hold one.
      const token = candidates.find(looksLikeRefreshToken) ?? candidates.find(Boolean);
      const session = await service.refresh(token);
      setSessionCookies(reply, session, secure);
      return {
        ...ok,
        message: 'New access token generated',
        data: session,
      };
    },
  );

  serve(
    app,
    apiRoutes.user.logout,
    {
      // Open to anyone; a live access token also names the session to end.
      config: { auth: 'optional' },
      schema: {
        tags: ['user'],
        summary: 'Sign out: revoke the presented refresh token’s session and clear the cookies',
        description:
          'Works with or without a valid access token. Ends the session of the access token ' +
          'and of the refresh token presented: their access tokens stop working at once.',
      },
    },
    async (request, reply) => {
      await service.logout(
        [request.cookies[REFRESH_COOKIE], bearerValue(request)],
        request.auth?.sessionId,
      );
      clearSessionCookies(reply, secure);
      return { ...ok, message: 'Logout successfully' };
    },
  );

  serve(
    app,
    apiRoutes.user.details,
    {
      config: { auth: 'user' },
      schema: {
        tags: ['user'],
        summary: 'The signed-in user (never a secret field)',
        security: [{ bearerAuth: [] }],
        response: errorReplies(401),
      },
    },
    async (request) => ({
      ...ok,
      message: 'User details',
      data: await service.userDetails(currentUserId(request)),
    }),
  );
};

function bearerValue(request: FastifyRequest): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
  return match?.[1];
}
