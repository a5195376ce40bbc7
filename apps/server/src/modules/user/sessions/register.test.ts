import { PASSWORD_MISMATCH_MESSAGE } from '@store/contract/user';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '#server/db/schema/index.js';
import { RATE_LIMIT_MESSAGE } from '#server/plugins/rate-limit.js';
import {
  freshIp,
  GOOD_PASSWORD,
  login,
  registerUser,
  setCookies,
  uniqueEmail,
} from '#server/test-support/sessions.js';
import { useTestApp } from '#server/test-support/test-app.js';
import { COMMON_PASSWORD_MESSAGE } from './password-policy.js';

const t = useTestApp();

function register(payload: unknown, ip = freshIp()) {
  return t.app.inject({
    method: 'POST',
    url: '/api/user/register',
    remoteAddress: ip,
    payload: payload as Record<string, unknown>,
  });
}

function body(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Asha Verma',
    email: uniqueEmail(),
    password: GOOD_PASSWORD,
    confirmPassword: GOOD_PASSWORD,
    ...overrides,
  };
}

async function userRow(email: string) {
  const [row] = await t.db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
  return row;
}

describe('POST /api/user/register', () => {
  it('creates the account and signs the user in, like login (tokens and cookies)', async () => {
    const res = await register(body({ email: 'new.shopper@example.com' }));
    expect(res.statusCode).toBe(200);
    const reply = res.json();
    expect(reply).toMatchObject({
      success: true,
      error: false,
      message: 'User registered successfully',
    });
    expect(Object.keys(reply.data).sort()).toEqual(['accesstoken', 'refreshToken']);
    expect(reply.data.refreshToken).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const row = await userRow('new.shopper@example.com');
    expect(await t.accessTokens.verify(reply.data.accesstoken)).toEqual({
      userId: row!.id,
      role: 'USER',
      sessionId: expect.any(String),
      issuedAt: expect.any(Number),
    });
    expect(row).toMatchObject({
      name: 'Asha Verma',
      email: 'new.shopper@example.com',
      role: 'USER',
      status: 'active',
      verifyEmail: false,
      googleSub: null,
    });
    expect(row!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(row!.lastLoginDate).toBeInstanceOf(Date);

    const cookies = setCookies(res);
    expect(cookies.accessToken).toMatchObject({
      value: reply.data.accesstoken,
      httpOnly: true,
      sameSite: 'Lax',
      path: '/',
      maxAge: 15 * 60,
    });
    expect(cookies.refreshToken).toMatchObject({
      value: reply.data.refreshToken,
      httpOnly: true,
      sameSite: 'Lax',
      path: '/api/user',
      maxAge: 30 * 24 * 60 * 60,
    });
    // Not production: no Secure flag, so the cookies work on http://localhost.
    expect(cookies.accessToken!.secure).toBeFalsy();

    const me = await t.app.inject({
      url: '/api/user/user-details',
      headers: { authorization: `Bearer ${reply.data.accesstoken}` },
    });
    expect(me.json().data).toMatchObject({ email: 'new.shopper@example.com', hasPassword: true });
  });

  it('stores the e-mail in lowercase, treats it as unique regardless of case, and logs in', async () => {
    const mixed = `MiXeD.${uniqueEmail('Case')}`.replace('example.com', 'Example.COM');
    expect((await register(body({ email: mixed }))).statusCode).toBe(200);
    expect((await userRow(mixed))!.email).toBe(mixed.toLowerCase());

    const again = await register(body({ email: mixed.toUpperCase() }));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      success: false,
      error: true,
      message: 'This e-mail is already registered. Please log in.',
    });

    const res = await login(t.app, { email: mixed.toLowerCase(), password: GOOD_PASSWORD });
    expect(res.statusCode).toBe(200);
  });

  it('refuses common passwords, whatever their case', async () => {
    for (const password of ['password', '12345678', 'Qwerty123', 'iloveyou', 'India@123']) {
      const res = await register(body({ password, confirmPassword: password }));
      expect(res.statusCode, password).toBe(400);
      expect(res.json()).toEqual({ success: false, error: true, message: COMMON_PASSWORD_MESSAGE });
    }
  });

  it('takes passwords of 8 to 128 characters only', async () => {
    const short = await register(body({ password: 'Xk3$abc', confirmPassword: 'Xk3$abc' }));
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe('Password must be at least 8 characters.');

    const long = `${'Zq9!'.repeat(32)}x`;
    const tooLong = await register(body({ password: long, confirmPassword: long }));
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toBe('Password must be at most 128 characters.');

    const max = 'Zq9!'.repeat(32);
    const ok = await register(body({ password: max, confirmPassword: max }));
    expect(ok.statusCode).toBe(200);
  });

  it('needs the confirmation to match (SPEC §5 message)', async () => {
    const res = await register(body({ confirmPassword: `${GOOD_PASSWORD}!` }));
    expect(res.statusCode).toBe(400);
    // A whole-sentence rule is shown exactly as SPEC §5 words it, without a field prefix.
    expect(res.json().message).toBe(PASSWORD_MISMATCH_MESSAGE);
  });

  it('names the field of a missing, mistyped or over-long value', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ name: undefined }, 'Name is required.'],
      [{ name: '   ' }, 'Name is required.'],
      [{ name: 'a'.repeat(81) }, 'Name must be at most 80 characters.'],
      [{ name: 42 }, 'Name must be text.'],
      [{ email: undefined }, 'Email is required.'],
      [{ email: 'not-an-email' }, 'Email must be a valid e-mail address.'],
      [{ email: ['a@b.co'] }, 'Email must be text.'],
      [{ email: `${'a'.repeat(250)}@example.com` }, 'Email must be at most 254 characters.'],
      [{ password: undefined, confirmPassword: undefined }, 'Password is required.'],
      [{ password: 12345678 }, 'Password must be text.'],
    ];
    for (const [overrides, message] of cases) {
      const res = await register(body(overrides));
      expect(res.statusCode, message).toBe(400);
      expect(res.json()).toEqual({ success: false, error: true, message });
    }
    const notJson = await t.app.inject({
      method: 'POST',
      url: '/api/user/register',
      remoteAddress: freshIp(),
      headers: { 'content-type': 'application/json' },
      payload: '{"name":',
    });
    expect(notJson.statusCode).toBe(400);
    expect((await register([])).statusCode).toBe(400);
  });

  it('accepts a name of 80 characters, trimmed', async () => {
    const email = uniqueEmail();
    const name = 'N'.repeat(80);
    expect((await register(body({ email, name: `  ${name}  ` }))).statusCode).toBe(200);
    expect((await userRow(email))!.name).toBe(name);
  });

  it('stores SQL and HTML in a name as plain text, never running either', async () => {
    const [{ before }] = (await t.db
      .select({ before: sql<number>`count(*)::int` })
      .from(users)) as [{ before: number }];
    const names = [
      "Robert'); DROP TABLE users;--",
      '<script>alert("x")</script><img src=x onerror=alert(1)>',
    ];
    for (const name of names) {
      const email = uniqueEmail();
      const res = await register(body({ email, name }));
      expect(res.statusCode).toBe(200);
      const me = await t.app.inject({
        url: '/api/user/user-details',
        headers: { authorization: `Bearer ${res.json().data.accesstoken}` },
      });
      expect(me.json().data.name).toBe(name);
      // JSON, not HTML: a browser does not render the reply.
      expect(me.headers['content-type']).toMatch(/^application\/json/);
    }
    const [{ after }] = (await t.db.select({ after: sql<number>`count(*)::int` }).from(users)) as [
      { after: number },
    ];
    expect(after).toBe(before + 2);
  });

  it('ignores fields a shopper may not set (role, status, verify_email)', async () => {
    const email = uniqueEmail();
    const res = await register(
      body({ email, role: 'ADMIN', status: 'active', verify_email: true, googleSub: 'x' }),
    );
    expect(res.statusCode).toBe(200);
    expect(await userRow(email)).toMatchObject({
      role: 'USER',
      verifyEmail: false,
      googleSub: null,
    });
  });

  it('answers 400 to a Google sign-up when Google sign-in is not configured', async () => {
    const res = await register({
      name: 'Asha',
      email: uniqueEmail(),
      googleCredential: 'eyJhbGciOiJSUzI1NiJ9.e30.c2lnbmF0dXJlLXNpZ25hdHVyZQ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      error: true,
      message: 'Google sign-in is not available.',
    });
  });

  it('keeps the password out of the database and the reply', async () => {
    const { email, res } = await registerUser(t.app);
    expect(res.body).not.toContain(GOOD_PASSWORD);
    const row = await userRow(email);
    expect(row!.passwordHash).not.toContain(GOOD_PASSWORD);
  });

  it('is limited per address: the 11th sign-up within an hour gets 429', async () => {
    const ip = freshIp();
    for (let i = 0; i < 10; i++) {
      // Bad bodies count too: the limit guards the endpoint, not only successes.
      const res = await register(body(i % 2 === 0 ? {} : { name: '' }), ip);
      expect(res.statusCode).not.toBe(429);
    }
    const limited = await register(body(), ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ success: false, error: true, message: RATE_LIMIT_MESSAGE });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await register(body(), freshIp())).statusCode).toBe(200);
  });
});
