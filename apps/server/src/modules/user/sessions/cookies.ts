import type { FastifyReply } from 'fastify';
import { ACCESS_TOKEN_TTL_SECONDS } from '#server/platform/tokens/access-token.js';
import { ACCESS_COOKIE, REFRESH_COOKIE } from '#server/plugins/auth.js';
import { REFRESH_TOKEN_TTL_MS } from './limits.js';
import type { IssuedSession } from './service.js';

/**
 * The session cookies of DESIGN §4: httpOnly, SameSite=Lax, Secure in production. The refresh
 * token is only ever needed by /api/user/refresh-token and /api/user/logout, so its cookie
 * is scoped to /api/user and rides on no other request.
 */
export const REFRESH_COOKIE_PATH = '/api/user';

export function setSessionCookies(
  reply: FastifyReply,
  session: IssuedSession,
  secure: boolean,
): void {
  const base = { httpOnly: true, sameSite: 'lax', secure } as const;
  reply.setCookie(ACCESS_COOKIE, session.accessToken, {
    ...base,
    path: '/',
    maxAge: ACCESS_TOKEN_TTL_SECONDS,
  });
  reply.setCookie(REFRESH_COOKIE, session.refreshToken, {
    ...base,
    path: REFRESH_COOKIE_PATH,
    maxAge: Math.floor(REFRESH_TOKEN_TTL_MS / 1000),
  });
}

export function clearSessionCookies(reply: FastifyReply, secure: boolean): void {
  const base = { httpOnly: true, sameSite: 'lax', secure } as const;
  reply.clearCookie(ACCESS_COOKIE, { ...base, path: '/' });
  reply.clearCookie(REFRESH_COOKIE, { ...base, path: REFRESH_COOKIE_PATH });
}
