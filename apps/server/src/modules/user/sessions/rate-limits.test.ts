import { describe, expect, it } from 'vitest';
import { RATE_LIMIT_MESSAGE } from '#server/plugins/rate-limit.js';
import {
  freshIp,
  GOOD_PASSWORD,
  login,
  registerUser,
  uniqueEmail,
} from '#server/test-support/sessions.js';
import { useTestApp } from '#server/test-support/test-app.js';
import { SESSION_LIMITS } from './limits.js';

const t = useTestApp();
const LIMITED = { success: false, error: true, message: RATE_LIMIT_MESSAGE };

describe('login limits (DESIGN §4)', () => {
  it('limits login attempts per address: the 21st within a minute gets 429', async () => {
    const ip = freshIp();
    const { email } = await registerUser(t.app);
    for (let i = 0; i < SESSION_LIMITS.loginPerIp.max; i++) {
      const res = await login(t.app, { email: uniqueEmail(), password: 'Wrong-Password-1' }, ip);
      expect(res.statusCode).toBe(401);
    }
    const limited = await login(t.app, { email, password: GOOD_PASSWORD }, ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual(LIMITED);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not affected.
    expect((await login(t.app, { email, password: GOOD_PASSWORD }, freshIp())).statusCode).toBe(
      200,
    );
  });

  /** `count` failed logins for `email`, ten at a time, each ten from an address of its own. */
  async function fail(email: string, count: number) {
    for (let done = 0; done < count; done += 10) {
      const ip = freshIp();
      const batch = Array.from({ length: Math.min(10, count - done) }, (_, i) =>
        login(t.app, { email, password: `Guess-number-${done + i}` }, ip),
      );
      for (const res of await Promise.all(batch)) expect(res.statusCode).toBe(401);
    }
  }

  it('locks an account after 100 failed logins within the hour, even for the right password', async () => {
    const { email } = await registerUser(t.app);
    const { email: bystander } = await registerUser(t.app);
    // From many addresses, as a distributed guesser would; each stays under the per-IP limit.
    await fail(email, SESSION_LIMITS.failedLoginsPerAccount.max);
    const right = await login(t.app, { email: email.toUpperCase(), password: GOOD_PASSWORD });
    expect(right.statusCode).toBe(429);
    expect(right.json()).toEqual(LIMITED);
    const wrong = await login(t.app, { email, password: 'Guess-number-x' });
    expect(wrong.statusCode).toBe(429);
    // Other accounts sign in as usual.
    expect((await login(t.app, { email: bystander, password: GOOD_PASSWORD })).statusCode).toBe(
      200,
    );
  });

  it('locks an unknown e-mail the same way, so the lock reveals no account', async () => {
    const nobody = uniqueEmail('nobody');
    await fail(nobody, SESSION_LIMITS.failedLoginsPerAccount.max);
    const res = await login(t.app, { email: nobody, password: 'Guess-number-x' });
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual(LIMITED);
  });

  it('clears the count after a successful login', async () => {
    const { email } = await registerUser(t.app);
    await fail(email, SESSION_LIMITS.failedLoginsPerAccount.max - 1);
    expect((await login(t.app, { email, password: GOOD_PASSWORD })).statusCode).toBe(200);
    // Without the reset this would be failure number 100, and the next login a 429.
    await fail(email, 1);
    expect((await login(t.app, { email, password: GOOD_PASSWORD })).statusCode).toBe(200);
  });
});
