import { readFileSync } from 'node:fs';
import { mkdtemp, rename, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { startEmbeddedPostgres } from './db/embedded.js';
import { DATABASE_UNAVAILABLE_MESSAGE } from './db/unavailable.js';
import {
  logRecords,
  postgresProcessesFor,
  type ServerProcess,
  startServerProcess,
  waitForOutput,
} from './test-support/server-process.js';

/**
 * Issue 13 point 5: PostgreSQL going away under traffic gets clean 503s, never a 500 or a
 * hang, and the store recovers by itself (restarting its embedded PostgreSQL, or reconnecting
 * to DATABASE_URL's server); an embedded PostgreSQL that cannot be restarted ends the process.
 */
const dataDirs: string[] = [];
afterAll(async () => {
  await Promise.all(dataDirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

async function freshDataDir(): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'store-outage-'));
  dataDirs.push(dir);
  return dir;
}

const ADMIN = { email: 'owner@example.com', password: 'a-long-admin-passphrase' };
/** "Never hangs past a few seconds." */
const MAX_REPLY_MS = 5_000;

interface Outcome {
  call: string;
  at: number;
  ms: number;
  /** 0: no reply at all (connection error or our client-side time-out). */
  status: number;
  retryAfter: string | null;
  body: unknown;
}

/** Sends one request; the reply or its absence is always recorded (no request is lost). */
async function send(
  outcomes: Outcome[],
  call: string,
  url: string,
  init: RequestInit = {},
): Promise<Outcome> {
  const at = Date.now();
  let outcome: Outcome;
  try {
    const res = await fetch(url, { ...init, signal: AbortSignal.timeout(MAX_REPLY_MS + 4_000) });
    const text = await res.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // Kept as text: the assertion below shows it.
    }
    outcome = {
      call,
      at,
      ms: Date.now() - at,
      status: res.status,
      retryAfter: res.headers.get('retry-after'),
      body,
    };
  } catch (err) {
    outcome = { call, at, ms: Date.now() - at, status: 0, retryAfter: null, body: String(err) };
  }
  outcomes.push(outcome);
  return outcome;
}

function postJson(body: unknown, token?: string): RequestInit {
  return {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  };
}

/**
 * A sign-in, from `client` (an address the servers here take from X-Forwarded-For, as they
 * trust one proxy hop) so the per-address login limit never answers for the database.
 */
async function signIn(outcomes: Outcome[], url: string, client = '10.0.0.1') {
  const init = postJson(ADMIN);
  init.headers = { ...init.headers, 'x-forwarded-for': client };
  const outcome = await send(outcomes, 'sign-in', `${url}/api/user/login`, init);
  return (outcome.body as { data?: { accesstoken?: string } })?.data?.accesstoken;
}

const SEARCH_WORDS = ['lut', 'preset', 'cinematic', 'wedding', 'travel', 'vlog', 'glitch', 'text'];

/** Read rounds between two sign-ins: argon2 is costly, the reads are what load the pool. */
const ROUNDS_PER_SIGN_IN = 40;

/**
 * Steady traffic at database-backed calls until `stop()`: a catalogue read that misses the
 * cache (a new page size each time), search (new words each time), the signed-in user, and
 * every ROUNDS_PER_SIGN_IN rounds a sign-in from a client address of its own.
 */
function startTraffic(url: string, token: string) {
  const outcomes: Outcome[] = [];
  let running = true;
  let n = 0;
  const reads = async () => {
    while (running) {
      n++;
      await Promise.all([
        send(
          outcomes,
          'catalogue',
          `${url}/api/product/get`,
          postJson({ page: 1, limit: (n % 100) + 1 }),
        ),
        send(
          outcomes,
          'search',
          `${url}/api/product/search-product`,
          postJson({ search: `${SEARCH_WORDS[n % SEARCH_WORDS.length]} ${n}`, page: 1 }),
        ),
        send(outcomes, 'user', `${url}/api/user/user-details`, {
          headers: { authorization: `Bearer ${token}` },
        }),
      ]);
      if (n % ROUNDS_PER_SIGN_IN === 0) {
        await signIn(outcomes, url, `10.1.${(n >> 8) & 255}.${n & 255}`);
      }
    }
  };
  const workers = Promise.all([reads(), reads()]);
  return {
    outcomes,
    async stop() {
      running = false;
      await workers;
    },
  };
}

/** Once the server is up: a signed-in admin's steady traffic, already answered 200 a few times. */
async function trafficOnceServing(server: ServerProcess) {
  const [, url] = await waitForOutput(server, /Store is running at (http:\S+)/);
  const token = await signIn([], url!);
  expect(token).toBeTruthy();
  const traffic = startTraffic(url!, token!);
  await vi.waitFor(
    () => expect(traffic.outcomes.filter((o) => o.status === 200).length).toBeGreaterThan(20),
    { timeout: 20_000, interval: 50 },
  );
  return { ...traffic, url: url! };
}

function postmasterPid(dataDir: string): number {
  const content = readFileSync(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8');
  return Number.parseInt(content.split('\n')[0]!, 10);
}

/** Every reply a 200, or a 503 with Retry-After and the envelope; none slow, none missing. */
function expectOnlyCleanAnswers(outcomes: Outcome[]) {
  const unclean = outcomes.filter(
    (o) =>
      o.ms > MAX_REPLY_MS ||
      !(
        o.status === 200 ||
        (o.status === 503 &&
          Number(o.retryAfter) > 0 &&
          JSON.stringify(o.body) ===
            JSON.stringify({ success: false, error: true, message: DATABASE_UNAVAILABLE_MESSAGE }))
      ),
  );
  expect(unclean).toEqual([]);
}

async function stopServer(server: ServerProcess) {
  server.child.kill('SIGTERM');
  return await server.exited;
}

describe('database outage', () => {
  it('restarts a killed embedded PostgreSQL: only 503s meanwhile, 200s again within 30 s', async () => {
    const dataDir = await freshDataDir();
    const server = startServerProcess({
      DATA_DIR: dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      TRUST_PROXY: '1',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
    });
    try {
      const traffic = await trafficOnceServing(server);
      const outputBefore = server.output().length;
      const killedAt = Date.now();
      process.kill(postmasterPid(dataDir), 'SIGKILL');

      // The outage is seen (503s), then every call answers 200 again, within 30 s.
      await vi.waitFor(
        () => {
          const after = traffic.outcomes.filter((o) => o.at > killedAt);
          const firstOutage = after.find((o) => o.status !== 200);
          expect(firstOutage).toBeDefined();
          for (const call of ['catalogue', 'search', 'user', 'sign-in']) {
            expect(
              after.some((o) => o.call === call && o.status === 200 && o.at > firstOutage!.at),
              call,
            ).toBe(true);
          }
        },
        { timeout: 30_000, interval: 100 },
      );
      await traffic.stop();

      expectOnlyCleanAnswers(traffic.outcomes);
      expect(traffic.outcomes.filter((o) => o.status === 503).length).toBeGreaterThan(0);
      // One line per state change, not one per failed request.
      // (Besides the access line each request has at info.) Whole lines only: the output
      // still grows as the last access lines arrive.
      const output = server.output();
      const whole = output.slice(
        output.lastIndexOf('\n', outputBefore - 1) + 1,
        output.lastIndexOf('\n') + 1,
      );
      const during = logRecords(whole).filter((record) => record.msg !== 'request completed');
      const messages = during.map((record) => record.msg).join('\n');
      expect(messages).toMatch(/Embedded PostgreSQL exited unexpectedly/);
      expect(messages).toMatch(/Embedded PostgreSQL restarted/);
      expect(during.length).toBeLessThan(15);

      expect(await stopServer(server)).toBe(0);
      expect(postgresProcessesFor(dataDir)).toBe('');
    } finally {
      server.child.kill('SIGKILL');
    }
  }, 180_000);

  it('exits non-zero when the embedded PostgreSQL cannot be restarted', async () => {
    const dataDir = await freshDataDir();
    const server = startServerProcess({
      DATA_DIR: dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      SEED_DEMO: 'false',
    });
    try {
      await waitForOutput(server, /Store is running at (http:\S+)/);
      const pid = postmasterPid(dataDir);
      // The cluster's directory disappears: no restart can succeed.
      await rename(path.join(dataDir, 'pg'), path.join(dataDir, 'pg-moved'));
      process.kill(pid, 'SIGKILL');

      expect(await server.exited).toBe(1);
      expect(server.output()).toMatch(/Embedded PostgreSQL could not be restarted/);
      expect(server.output()).not.toMatch(/\n\s+at /);
      expect(postgresProcessesFor(dataDir)).toBe('');
    } finally {
      server.child.kill('SIGKILL');
    }
  }, 120_000);

  it('with DATABASE_URL, answers 503 while that server is down and recovers when it is back', async () => {
    const pgDataDir = await freshDataDir();
    let postgres = await startEmbeddedPostgres({ dataDir: pgDataDir, ephemeral: true });
    const port = postgres.port;
    const server = startServerProcess({
      DATA_DIR: await freshDataDir(),
      DATABASE_URL: postgres.connectionString,
      PORT: '0',
      HOST: '127.0.0.1',
      TRUST_PROXY: '1',
      SEED_DEMO: 'false',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
    });
    try {
      const traffic = await trafficOnceServing(server);

      await postgres.stop();
      const stoppedAt = Date.now();
      await vi.waitFor(
        () => {
          const after = traffic.outcomes.filter((o) => o.at > stoppedAt);
          for (const call of ['catalogue', 'search', 'user']) {
            expect(
              after.some((o) => o.call === call && o.status === 503),
              call,
            ).toBe(true);
          }
        },
        { timeout: 20_000, interval: 50 },
      );
      const health = await fetch(`${traffic.url}/api`);
      expect(health.status).toBe(503);
      expect(Number(health.headers.get('retry-after'))).toBeGreaterThan(0);

      postgres = await startEmbeddedPostgres({ dataDir: pgDataDir, ephemeral: true, port });
      const backAt = Date.now();
      await vi.waitFor(
        () => {
          const after = traffic.outcomes.filter((o) => o.at > backAt);
          for (const call of ['catalogue', 'search', 'user', 'sign-in']) {
            expect(
              after.some((o) => o.call === call && o.status === 200),
              call,
            ).toBe(true);
          }
        },
        { timeout: 30_000, interval: 100 },
      );
      await traffic.stop();
      expectOnlyCleanAnswers(traffic.outcomes);
      expect(await stopServer(server)).toBe(0);
    } finally {
      server.child.kill('SIGKILL');
      await postgres.stop();
    }
  }, 180_000);
});
