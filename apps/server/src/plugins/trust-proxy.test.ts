import { describe, expect, it } from 'vitest';
import { SUBMIT_LIMIT } from '../modules/ticket/routes.js';
import { SESSION_LIMITS } from '../modules/user/sessions/limits.js';
import { GOOD_PASSWORD, uniqueEmail } from '../test-support/sessions.js';
import { type TestContext, useTestApp } from '../test-support/test-app.js';

/**
 * Issue 13: with `trustProxy: true` in production any client named its own address in
 * X-Forwarded-For and walked past every per-address limit (25 logins, 15 of 15 sign-ups).
 * Now only the proxies TRUST_PROXY names are believed.
 */
type Call = 'login' | 'register' | 'contact';
const LIMITS: Record<Call, number> = {
  login: SESSION_LIMITS.loginPerIp.max,
  register: SESSION_LIMITS.registerPerIp.max,
  contact: SUBMIT_LIMIT.max,
};

function call(ctx: TestContext, what: Call, remoteAddress: string, forwardedFor: string) {
  const headers = { 'x-forwarded-for': forwardedFor };
  const email = uniqueEmail('proxy');
  if (what === 'login') {
    return ctx.app.inject({
      method: 'POST',
      url: '/api/user/login',
      remoteAddress,
      headers,
      payload: { email, password: 'Wrong-Password-1' },
    });
  }
  if (what === 'register') {
    return ctx.app.inject({
      method: 'POST',
      url: '/api/user/register',
      remoteAddress,
      headers,
      payload: {
        name: 'Asha Verma',
        email,
        password: GOOD_PASSWORD,
        confirmPassword: GOOD_PASSWORD,
      },
    });
  }
  return ctx.app.inject({
    method: 'POST',
    url: '/api/survey/submitForm',
    remoteAddress,
    headers,
    payload: { name: 'Asha Rao', email, mobile: '9876543210', issue: 'The link does not open.' },
  });
}

/** Status codes of `count` calls, each with a header of its own from the same client. */
async function statuses(count: number, send: (i: number) => ReturnType<typeof call>) {
  const codes: number[] = [];
  for (let i = 0; i < count; i++) codes.push((await send(i)).statusCode);
  return codes;
}

let octet = 0;
const nextAddress = (prefix: string) => `${prefix}.${++octet}`;

describe.each(['login', 'register', 'contact'] as const)('%s limit', (what) => {
  const max = LIMITS[what];

  describe('TRUST_PROXY off (the default)', () => {
    const ctx = useTestApp({ NODE_ENV: 'production', LOG_LEVEL: 'silent' });

    it('counts the connection’s address: a spoofed X-Forwarded-For changes nothing', async () => {
      const client = nextAddress('198.51.100');
      const codes = await statuses(max + 1, (i) => call(ctx, what, client, `192.0.2.${i + 1}`));
      expect(codes.slice(0, max).every((code) => code !== 429)).toBe(true);
      expect(codes[max]).toBe(429);
    });
  });

  describe('TRUST_PROXY=1 (one proxy in front)', () => {
    const ctx = useTestApp({ NODE_ENV: 'production', LOG_LEVEL: 'silent', TRUST_PROXY: '1' });
    const proxy = '10.20.0.2';

    it('counts the address the proxy saw, not what the client wrote before it', async () => {
      const client = nextAddress('198.51.100');
      // The client forges a first entry; the proxy appends the address it really saw.
      const codes = await statuses(max + 1, (i) =>
        call(ctx, what, proxy, `192.0.2.${i + 1}, ${client}`),
      );
      expect(codes.slice(0, max).every((code) => code !== 429)).toBe(true);
      expect(codes[max]).toBe(429);

      // Another shopper behind the same proxy has a count of their own.
      const other = nextAddress('198.51.100');
      expect((await call(ctx, what, proxy, other)).statusCode).not.toBe(429);
    });
  });
});
