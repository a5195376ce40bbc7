import { STORE_NAME } from '@store/contract/constants';
import { messageReplySchema, verifyOtpReplySchema } from '@store/contract/user';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { describe, expect, it, vi } from 'vitest';
import { newId } from '#server/db/ids.js';
import { passwordResetOtps, refreshTokens, users } from '#server/db/schema/index.js';
import { RATE_LIMIT_MESSAGE } from '#server/plugins/rate-limit.js';
import { useTestSmtp } from '#server/test-support/smtp.js';
import { useTestApp } from '#server/test-support/test-app.js';
import { hashPassword, verifyPassword } from '../password.js';
import { COMMON_PASSWORD_MESSAGE } from '../sessions/password-policy.js';
import { RECOVERY_LIMITS, RESET_COOKIE } from './routes.js';
import {
  EXPIRED_OTP_MESSAGE,
  FORGOT_PASSWORD_MESSAGE,
  INVALID_OTP_MESSAGE,
  PASSWORD_RESET_MESSAGE,
  TOO_MANY_ATTEMPTS_MESSAGE,
  VERIFY_FIRST_MESSAGE,
} from './service.js';

const smtp = useTestSmtp();
const ctx = useTestApp(() => ({ SMTP_URL: smtp.url, MAIL_FROM: 'Store <no-reply@store.test>' }));

/** Each test speaks from its own client address, so per-IP limits of others never interfere. */
let ipCounter = 0;
const nextIp = () => `10.1.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;

async function createAccount(options: { email?: string; name?: string; password?: string } = {}) {
  const email = options.email ?? `reset-${newId().toLowerCase()}@example.com`;
  const [row] = await ctx.db
    .insert(users)
    .values({
      name: options.name ?? 'Asha Rao',
      email,
      passwordHash: await hashPassword(options.password ?? 'old-password-123'),
    })
    .returning({ id: users.id });
  return { id: row!.id, email };
}

function put(url: string, payload: object, ip: string, cookies?: Record<string, string>) {
  return ctx.app.inject({
    method: 'PUT',
    url: `/api/user/${url}`,
    payload,
    remoteAddress: ip,
    ...(cookies ? { cookies } : {}),
  });
}

/** Asks for a code and reads it from the e-mail the SMTP server received. */
async function requestCode(email: string, ip = nextIp()): Promise<string> {
  const before = smtp.received.length;
  const res = await put('forgot-password', { email }, ip);
  expect(res.statusCode).toBe(200);
  const mail = await smtp.waitFor(
    (m) => smtp.received.indexOf(m) >= before && m.envelopeTo.includes(email.toLowerCase()),
  );
  const code = /\b(\d{6})\b/.exec(mail.text)?.[1];
  expect(code).toBeDefined();
  return code!;
}

async function latestOtpRow(userId: string) {
  const rows = await ctx.db
    .select()
    .from(passwordResetOtps)
    .where(eq(passwordResetOtps.userId, userId));
  return rows.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())[0];
}

describe('password reset by e-mailed OTP', () => {
  it('runs the whole flow with the code read from the received e-mail', async () => {
    const account = await createAccount({ name: 'Asha <b>Rao</b>' });
    const ip = nextIp();
    const forgot = await put('forgot-password', { email: account.email.toUpperCase() }, ip);
    expect(forgot.statusCode).toBe(200);
    expect(messageReplySchema.parse(forgot.json())).toEqual({
      success: true,
      error: false,
      message: FORGOT_PASSWORD_MESSAGE,
    });

    const mail = await smtp.waitFor((m) => m.envelopeTo.includes(account.email));
    expect(mail.subject).toBe(`Your ${STORE_NAME} password reset code`);
    expect(mail.envelopeFrom).toBe('no-reply@store.test');
    const code = /\b(\d{6})\b/.exec(mail.text)![1]!;
    expect(mail.text).toContain('10 minutes');
    expect(mail.text).toContain('If you did not ask for this, ignore this e-mail.');
    expect(mail.text).toContain('Hi Asha <b>Rao</b>,');
    expect(mail.html).toContain(code);
    expect(mail.html).toContain('#6d28d9');
    expect(mail.html).toContain('Asha &lt;b&gt;Rao&lt;/b&gt;');
    expect(mail.html).not.toContain('<b>Rao</b>');
    // Only a hash is stored, never the code.
    const row = await latestOtpRow(account.id);
    expect(row!.otpHash).not.toContain(code);
    expect(row!.otpHash).toMatch(/^[0-9a-f]{64}$/);

    const verify = await put('verify-forgot-password-otp', { email: account.email, otp: code }, ip);
    expect(verify.statusCode).toBe(200);
    const { resetToken } = verifyOtpReplySchema.parse(verify.json()).data;
    expect(resetToken.length).toBeGreaterThanOrEqual(40);
    const cookie = verify.cookies.find((c) => c.name === RESET_COOKIE);
    expect(cookie).toMatchObject({
      value: resetToken,
      httpOnly: true,
      path: '/api/user',
      maxAge: 600,
      sameSite: 'Strict',
    });

    // The browser sends the cookie; the body carries no token.
    const reset = await put(
      'reset-password',
      {
        email: account.email,
        newPassword: 'a-brand-new-pass',
        confirmPassword: 'a-brand-new-pass',
      },
      ip,
      { [RESET_COOKIE]: resetToken },
    );
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toEqual({ success: true, error: false, message: PASSWORD_RESET_MESSAGE });
    const cleared = reset.cookies.find((c) => c.name === RESET_COOKIE);
    expect(cleared?.value).toBe('');

    const [user] = await ctx.db.select().from(users).where(eq(users.id, account.id));
    expect(await verifyPassword(user!.passwordHash, 'a-brand-new-pass')).toBe(true);
    expect(await verifyPassword(user!.passwordHash, 'old-password-123')).toBe(false);
    expect(user!.verifyEmail).toBe(true);
  });

  it('gives an unknown e-mail the same reply and sends it no mail', async () => {
    const known = await createAccount();
    const unknown = `nobody-${newId().toLowerCase()}@example.com`;
    const before = smtp.received.length;
    const res = await put('forgot-password', { email: unknown }, nextIp());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, error: false, message: FORGOT_PASSWORD_MESSAGE });
    // A real account's mail, sent after, arrives; nothing ever went to the unknown address.
    await requestCode(known.email);
    const since = smtp.received.slice(before);
    expect(since.flatMap((m) => m.envelopeTo)).toEqual([known.email]);
  });

  it('kills a code after 5 wrong tries: even the right code fails then', async () => {
    const account = await createAccount();
    const code = await requestCode(account.email);
    const wrong = code === '000000' ? '111111' : '000000';
    const ip = nextIp();
    const messages: string[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await put('verify-forgot-password-otp', { email: account.email, otp: wrong }, ip);
      expect(res.statusCode).toBe(400);
      messages.push(res.json().message);
    }
    expect(messages).toEqual([
      INVALID_OTP_MESSAGE,
      INVALID_OTP_MESSAGE,
      INVALID_OTP_MESSAGE,
      INVALID_OTP_MESSAGE,
      TOO_MANY_ATTEMPTS_MESSAGE,
      TOO_MANY_ATTEMPTS_MESSAGE,
    ]);
    const right = await put('verify-forgot-password-otp', { email: account.email, otp: code }, ip);
    expect(right.statusCode).toBe(400);
    expect(right.json()).toEqual({
      success: false,
      error: true,
      message: TOO_MANY_ATTEMPTS_MESSAGE,
    });
    expect((await latestOtpRow(account.id))!.failedAttempts).toBe(5);

    // A new code starts afresh.
    const fresh = await requestCode(account.email);
    const ok = await put('verify-forgot-password-otp', { email: account.email, otp: fresh }, ip);
    expect(ok.statusCode).toBe(200);
  });

  it('answers a wrong code for an unknown e-mail exactly like a wrong code', async () => {
    const res = await put(
      'verify-forgot-password-otp',
      { email: `ghost-${newId().toLowerCase()}@example.com`, otp: '123456' },
      nextIp(),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, error: true, message: INVALID_OTP_MESSAGE });
  });

  it('refuses an expired code', async () => {
    const account = await createAccount();
    const code = await requestCode(account.email);
    await ctx.db
      .update(passwordResetOtps)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetOtps.userId, account.id));
    const res = await put(
      'verify-forgot-password-otp',
      { email: account.email, otp: code },
      nextIp(),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(EXPIRED_OTP_MESSAGE);
  });

  it('invalidates the earlier code when a new one is requested', async () => {
    const account = await createAccount();
    const first = await requestCode(account.email);
    let second = await requestCode(account.email);
    // (One in a million: both codes equal. Ask again rather than flake.)
    if (second === first) second = await requestCode(account.email);
    const ip = nextIp();
    const old = await put('verify-forgot-password-otp', { email: account.email, otp: first }, ip);
    expect(old.statusCode).toBe(400);
    const now = await put('verify-forgot-password-otp', { email: account.email, otp: second }, ip);
    expect(now.statusCode).toBe(200);
  });

  it('uses a code once: after a reset neither the code nor its token works again', async () => {
    const account = await createAccount();
    const code = await requestCode(account.email);
    const ip = nextIp();
    const verify = await put('verify-forgot-password-otp', { email: account.email, otp: code }, ip);
    const { resetToken } = verify.json().data;
    const body = {
      email: account.email,
      newPassword: 'first-new-password',
      confirmPassword: 'first-new-password',
      resetToken,
    };
    expect((await put('reset-password', body, ip)).statusCode).toBe(200);

    const again = await put(
      'reset-password',
      { ...body, newPassword: 'second-new-password', confirmPassword: 'second-new-password' },
      ip,
    );
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(VERIFY_FIRST_MESSAGE);
    const reverify = await put(
      'verify-forgot-password-otp',
      { email: account.email, otp: code },
      ip,
    );
    expect(reverify.statusCode).toBe(400);
    expect(reverify.json().message).toBe(INVALID_OTP_MESSAGE);
  });

  it('refuses a reset without a verified code', async () => {
    const account = await createAccount();
    const ip = nextIp();
    const body = {
      email: account.email,
      newPassword: 'pass-word-9999',
      confirmPassword: 'pass-word-9999',
    };
    // No code at all.
    let res = await put('reset-password', body, ip);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, error: true, message: VERIFY_FIRST_MESSAGE });
    // A code was sent but not verified; a made-up token does not help.
    await requestCode(account.email);
    res = await put('reset-password', { ...body, resetToken: 'x'.repeat(43) }, ip);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(VERIFY_FIRST_MESSAGE);
    const [user] = await ctx.db.select().from(users).where(eq(users.id, account.id));
    expect(await verifyPassword(user!.passwordHash, 'old-password-123')).toBe(true);
  });

  it("refuses another user's reset token", async () => {
    const victim = await createAccount();
    const attacker = await createAccount();
    await requestCode(victim.email);
    const code = await requestCode(attacker.email);
    const ip = nextIp();
    const verify = await put(
      'verify-forgot-password-otp',
      { email: attacker.email, otp: code },
      ip,
    );
    const { resetToken } = verify.json().data;
    const res = await put(
      'reset-password',
      {
        email: victim.email,
        newPassword: 'hijacked-pass',
        confirmPassword: 'hijacked-pass',
        resetToken,
      },
      ip,
      { [RESET_COOKIE]: resetToken },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(VERIFY_FIRST_MESSAGE);
    const [user] = await ctx.db.select().from(users).where(eq(users.id, victim.id));
    expect(await verifyPassword(user!.passwordHash, 'old-password-123')).toBe(true);
  });

  it('refuses a reset once the window after verifying has passed', async () => {
    const account = await createAccount();
    const code = await requestCode(account.email);
    const ip = nextIp();
    const verify = await put('verify-forgot-password-otp', { email: account.email, otp: code }, ip);
    await ctx.db
      .update(passwordResetOtps)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetOtps.userId, account.id));
    const res = await put(
      'reset-password',
      {
        email: account.email,
        newPassword: 'late-password',
        confirmPassword: 'late-password',
        resetToken: verify.json().data.resetToken,
      },
      ip,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(VERIFY_FIRST_MESSAGE);
  });

  it('says when the two passwords differ, and checks the new one', async () => {
    const account = await createAccount();
    const ip = nextIp();
    const mismatch = await put(
      'reset-password',
      { email: account.email, newPassword: 'password-one-1', confirmPassword: 'password-two-2' },
      ip,
    );
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().message).toBe('New password and confirm password must be same.');
    const short = await put(
      'reset-password',
      { email: account.email, newPassword: 'short', confirmPassword: 'short' },
      ip,
    );
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe('New password must be at least 8 characters.');
    const badOtp = await put(
      'verify-forgot-password-otp',
      { email: account.email, otp: '12a456' },
      ip,
    );
    expect(badOtp.statusCode).toBe(400);
    expect(badOtp.json().message).toBe('Code must be the 6-digit code from the e-mail.');
    const badEmail = await put('forgot-password', { email: 'not-an-email' }, ip);
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json().message).toBe('Email must be a valid e-mail address.');
  });

  it('refuses a common password and keeps the verified code for a better one', async () => {
    const account = await createAccount();
    const code = await requestCode(account.email);
    const ip = nextIp();
    const verify = await put('verify-forgot-password-otp', { email: account.email, otp: code }, ip);
    const { resetToken } = verify.json().data;
    const common = await put(
      'reset-password',
      {
        email: account.email,
        newPassword: 'Password123',
        confirmPassword: 'Password123',
        resetToken,
      },
      ip,
    );
    expect(common.statusCode).toBe(400);
    expect(common.json().message).toBe(COMMON_PASSWORD_MESSAGE);
    const better = await put(
      'reset-password',
      {
        email: account.email,
        newPassword: 'saffron-kite-47',
        confirmPassword: 'saffron-kite-47',
        resetToken,
      },
      ip,
    );
    expect(better.statusCode).toBe(200);
  });

  it('revokes every refresh token of the user on reset', async () => {
    const account = await createAccount();
    const other = await createAccount();
    const future = new Date(Date.now() + 24 * 3600_000);
    await ctx.db.insert(refreshTokens).values([
      { userId: account.id, familyId: 'fam1', tokenHash: `h-${newId()}`, expiresAt: future },
      { userId: account.id, familyId: 'fam2', tokenHash: `h-${newId()}`, expiresAt: future },
      { userId: other.id, familyId: 'fam3', tokenHash: `h-${newId()}`, expiresAt: future },
    ]);
    const code = await requestCode(account.email);
    const ip = nextIp();
    const verify = await put('verify-forgot-password-otp', { email: account.email, otp: code }, ip);
    const res = await put(
      'reset-password',
      {
        email: account.email,
        newPassword: 'revoke-them-all',
        confirmPassword: 'revoke-them-all',
        resetToken: verify.json().data.resetToken,
      },
      ip,
    );
    expect(res.statusCode).toBe(200);
    const mine = await ctx.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.userId, account.id));
    expect(mine).toHaveLength(2);
    for (const token of mine) expect(token.revokedAt).toBeInstanceOf(Date);
    const theirs = await ctx.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.userId, other.id));
    expect(theirs[0]!.revokedAt).toBeNull();
  });
});

describe('a password reset ends every session of the account at once', () => {
  it('stops the access tokens of every device; a sign-in with the new password works', async () => {
    const account = await createAccount({ password: 'old-password-123' });
    const signIn = async (password: string) => {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/user/login',
        remoteAddress: nextIp(),
        payload: { email: account.email, password },
      });
      expect(res.statusCode).toBe(200);
      return res.json().data.accesstoken as string;
    };
    const details = (accessToken: string) =>
      ctx.app.inject({
        url: '/api/user/user-details',
        headers: { authorization: `Bearer ${accessToken}` },
      });
    const laptop = await signIn('old-password-123');
    const phone = await signIn('old-password-123');
    expect((await details(laptop)).statusCode).toBe(200);
    expect((await details(phone)).statusCode).toBe(200);

    const code = await requestCode(account.email);
    const ip = nextIp();
    const verify = await put('verify-forgot-password-otp', { email: account.email, otp: code }, ip);
    const reset = await put(
      'reset-password',
      {
        email: account.email,
        newPassword: 'a-fresh-start-77',
        confirmPassword: 'a-fresh-start-77',
        resetToken: verify.json().data.resetToken,
      },
      ip,
    );
    expect(reset.statusCode).toBe(200);

    for (const token of [laptop, phone]) {
      const res = await details(token);
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe('Your session has ended. Please log in again.');
    }
    const [row] = await ctx.db.select().from(users).where(eq(users.id, account.id));
    expect(row!.sessionsValidAfter).toBeInstanceOf(Date);
    expect((await details(await signIn('a-fresh-start-77'))).statusCode).toBe(200);
  });
});

describe('rate limits on the reset flow', () => {
  it('limits forgot-password per client address (429 in the envelope)', async () => {
    const ip = nextIp();
    const { max } = RECOVERY_LIMITS.forgotPerIp;
    for (let i = 0; i < max; i++) {
      const email = `limit-${i}-${newId().toLowerCase()}@example.com`;
      expect((await put('forgot-password', { email }, ip)).statusCode).toBe(200);
    }
    const res = await put('forgot-password', { email: 'one-more@example.com' }, ip);
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({ success: false, error: true, message: RATE_LIMIT_MESSAGE });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not affected.
    expect(
      (await put('forgot-password', { email: 'one-more@example.com' }, nextIp())).statusCode,
    ).toBe(200);
  });

  it('limits forgot-password per e-mail, whatever the address or letter case', async () => {
    const account = await createAccount();
    const { max } = RECOVERY_LIMITS.forgotPerEmail;
    for (let i = 0; i < max; i++) {
      expect((await put('forgot-password', { email: account.email }, nextIp())).statusCode).toBe(
        200,
      );
    }
    const res = await put('forgot-password', { email: account.email.toUpperCase() }, nextIp());
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({ success: false, error: true, message: RATE_LIMIT_MESSAGE });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('limits OTP verification per client address', async () => {
    const ip = nextIp();
    const { max } = RECOVERY_LIMITS.verifyPerIp;
    const email = `verify-limit-${newId().toLowerCase()}@example.com`;
    for (let i = 0; i < max; i++) {
      expect(
        (await put('verify-forgot-password-otp', { email, otp: '123456' }, ip)).statusCode,
      ).toBe(400);
    }
    const res = await put('verify-forgot-password-otp', { email, otp: '123456' }, ip);
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({ success: false, error: true, message: RATE_LIMIT_MESSAGE });
  });
});

describe('password reset when the mail server is down', () => {
  const logged: { level: number; msg: string; userId?: string }[] = [];
  // Port 1 on loopback: nothing listens, the connection is refused at once.
  const down = useTestApp(
    { SMTP_URL: 'smtp://127.0.0.1:1' },
    {
      logger: pino({ level: 'error' }, { write: (line: string) => logged.push(JSON.parse(line)) }),
    },
  );

  it('still gives the same reply; the failure is caught and logged, not thrown', async () => {
    const email = `down-${newId().toLowerCase()}@example.com`;
    await down.db.insert(users).values({ name: 'Down', email });
    const res = await down.app.inject({
      method: 'PUT',
      url: '/api/user/forgot-password',
      payload: { email },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(FORGOT_PASSWORD_MESSAGE);
    // The background send fails and is logged (an unhandled rejection would fail the run).
    const [user] = await down.db.select().from(users).where(eq(users.email, email));
    await vi.waitFor(() =>
      expect(logged).toContainEqual(
        expect.objectContaining({
          level: 50,
          msg: 'password reset e-mail could not be sent',
          userId: user!.id,
        }),
      ),
    );
  });
});
