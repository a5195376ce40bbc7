import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { refreshTokens, users } from '#server/db/schema/index.js';
import {
  freshIp,
  GOOD_PASSWORD,
  login,
  refresh,
  registerUser,
  setCookies,
} from '#server/test-support/sessions.js';
import { useTestApp } from '#server/test-support/test-app.js';
import { hashRefreshToken } from './refresh-token.js';

const t = useTestApp();

const EXPIRED = {
  success: false,
  error: true,
  message: 'Your session has expired. Please log in again.',
};

function logout(options: { cookie?: string; bearer?: string } = {}) {
  return t.app.inject({
    url: '/api/user/logout',
    remoteAddress: freshIp(),
    ...(options.cookie ? { cookies: { refreshToken: options.cookie } } : {}),
    ...(options.bearer ? { headers: { authorization: `Bearer ${options.bearer}` } } : {}),
  });
}

async function tokenRow(refreshToken: string) {
  const [row] = await t.db
    .select()
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hashRefreshToken(refreshToken)));
  return row;
}

describe('POST /api/user/refresh-token', () => {
  it('exchanges a refresh token for a new pair (reply data.accessToken) and sets cookies', async () => {
    const { refreshToken } = await registerUser(t.app);
    const res = await refresh(t.app, refreshToken);
    expect(res.statusCode).toBe(200);
    const reply = res.json();
    expect(reply).toMatchObject({
      success: true,
      error: false,
      message: 'New access token generated',
    });
    expect(Object.keys(reply.data).sort()).toEqual(['accessToken', 'refreshToken']);
    expect(reply.data.refreshToken).not.toBe(refreshToken);
    expect(await t.accessTokens.verify(reply.data.accessToken)).toMatchObject({ role: 'USER' });
    expect(setCookies(res).refreshToken).toMatchObject({
      value: reply.data.refreshToken,
      httpOnly: true,
      path: '/api/user',
    });
    expect(setCookies(res).accessToken).toMatchObject({ value: reply.data.accessToken });

    // Same family, stored hashed, 30 days.
    const before = await tokenRow(refreshToken);
    const after = await tokenRow(reply.data.refreshToken);
    expect(before!.usedAt).toBeInstanceOf(Date);
    expect(after!.familyId).toBe(before!.familyId);
    expect(after!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    const days = (after!.expiresAt.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);
  });

  it('reads the token from the bearer header, the cookie or the body', async () => {
    for (const via of ['bearer', 'cookie', 'body'] as const) {
      const { refreshToken } = await registerUser(t.app);
      const res = await refresh(t.app, refreshToken, via);
      expect(res.statusCode, via).toBe(200);
    }
  });

  it('uses the cookie when the bearer header carries the access token', async () => {
    const { accessToken, refreshToken } = await registerUser(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/refresh-token',
      headers: { authorization: `Bearer ${accessToken}` },
      cookies: { refreshToken },
    });
    expect(res.statusCode).toBe(200);
  });

  it('keeps rotating: each new token works once', async () => {
    let { refreshToken } = await registerUser(t.app);
    for (let i = 0; i < 3; i++) {
      const res = await refresh(t.app, refreshToken);
      expect(res.statusCode).toBe(200);
      refreshToken = res.json().data.refreshToken;
    }
  });

  it('treats reuse of a spent token as theft: the whole family is revoked', async () => {
    const { refreshToken: first } = await registerUser(t.app);
    const second = (await refresh(t.app, first)).json().data.refreshToken as string;
    const third = (await refresh(t.app, second)).json().data.refreshToken as string;

    const reused = await refresh(t.app, first);
    expect(reused.statusCode).toBe(401);
    expect(reused.json()).toEqual(EXPIRED);

    // The newest token of the family is dead too, and every row of the family is revoked.
    expect((await refresh(t.app, third)).statusCode).toBe(401);
    const family = await t.db
      .select({ revokedAt: refreshTokens.revokedAt })
      .from(refreshTokens)
      .where(eq(refreshTokens.familyId, (await tokenRow(first))!.familyId));
    expect(family).toHaveLength(3);
    expect(family.every((row) => row.revokedAt !== null)).toBe(true);
  });

  it('leaves the user’s other sessions alone when one family is revoked', async () => {
    const { email, refreshToken: phone } = await registerUser(t.app);
    const laptop = (await login(t.app, { email, password: GOOD_PASSWORD })).json().data
      .refreshToken as string;
    await refresh(t.app, phone);
    expect((await refresh(t.app, phone)).statusCode).toBe(401);
    expect((await refresh(t.app, laptop)).statusCode).toBe(200);
  });

  it('lets only one of two concurrent refreshes with the same token win', async () => {
    const { refreshToken } = await registerUser(t.app);
    const results = await Promise.all([
      refresh(t.app, refreshToken),
      refresh(t.app, refreshToken),
      refresh(t.app, refreshToken, 'cookie'),
    ]);
    const codes = results.map((res) => res.statusCode).sort();
    expect(codes).toEqual([200, 401, 401]);
    // The losers presented a spent token: reuse, so the family (the winner's too) is revoked.
    // The web app sends one refresh at a time (apps/web/src/lib/api-client.ts).
    const winner = results.find((res) => res.statusCode === 200)!;
    expect((await refresh(t.app, winner.json().data.refreshToken)).statusCode).toBe(401);
  });

  it('refuses an expired token', async () => {
    const { refreshToken } = await registerUser(t.app);
    await t.db
      .update(refreshTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(refreshTokens.tokenHash, hashRefreshToken(refreshToken)));
    const res = await refresh(t.app, refreshToken);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(EXPIRED);
  });

  it('refuses an access token, an unknown token, garbage and no token at all', async () => {
    const { accessToken } = await registerUser(t.app);
    for (const via of ['bearer', 'cookie', 'body'] as const) {
      const res = await refresh(t.app, accessToken, via);
      expect(res.statusCode, via).toBe(401);
      expect(res.json()).toEqual(EXPIRED);
    }
    const unknown = await refresh(t.app, 'A'.repeat(43));
    expect(unknown.json()).toEqual(EXPIRED);
    expect((await refresh(t.app, "' or 1=1 --")).statusCode).toBe(401);
    const none = await t.app.inject({ method: 'POST', url: '/api/user/refresh-token' });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual(EXPIRED);
    const tooLong = await refresh(t.app, 'x'.repeat(4097), 'body');
    expect(tooLong.statusCode).toBe(400);
  });

  it('ends the session of a user suspended meanwhile (403) and revokes the family', async () => {
    const { email, refreshToken } = await registerUser(t.app);
    await t.db.update(users).set({ status: 'suspended' }).where(eq(users.email, email));
    const res = await refresh(t.app, refreshToken);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Your account is suspended. Please contact support.');
    expect((await tokenRow(refreshToken))!.revokedAt).toBeInstanceOf(Date);
  });

  it('puts the current role into the new access token', async () => {
    const { email, refreshToken } = await registerUser(t.app);
    await t.db.update(users).set({ role: 'ADMIN' }).where(eq(users.email, email));
    const res = await refresh(t.app, refreshToken);
    expect(await t.accessTokens.verify(res.json().data.accessToken)).toMatchObject({
      role: 'ADMIN',
    });
  });
});

describe('GET /api/user/logout', () => {
  it('revokes the session of the refresh cookie and clears both cookies', async () => {
    const { accessToken, refreshToken } = await registerUser(t.app);
    const res = await t.app.inject({
      url: '/api/user/logout',
      headers: { authorization: `Bearer ${accessToken}` },
      cookies: { refreshToken },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, error: false, message: 'Logout successfully' });
    const cookies = setCookies(res);
    for (const [name, path] of [
      ['accessToken', '/'],
      ['refreshToken', '/api/user'],
    ] as const) {
      expect(cookies[name]).toMatchObject({ value: '', path, httpOnly: true });
      expect(cookies[name]!.expires!.getTime()).toBeLessThan(Date.now());
    }
    // Then refresh fails.
    const after = await refresh(t.app, refreshToken);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual(EXPIRED);
  });

  it('revokes a refresh token sent as the bearer token', async () => {
    const { refreshToken } = await registerUser(t.app);
    expect((await logout({ bearer: refreshToken })).statusCode).toBe(200);
    expect((await refresh(t.app, refreshToken)).statusCode).toBe(401);
  });

  it('works without any token, with an expired one, or with garbage', async () => {
    expect((await logout()).json().message).toBe('Logout successfully');
    expect((await logout({ bearer: 'not.a.jwt', cookie: 'rubbish' })).statusCode).toBe(200);
  });

  it('with only the access token, ends that session and leaves other sessions', async () => {
    const { email, password, accessToken, refreshToken } = await registerUser(t.app);
    const other = (await login(t.app, { email, password })).json().data;
    expect((await logout({ bearer: accessToken })).statusCode).toBe(200);
    // The access token names its session: the session's refresh token is revoked too.
    expect((await refresh(t.app, refreshToken)).statusCode).toBe(401);
    expect((await refresh(t.app, other.refreshToken)).statusCode).toBe(200);
  });
});
