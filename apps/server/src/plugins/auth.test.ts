import { eq } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema/index.js';
import { createAccessTokens } from '../platform/tokens/access-token.js';
import { signedInUser } from '../test-support/auth.js';
import { createTestDatabase, type TestDatabase } from '../test-support/database.js';
import { authPlugin } from './auth.js';
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
    app.get('/mine', { config: { auth: 'user' } }, async (request) => ({ auth: request.auth }));
    app.get('/admin', { config: { auth: 'admin' } }, async () => ({ ok: true }));
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  const deps = () => ({ db: database.db, accessTokens });

  it('lets anyone through an unguarded route, signed in or not', async () => {
    expect((await app.inject('/open')).json()).toEqual({ auth: null });
    const shopper = await signedInUser(deps());
    const res = await app.inject({ url: '/open', headers: shopper.headers });
    expect(res.json()).toEqual({ auth: { userId: shopper.id, role: 'USER' } });
  });

  it('answers 401 on a user route without a valid token, from header or cookie', async () => {
    expect((await app.inject('/mine')).statusCode).toBe(401);
    const forged = await createAccessTokens('another-secret-of-sufficient-length-0000').sign({
      userId: 'x',
      role: 'ADMIN',
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
    const stale = await longAgo.sign({ userId: shopper.id, role: 'USER' });
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
});
