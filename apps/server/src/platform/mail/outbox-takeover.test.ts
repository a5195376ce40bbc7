import { describe, expect, it, vi } from 'vitest';
import { signedInUser } from '#server/test-support/auth.js';
import { type TestContext, useTestApp } from '#server/test-support/test-app.js';

/**
 * Issue 13's account takeover: forgot-password for the admin's e-mail, read the code from
 * GET /api/dev/outbox, verify, reset, and the stranger is admin. The code does reach the
 * admin's mailbox (the in-memory outbox the test app is given); the stranger never does.
 */
const STRANGER = '203.0.113.50';

async function attemptTakeover(ctx: TestContext, attacker: { remoteAddress: string }) {
  const admin = await signedInUser(ctx, { role: 'ADMIN' });
  const forgot = await ctx.app.inject({
    method: 'PUT',
    url: '/api/user/forgot-password',
    payload: { email: admin.email },
    ...attacker,
  });
  expect(forgot.statusCode).toBe(200);
  // The code reached its recipient: had the outbox answered, the takeover would go on.
  const mail = await vi.waitFor(() => {
    const found = ctx.mailer.outbox!.list().find((m) => m.to === admin.email);
    if (!found) throw new Error('reset mail not sent yet');
    return found;
  });
  const code = /\b(\d{6})\b/.exec(mail.text)![1]!;
  const outbox = await ctx.app.inject({ method: 'GET', url: '/api/dev/outbox', ...attacker });
  return { admin, code, outbox };
}

/** GET /api/dev/outbox as `role`, from this machine unless told otherwise. */
async function readOutbox(
  ctx: TestContext,
  role: 'USER' | 'ADMIN',
  request: { remoteAddress?: string; headers?: Record<string, string> } = {},
) {
  const caller = await signedInUser(ctx, { role });
  return ctx.app.inject({
    method: 'GET',
    url: '/api/dev/outbox',
    ...request,
    headers: { ...caller.headers, ...request.headers },
  });
}

describe('the dev outbox takeover, development defaults (no DEV_OUTBOX)', () => {
  const ctx = useTestApp({ NODE_ENV: 'development', LOG_LEVEL: 'silent' });

  it('gives a stranger, and even this machine, no outbox to read the code from', async () => {
    const { code, outbox } = await attemptTakeover(ctx, { remoteAddress: STRANGER });
    expect(outbox.statusCode).toBe(404);
    expect(outbox.json()).toMatchObject({ success: false, error: true });
    expect(outbox.body).not.toContain(code);

    const local = await readOutbox(ctx, 'ADMIN');
    expect(local.statusCode).toBe(404);
  });
});

describe('the dev outbox takeover, development with DEV_OUTBOX=true', () => {
  const ctx = useTestApp({ NODE_ENV: 'development', DEV_OUTBOX: 'true', LOG_LEVEL: 'silent' });

  it('answers a stranger as an unknown path, even with a forged X-Forwarded-For', async () => {
    const { code, outbox } = await attemptTakeover(ctx, { remoteAddress: STRANGER });
    expect(outbox.statusCode).toBe(404);
    expect(outbox.body).not.toContain(code);

    const forged = await readOutbox(ctx, 'ADMIN', {
      remoteAddress: STRANGER,
      headers: { 'x-forwarded-for': '127.0.0.1' },
    });
    expect(forged.statusCode).toBe(404);
  });

  it('answers this machine only when an admin is signed in', async () => {
    const { code, outbox } = await attemptTakeover(ctx, { remoteAddress: '127.0.0.1' });
    expect(outbox.statusCode).toBe(401);
    expect(outbox.body).not.toContain(code);

    const asShopper = await readOutbox(ctx, 'USER');
    expect(asShopper.statusCode).toBe(403);
    expect(asShopper.body).not.toContain(code);

    const asAdmin = await readOutbox(ctx, 'ADMIN');
    expect(asAdmin.statusCode).toBe(200);
    expect(asAdmin.body).toContain(code);
  });
});

describe('the dev outbox takeover, production', () => {
  const ctx = useTestApp({ NODE_ENV: 'production', LOG_LEVEL: 'silent' });

  it('has no outbox for anyone, not even an admin on this machine', async () => {
    const { code, outbox } = await attemptTakeover(ctx, { remoteAddress: STRANGER });
    expect(outbox.statusCode).toBe(404);
    expect(outbox.body).not.toContain(code);

    const local = await readOutbox(ctx, 'ADMIN');
    expect(local.statusCode).toBe(404);
  });
});
