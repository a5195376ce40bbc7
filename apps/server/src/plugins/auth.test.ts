import { eq, sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../db/ids.js';
import { refreshTokens, users } from '../db/schema/index.js';
import { createAccessTokens } from '../platform/tokens/access-token.js';
import { signedInUser } from '../test-support/auth.js';
import { createTestDatabase, type TestDatabase } from '../test-support/database.js';
import { authPlugin, currentUserId, sessionLiveSql, sessionToCheck } from './auth.js';
import { errorsPlugin } from './errors.js';

describe('route guards (config.auth)', () => {
  const accessTokens = createAccessTokens('a-test-secret-that-is-long-enough-123456');
  let database: TestDatabase;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await createTestDatabase();
    app = Fastify();
    await app.register(errorsPlugin);
    await app.register(authPlugin, { db: database.db, accessTokens });
    app.get('/open', async (request) => ({ auth: request.auth }));
    app.get('/maybe', { config: { auth: 'optional' } }, async (request) => ({
      auth: request.auth,
    }));
    app.get('/mine', { config: { auth: 'user' } }, async (request) => ({ auth: request.auth }));
    app.get('/admin', { config: { auth: 'admin' } }, async () => ({ ok: true }));
    // The route's own statement checks the session (sessionLiveSql); currentUserId refuses.
    app.get('/in-statement', { config: { auth: 'user-in-statement' } }, async (request) => {
      const session = sessionToCheck(request);
      const { rows } = await database.db.execute<{ live: boolean }>(
        sql`select ${sessionLiveSql(sql`${session.userId}`, sql`${session.sessionId}`, sql`${session.issuedAt}`)} as live`,
      );
      return { live: rows[0]!.live, auth: request.auth };
    });
    app.get(
      '/in-statement-unchecked',
      { config: { auth: 'user-in-statement' } },
      async (request) => ({
        userId: currentUserId(request),
      }),
    );
    const body = {
      type: 'object',
      required: ['name'],
      additionalProperties: false,
      properties: { name: { type: 'string' } },
    };
    app.post('/mine', { config: { auth: 'user' }, schema: { body } }, async () => ({ ok: 1 }));
    app.post('/admin', { config: { auth: 'admin' }, schema: { body } }, async () => ({ ok: 1 }));
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  const deps = () => ({ db: database.db, accessTokens });

  it('lets anyone through an unguarded route, and never reads its token there', async () => {
    expect((await app.inject('/open')).json()).toEqual({ auth: null });
    const shopper = await signedInUser(deps());
    const res = await app.inject({ url: '/open', headers: shopper.headers });
    expect(res.json()).toEqual({ auth: null });
  });

  it('tells an optional route who calls only while the session is live', async () => {
    expect((await app.inject('/maybe')).json()).toEqual({ auth: null });
    const shopper = await signedInUser(deps());
    const live = await app.inject({ url: '/maybe', headers: shopper.headers });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({
      auth: {
        userId: shopper.id,
        role: 'USER',
        sessionId: expect.any(String),
        issuedAt: (await accessTokens.verify(shopper.token))!.issuedAt,
        sessionChecked: true,
      },
    });
    await endSession(live.json().auth.sessionId, shopper.id);
    const ended = await app.inject({ url: '/maybe', headers: shopper.headers });
    expect(ended.statusCode).toBe(200);
    expect(ended.json()).toEqual({ auth: null });
  });

  it('answers 401 on a user route without a valid token, from header or cookie', async () => {
    expect((await app.inject('/mine')).statusCode).toBe(401);
    const forged = await createAccessTokens('another-secret-of-sufficient-length-0000').sign({
      userId: 'x',
      role: 'ADMIN',
      sessionId: 'y',
    });
    for (const headers of [
      { authorization: `Bearer ${forged}` },
      { authorization: 'Bearer not.a.jwt' },
      { authorization: 'Basic abc' },
      { cookie: `accessToken=${forged}` },
    ]) {
      const res = await app.inject({ url: '/mine', headers });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({
        success: false,
        error: true,
        message: 'Please log in to continue.',
      });
    }
  });

  it('accepts the access token as a bearer header or as the httpOnly cookie', async () => {
    const shopper = await signedInUser(deps());
    expect((await app.inject({ url: '/mine', headers: shopper.headers })).statusCode).toBe(200);
    const byCookie = await app.inject({ url: '/mine', cookies: { accessToken: shopper.token } });
    expect(byCookie.statusCode).toBe(200);
  });

  it('refuses an expired token', async () => {
    const shopper = await signedInUser(deps());
    const longAgo = createAccessTokens(
      'a-test-secret-that-is-long-enough-123456',
      () => Date.now() - 16 * 60 * 1000,
    );
    const stale = await longAgo.sign({ userId: shopper.id, role: 'USER', sessionId: newId() });
    const res = await app.inject({ url: '/mine', headers: { authorization: `Bearer ${stale}` } });
    expect(res.statusCode).toBe(401);
  });

  it('answers 403 to a signed-in non-admin on an admin route, 200 to an admin', async () => {
    const shopper = await signedInUser(deps());
    const denied = await app.inject({ url: '/admin', headers: shopper.headers });
    expect(denied.statusCode).toBe(403);
    expect(denied.json().message).toBe('You do not have permission to do this.');
    const admin = await signedInUser(deps(), { role: 'ADMIN' });
    expect((await app.inject({ url: '/admin', headers: admin.headers })).statusCode).toBe(200);
  });

  it('checks the role in the database: a demoted admin loses access at once', async () => {
    const admin = await signedInUser(deps(), { role: 'ADMIN' });
    await database.db.update(users).set({ role: 'USER' }).where(eq(users.id, admin.id));
    expect((await app.inject({ url: '/admin', headers: admin.headers })).statusCode).toBe(403);
  });

  it('cuts off a suspended account even with a valid token', async () => {
    const shopper = await signedInUser(deps());
    await database.db.update(users).set({ status: 'suspended' }).where(eq(users.id, shopper.id));
    const res = await app.inject({ url: '/mine', headers: shopper.headers });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Your session has ended. Please log in again.');
  });

  it('answers 401/403 before validating the body', async () => {
    const bad = { payload: { title: 42 } };
    const visitor = await app.inject({ method: 'POST', url: '/mine', ...bad });
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json().message).toBe('Please log in to continue.');
    const shopper = await signedInUser(deps());
    const denied = await app.inject({
      method: 'POST',
      url: '/admin',
      headers: shopper.headers,
      ...bad,
    });
    expect(denied.statusCode).toBe(403);
    const invalid = await app.inject({
      method: 'POST',
      url: '/mine',
      headers: shopper.headers,
      ...bad,
    });
    expect(invalid.statusCode).toBe(400);
  });

  it('refuses a token that names no session (issued before sessions were checked)', async () => {
    const shopper = await signedInUser(deps());
    const { SignJWT } = await import('jose');
    const now = Math.floor(Date.now() / 1000);
    const noSession = await new SignJWT({ role: 'USER' })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(shopper.id)
      .setIssuer('editing-assets-store')
      .setAudience('store-api')
      .setIssuedAt(now)
      .setExpirationTime(now + 600)
      .sign(new TextEncoder().encode('a-test-secret-that-is-long-enough-123456'));
    const res = await app.inject({
      url: '/mine',
      headers: { authorization: `Bearer ${noSession}` },
    });
    expect(res.statusCode).toBe(401);
  });

  it('ends the access tokens of a revoked session at once, and only those', async () => {
    const shopper = await signedInUser(deps());
    const other = await accessTokens.sign({
      userId: shopper.id,
      role: 'USER',
      sessionId: newId(),
    });
    const claims = await accessTokens.verify(shopper.token);
    await endSession(claims!.sessionId, shopper.id);
    const res = await app.inject({ url: '/mine', headers: shopper.headers });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Your session has ended. Please log in again.');
    const byCookie = await app.inject({ url: '/mine', cookies: { accessToken: shopper.token } });
    expect(byCookie.statusCode).toBe(401);
    // The account's other session is untouched.
    const still = await app.inject({ url: '/mine', headers: { authorization: `Bearer ${other}` } });
    expect(still.statusCode).toBe(200);
  });

  it('ends tokens issued before the account’s sessions_valid_after', async () => {
    const shopper = await signedInUser(deps());
    const signedAt = (await accessTokens.verify(shopper.token))!.issuedAt;
    await database.db
      .update(users)
      .set({ sessionsValidAfter: new Date((signedAt + 1) * 1000) })
      .where(eq(users.id, shopper.id));
    const res = await app.inject({ url: '/mine', headers: shopper.headers });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Your session has ended. Please log in again.');
    // A token issued in that second or later counts.
    const later = await createAccessTokens(
      'a-test-secret-that-is-long-enough-123456',
      () => (signedAt + 1) * 1000,
    ).sign({ userId: shopper.id, role: 'USER', sessionId: newId() });
    const ok = await app.inject({ url: '/mine', headers: { authorization: `Bearer ${later}` } });
    expect(ok.statusCode).toBe(200);
  });

  it('checks the account and the session in one database round trip', async () => {
    const shopper = await signedInUser(deps(), { role: 'ADMIN' });
    let queries = 0;
    const count = () => {
      queries++;
    };
    database.pool.on('acquire', count);
    try {
      expect((await app.inject({ url: '/admin', headers: shopper.headers })).statusCode).toBe(200);
    } finally {
      database.pool.off('acquire', count);
    }
    expect(queries).toBe(1);
  });

  it('user-in-statement: the token alone at the guard, the session in the route’s statement', async () => {
    const visitor = await app.inject({ url: '/in-statement' });
    expect([visitor.statusCode, visitor.json().message]).toEqual([
      401,
      'Please log in to continue.',
    ]);

    const shopper = await signedInUser(deps());
    const claims = (await accessTokens.verify(shopper.token))!;
    let queries = 0;
    const count = () => {
      queries++;
    };
    database.pool.on('acquire', count);
    const live = await app.inject({ url: '/in-statement', headers: shopper.headers });
    database.pool.off('acquire', count);
    // The guard made no query: the one the route made is the only one.
    expect(queries).toBe(1);
    expect(live.json()).toEqual({
      live: true,
      auth: {
        userId: shopper.id,
        role: 'USER',
        sessionId: claims.sessionId,
        issuedAt: claims.issuedAt,
        sessionChecked: false,
      },
    });
    // A handler that asks for the signed-in user without checking the session gets a 401.
    const unchecked = await app.inject({
      url: '/in-statement-unchecked',
      headers: shopper.headers,
    });
    expect(unchecked.statusCode).toBe(401);

    // sessionLiveSql ends what the guard ends: each case the guard answers 401 on /mine.
    const liveOn = async (headers: { authorization: string }) => [
      (await app.inject({ url: '/mine', headers })).statusCode,
      (await app.inject({ url: '/in-statement', headers })).json().live,
    ];
    expect(await liveOn(shopper.headers)).toEqual([200, true]);
    const revoked = await signedInUser(deps());
    await endSession((await accessTokens.verify(revoked.token))!.sessionId, revoked.id);
    expect(await liveOn(revoked.headers)).toEqual([401, false]);
    const reset = await signedInUser(deps());
    const resetAt = (await accessTokens.verify(reset.token))!.issuedAt;
    await database.db
      .update(users)
      .set({ sessionsValidAfter: new Date((resetAt + 1) * 1000) })
      .where(eq(users.id, reset.id));
    expect(await liveOn(reset.headers)).toEqual([401, false]);
    // A token from the very second of the reset still counts, for both.
    const sameSecond = await createAccessTokens(
      'a-test-secret-that-is-long-enough-123456',
      () => (resetAt + 1) * 1000 + 999,
    ).sign({ userId: reset.id, role: 'USER', sessionId: newId() });
    expect(await liveOn({ authorization: `Bearer ${sameSecond}` })).toEqual([200, true]);
    const suspended = await signedInUser(deps());
    await database.db.update(users).set({ status: 'suspended' }).where(eq(users.id, suspended.id));
    expect(await liveOn(suspended.headers)).toEqual([401, false]);
    const gone = await signedInUser(deps());
    await database.db.delete(users).where(eq(users.id, gone.id));
    expect(await liveOn(gone.headers)).toEqual([401, false]);
  });

  /** Revokes a session as logout does: its refresh-token rows get `revoked_at`. */
  async function endSession(familyId: string, userId: string) {
    await database.db.insert(refreshTokens).values({
      userId,
      familyId,
      tokenHash: newId(),
      expiresAt: new Date(Date.now() + 86_400_000),
      revokedAt: new Date(),
    });
  }
});
