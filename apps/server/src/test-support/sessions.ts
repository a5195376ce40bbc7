import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { newId } from '../db/ids.js';

/**
 * Helpers for tests that sign up and sign in through the real endpoints
 * (modules/user/sessions). Every call comes from an address of its own unless told otherwise,
 * so the per-IP rate limits only bite in the tests about them.
 */
let ipSequence = 0;
export function freshIp(): string {
  ipSequence += 1;
  return `10.${(ipSequence >> 16) & 255}.${(ipSequence >> 8) & 255}.${ipSequence & 255}`;
}

export function uniqueEmail(prefix = 'shopper'): string {
  return `${prefix}-${newId().toLowerCase()}@example.com`;
}

/** Long enough, and not among the common passwords. */
export const GOOD_PASSWORD = 'Saffron-Kite-Lantern-42';

export interface SignedUp {
  res: LightMyRequestResponse;
  email: string;
  password: string;
  accessToken: string;
  refreshToken: string;
}

export async function registerUser(
  app: FastifyInstance,
  overrides: { name?: string; email?: string; password?: string; ip?: string } = {},
): Promise<SignedUp> {
  const email = overrides.email ?? uniqueEmail();
  const password = overrides.password ?? GOOD_PASSWORD;
  const res = await app.inject({
    method: 'POST',
    url: '/api/user/register',
    remoteAddress: overrides.ip ?? freshIp(),
    payload: { name: overrides.name ?? 'Asha Verma', email, password, confirmPassword: password },
  });
  if (res.statusCode !== 200) throw new Error(`register failed: ${res.statusCode} ${res.body}`);
  const data = res.json().data as { accesstoken: string; refreshToken: string };
  return { res, email, password, accessToken: data.accesstoken, refreshToken: data.refreshToken };
}

export function login(
  app: FastifyInstance,
  body: Record<string, unknown>,
  ip: string = freshIp(),
): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'POST', url: '/api/user/login', remoteAddress: ip, payload: body });
}

export function refresh(
  app: FastifyInstance,
  refreshToken: string,
  via: 'bearer' | 'cookie' | 'body' = 'bearer',
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: '/api/user/refresh-token',
    remoteAddress: freshIp(),
    ...(via === 'bearer' ? { headers: { authorization: `Bearer ${refreshToken}` } } : {}),
    ...(via === 'cookie' ? { cookies: { refreshToken } } : {}),
    ...(via === 'body' ? { payload: { refreshToken } } : {}),
  });
}

/** The cookies a reply sets, by name. */
export function setCookies(res: LightMyRequestResponse) {
  return Object.fromEntries(res.cookies.map((cookie) => [cookie.name, cookie])) as Record<
    string,
    (typeof res.cookies)[number]
  >;
}
