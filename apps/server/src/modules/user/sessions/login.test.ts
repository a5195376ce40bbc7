import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '#server/db/schema/index.js';
import {
  GOOD_PASSWORD,
  login,
  registerUser,
  setCookies,
  uniqueEmail,
} from '#server/test-support/sessions.js';
import { useTestApp } from '#server/test-support/test-app.js';

const t = useTestApp();

const INVALID = { success: false, error: true, message: 'Invalid email or password.' };

describe('POST /api/user/login with e-mail and password', () => {
  it('signs in: tokens in the reply (SPEC §7 names), cookies, last_login_date kept', async () => {
    const { email } = await registerUser(t.app);
    await t.db.update(users).set({ lastLoginDate: null }).where(eq(users.email, email));

    const res = await login(t.app, { email, password: GOOD_PASSWORD });
    expect(res.statusCode).toBe(200);
    const reply = res.json();
    expect(reply).toMatchObject({ success: true, error: false, message: 'Login successfully' });
    expect(Object.keys(reply.data).sort()).toEqual(['accesstoken', 'refreshToken']);
    const cookies = setCookies(res);
    expect(cookies.accessToken).toMatchObject({ value: reply.data.accesstoken, httpOnly: true });
    expect(cookies.refreshToken).toMatchObject({ value: reply.data.refreshToken, httpOnly: true });

    const [row] = await t.db.select().from(users).where(eq(users.email, email));
    expect(Date.now() - row!.lastLoginDate!.getTime()).toBeLessThan(60_000);

    // The access token works as a bearer header and as the cookie.
    const byHeader = await t.app.inject({
      url: '/api/user/user-details',
      headers: { authorization: `Bearer ${reply.data.accesstoken}` },
    });
    expect(byHeader.statusCode).toBe(200);
    const byCookie = await t.app.inject({
      url: '/api/user/user-details',
      cookies: { accessToken: reply.data.accesstoken },
    });
    expect(byCookie.json().data.last_login_date).toBe(row!.lastLoginDate!.toISOString());
  });

  it('accepts the e-mail in any case and with spaces around it', async () => {
    const { email } = await registerUser(t.app);
    for (const typed of [email.toUpperCase(), `  ${email}  `]) {
      expect((await login(t.app, { email: typed, password: GOOD_PASSWORD })).statusCode).toBe(200);
    }
    // The password is not case-insensitive.
    const res = await login(t.app, { email, password: GOOD_PASSWORD.toUpperCase() });
    expect(res.statusCode).toBe(401);
  });

  it('gives a wrong password and an unknown e-mail the same answer', async () => {
    // Constant-time design (service.ts): both paths run one argon2id verification, against the
    // account's hash or DUMMY_HASH. Timing is not measured here (it would be flaky); the reply
    // must be byte-for-byte the same.
    const { email } = await registerUser(t.app);
    const wrong = await login(t.app, { email, password: 'Not-The-Password-9' });
    const unknown = await login(t.app, {
      email: uniqueEmail('nobody'),
      password: 'Not-The-Password-9',
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(INVALID);
    expect(unknown.body).toBe(wrong.body);
    expect(setCookies(wrong)).toEqual({});
  });

  it('gives an account without a password (Google sign-up) the same answer', async () => {
    const email = uniqueEmail('google-only');
    await t.db.insert(users).values({ name: 'G', email, googleSub: 'sub-google-only-1' });
    const res = await login(t.app, { email, password: 'Any-Password-123' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(INVALID);
  });

  it('refuses a suspended account with 403, but only after the right password', async () => {
    const { email } = await registerUser(t.app);
    await t.db.update(users).set({ status: 'suspended' }).where(eq(users.email, email));

    const right = await login(t.app, { email, password: GOOD_PASSWORD });
    expect(right.statusCode).toBe(403);
    expect(right.json()).toEqual({
      success: false,
      error: true,
      message: 'Your account is suspended. Please contact support.',
    });
    expect(setCookies(right)).toEqual({});
    // A wrong password learns nothing about the suspension.
    const wrong = await login(t.app, { email, password: 'Not-The-Password-9' });
    expect(wrong.json()).toEqual(INVALID);
  });

  it('lets an inactive (not suspended) account sign in', async () => {
    const { email } = await registerUser(t.app);
    await t.db.update(users).set({ status: 'inactive' }).where(eq(users.email, email));
    expect((await login(t.app, { email, password: GOOD_PASSWORD })).statusCode).toBe(200);
  });

  it('signs an admin in with the ADMIN role in the token', async () => {
    const { email } = await registerUser(t.app);
    await t.db.update(users).set({ role: 'ADMIN' }).where(eq(users.email, email));
    const res = await login(t.app, { email, password: GOOD_PASSWORD });
    expect(await t.accessTokens.verify(res.json().data.accesstoken)).toMatchObject({
      role: 'ADMIN',
    });
  });

  it('names the field of a missing, mistyped or over-long value', async () => {
    const email = uniqueEmail();
    const cases: Array<[unknown, string]> = [
      [{ email }, 'Password is required.'],
      [{ email, password: '' }, 'Password is required.'],
      [{ email, password: 12345678 }, 'Password must be text.'],
      [{ email, password: 'x'.repeat(129) }, 'Password must be at most 128 characters.'],
      [{ password: GOOD_PASSWORD }, 'Email is required.'],
      [{ email: 'nobody', password: GOOD_PASSWORD }, 'Email must be a valid e-mail address.'],
      [{ email, password: GOOD_PASSWORD, OAuth: 'yes' }, 'Sign-in method'],
      [{ OAuth: true }, 'Google credential is required.'],
    ];
    for (const [payload, message] of cases) {
      const res = await login(t.app, payload as Record<string, unknown>);
      expect(res.statusCode, message).toBe(400);
      expect(res.json().message.startsWith(message), res.json().message).toBe(true);
    }
    const empty = await t.app.inject({ method: 'POST', url: '/api/user/login' });
    expect(empty.statusCode).toBe(400);
  });

  it('answers 400 to Google sign-in when GOOGLE_CLIENT_ID is not configured', async () => {
    const res = await login(t.app, {
      OAuth: true,
      credential: 'eyJhbGciOiJSUzI1NiJ9.e30.c2lnbmF0dXJlLXNpZ25hdHVyZQ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      error: true,
      message: 'Google sign-in is not available.',
    });
  });

  it('accepts OAuth: false with a password (the SPEC client sends the flag)', async () => {
    const { email } = await registerUser(t.app);
    const res = await login(t.app, { email, password: GOOD_PASSWORD, OAuth: false });
    expect(res.statusCode).toBe(200);
  });
});
