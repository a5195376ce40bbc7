import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from './test-support/database.js';
import {
  logMessages,
  logRecords,
  postgresProcessesFor,
  startServerProcess as startServer,
  waitForOutput as waitFor,
} from './test-support/server-process.js';

/**
 * The real start-up script in a child process: clean failures print one line and exit
 * non-zero; SIGTERM stops everything, including the embedded PostgreSQL.
 */
const dataDirs: string[] = [];

afterAll(async () => {
  await Promise.all(dataDirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

async function freshDataDir(): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'store-start-'));
  dataDirs.push(dir);
  return dir;
}

interface ProductPage {
  totalCount: number;
  data: { _id: string }[];
}

async function fetchProducts(url: string): Promise<ProductPage> {
  const res = await fetch(`${url}/api/product/get`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ page: 1, limit: 100 }),
  });
  return (await res.json()) as ProductPage;
}

/** One JSON line, at fatal, saying `message`; no stack trace. */
function expectOneCleanLine(output: string, message: string): void {
  expect(logRecords(output)).toMatchObject([{ level: 60, msg: message }]);
  expect(output).not.toMatch(/\n\s+at |\\n\s+at /);
}

describe('start-up and shutdown', () => {
  it('refuses a bad environment value with one line naming it', async () => {
    const started = startServer({ PORT: 'eighty', DATA_DIR: await freshDataDir() });
    expect(await started.exited).toBe(1);
    expectOneCleanLine(started.output(), 'Invalid PORT: must be a port number');
  });

  it('refuses an unsafe production at once, one line per problem, exit 1', async () => {
    const started = startServer({
      NODE_ENV: 'production',
      DATA_DIR: await freshDataDir(),
      PUBLIC_URL: 'http://store.example.com',
    });
    expect(await started.exited).toBe(1);
    expect(logMessages(started.output())).toEqual([
      'Invalid PUBLIC_URL: must be an https:// address in production',
      'Missing SMTP_URL: production needs an SMTP server to deliver receipts and password reset codes',
      'No real payment provider: set CASHFREE_APP_ID, CASHFREE_SECRET_KEY and CASHFREE_ENV=production, or ALLOW_TEST_PAYMENTS=true to take test payments (no real money) on purpose',
    ]);
  });

  it('says so in one line when DATABASE_URL cannot be reached', async () => {
    const started = startServer({
      DATA_DIR: await freshDataDir(),
      DATABASE_URL: 'postgres://store:secret@127.0.0.1:1/store',
    });
    expect(await started.exited).toBe(1);
    expectOneCleanLine(
      started.output(),
      'Cannot connect to the database at 127.0.0.1:1/store: connection refused',
    );
    expect(started.output()).not.toContain('secret');
  });

  it('says so in one line when the port is taken', async () => {
    const database = await createTestDatabase();
    const blocker = net.createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const port = (blocker.address() as net.AddressInfo).port;
    try {
      const started = startServer({
        DATA_DIR: await freshDataDir(),
        DATABASE_URL: database.connectionString,
        HOST: '127.0.0.1',
        PORT: String(port),
        SEED_DEMO: 'false',
      });
      expect(await started.exited).toBe(1);
      expect(logMessages(started.output()).at(-1)).toBe(
        `Port ${port} is already in use; stop the other program or set PORT to a free port`,
      );
      expect(started.output()).not.toMatch(/\n\s+at |\\n\s+at /);
    } finally {
      blocker.close();
      await database.drop();
    }
  });

  it('uses DATABASE_URL when set and starts no embedded PostgreSQL', async () => {
    const database = await createTestDatabase();
    const dataDir = await freshDataDir();
    try {
      const started = startServer({
        DATA_DIR: dataDir,
        DATABASE_URL: database.connectionString,
        HOST: '127.0.0.1',
        PORT: '0',
        SEED_DEMO: 'false',
        ADMIN_EMAIL: 'owner@example.com',
        ADMIN_PASSWORD: 'a-long-admin-passphrase',
      });
      const [, url] = await waitFor(started, /Store is running at (http:\S+)/);
      expect(started.output()).toContain('Admin account ready: owner@example.com');
      // No SMTP_URL: a newcomer learns where their mails (reset codes) are, on disk only.
      expect(started.output()).toContain(
        `E-mail: no SMTP_URL, so each mail is written to ${path.join(dataDir, 'mail')} (set SMTP_URL to send them)`,
      );
      expect(started.output()).not.toContain('a-long-admin-passphrase');
      expect(await (await fetch(`${url}/api`)).json()).toMatchObject({ database: 'connected' });
      expect(existsSync(path.join(dataDir, 'pg'))).toBe(false);
      expect(postgresProcessesFor(dataDir)).toBe('');
      started.child.kill('SIGTERM');
      expect(await started.exited).toBe(0);
    } finally {
      await database.drop();
    }
  });

  it('starts embedded PostgreSQL, seeds, serves, stops cleanly on SIGTERM and keeps data', async () => {
    const dataDir = await freshDataDir();
    const env = { DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1' };

    const first = startServer(env);
    const [, url] = await waitFor(first, /Store is running at (http:\S+)/);
    expect(first.output()).toMatch(/Admin account created: \S+@\S+ \/ password: \S{12,}/);
    const health = await fetch(`${url}/api`);
    expect(await health.json()).toMatchObject({ database: 'connected' });
    const products = await fetchProducts(url!);
    expect(products.totalCount).toBeGreaterThanOrEqual(60);
    expect(postgresProcessesFor(dataDir)).not.toBe('');

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(postgresProcessesFor(dataDir)).toBe('');
    // JSON lines only, from the first (the embedded PostgreSQL's start) to the last.
    expect(logMessages(first.output())).toContain('SIGTERM received, stopping');
    expect(logMessages(first.output()).at(-1)).toBe('Stopped');

    const second = startServer(env);
    const [, secondUrl] = await waitFor(second, /Store is running at (http:\S+)/);
    expect(second.output()).not.toContain('Admin account created');
    const again = await fetchProducts(secondUrl!);
    expect(again.totalCount).toBe(products.totalCount);
    expect(again.data.map((p) => p._id)).toEqual(products.data.map((p) => p._id));

    second.child.kill('SIGINT');
    expect(await second.exited).toBe(0);
    expect(postgresProcessesFor(dataDir)).toBe('');
  }, 240_000);
});
