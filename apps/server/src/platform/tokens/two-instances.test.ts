import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#server/app.js';
import { loadConfig } from '#server/config.js';
import { createTestDatabase, type TestDatabase } from '#server/test-support/database.js';
import { freshIp, login, registerUser } from '#server/test-support/sessions.js';
import { useTestSmtp } from '#server/test-support/smtp.js';
import { PRODUCTION_DEFAULTS } from '#server/test-support/test-app.js';
import { createMailer, type Mailer } from '../mail/index.js';
import { createLocalStorage } from '../storage/index.js';
import { createAccessTokens } from './access-token.js';
import { accessTokenKeys } from './signing-keys.js';

/**
 * Two store instances in production mode on one database, each with a data directory (and so
 * a disk) of its own and no JWT_SECRET: what a load balancer sends to either must work on
 * both (issue 14: sign-ins failed on every other request).
 */
const smtp = useTestSmtp();
let database: TestDatabase;
const instances: { app: FastifyInstance; mailer: Mailer; dataDir: string }[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  // Started together, as a deployment does: they must agree on every shared secret.
  await Promise.all([0, 1].map(() => startInstance()));
});

afterAll(async () => {
  for (const { app, mailer, dataDir } of instances) {
    await app.close();
    await mailer.close();
    await rm(dataDir, { recursive: true, force: true });
  }
  await database?.drop();
});

async function startInstance(): Promise<void> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'store-instance-'));
  const config = loadConfig({
    ...PRODUCTION_DEFAULTS,
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
    SMTP_URL: smtp.url,
    LOG_LEVEL: 'warn',
  });
  await mkdir(config.uploadsDir, { recursive: true });
  const mailer = createMailer(config, pino({ level: 'warn' }));
  const app = await buildApp({
    config,
    db: database.db,
    pool: database.pool,
    storage: createLocalStorage(config.uploadsDir),
    accessTokens: createAccessTokens(await accessTokenKeys(config, database.db)),
    mailer,
    jobs: false,
  });
  await app.ready();
  instances.push({ app, mailer, dataDir });
}

const userDetails = (app: FastifyInstance, token: string) =>
  app.inject({ url: '/api/user/user-details', headers: { authorization: `Bearer ${token}` } });

describe('two instances, one database, no JWT_SECRET (production)', () => {
  it('a sign-in on either instance works on both, request after request', async () => {
    const [a, b] = instances.map((i) => i.app) as [FastifyInstance, FastifyInstance];
    const signedUp = await registerUser(a);
    const statuses = [];
    for (const app of [a, b, a, b]) {
      statuses.push((await userDetails(app, signedUp.accessToken)).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 200]);

    const res = await login(b, { email: signedUp.email, password: signedUp.password });
    expect(res.statusCode).toBe(200);
    const fromB = res.json().data.accesstoken as string;
    expect((await userDetails(a, fromB)).statusCode).toBe(200);
  });

  it('a password reset code sent by one instance is accepted by the other', async () => {
    const [a, b] = instances.map((i) => i.app) as [FastifyInstance, FastifyInstance];
    const { email } = await registerUser(a);
    const before = smtp.received.length;
    const ip = freshIp();
    const asked = await a.inject({
      method: 'PUT',
      url: '/api/user/forgot-password',
      payload: { email },
      remoteAddress: ip,
    });
    expect(asked.statusCode).toBe(200);
    const mail = await smtp.waitFor(
      (m) => smtp.received.indexOf(m) >= before && m.envelopeTo.includes(email),
    );
    const otp = /\b(\d{6})\b/.exec(mail.text)?.[1];
    expect(otp).toMatch(/^\d{6}$/);
    const verified = await b.inject({
      method: 'PUT',
      url: '/api/user/verify-forgot-password-otp',
      payload: { email, otp },
      remoteAddress: ip,
    });
    expect(verified.statusCode).toBe(200);
    const otpKeys = await database.db.execute<{ count: number }>(
      sql`select count(*)::int as count from signing_keys where purpose = 'otp'`,
    );
    expect(otpKeys.rows).toEqual([{ count: 1 }]);
  });

  it('keeps one access-token key, whichever instance started first', async () => {
    const rows = await database.db.execute<{ count: number }>(
      sql`select count(*)::int as count from signing_keys where purpose = 'access-token'`,
    );
    expect(rows.rows).toEqual([{ count: 1 }]);
  });
});
