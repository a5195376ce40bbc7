import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from './test-support/database.js';
import {
  freePort,
  logRecords,
  type ServerProcess,
  startServerProcess,
  waitForOutput,
} from './test-support/server-process.js';

/**
 * Issue 14 point 7: every line the real process prints, on stdout or stderr, is a pino JSON
 * line (start-up, requests, shutdown, the embedded PostgreSQL), at LOG_LEVEL.
 */
const dataDirs: string[] = [];
const databases: TestDatabase[] = [];
const servers: ServerProcess[] = [];

afterAll(async () => {
  for (const server of servers) if (server.child.exitCode === null) server.child.kill('SIGKILL');
  await Promise.all(servers.map((server) => server.exited));
  await Promise.all(databases.map((database) => database.drop()));
  await Promise.all(dataDirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

/** The real start-up script on a fresh data directory; no admin yet, so one is created. */
async function start(env: Record<string, string>): Promise<ServerProcess> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'store-logs-'));
  dataDirs.push(dataDir);
  const server = startServerProcess({
    DATA_DIR: dataDir,
    HOST: '127.0.0.1',
    SEED_DEMO: 'false',
    ...env,
  });
  servers.push(server);
  return server;
}

/** As `start`, on a fresh database of its own (DATABASE_URL). */
async function startOnTestDatabase(env: Record<string, string>): Promise<ServerProcess> {
  const database = await createTestDatabase();
  databases.push(database);
  return start({ DATABASE_URL: database.connectionString, ...env });
}

/** SIGTERM, a clean exit, and every line printed as log records. */
async function stop(server: ServerProcess) {
  server.child.kill('SIGTERM');
  expect(await server.exited).toBe(0);
  return logRecords(server.output());
}

const requestLines = (records: { msg: string; req?: unknown }[], url: string) =>
  records.filter((r) => r.msg === 'request completed' && (r.req as { url?: string }).url === url);

describe('process logs', () => {
  it('at info: JSON lines only, start-up to shutdown, health probes left out', async () => {
    const server = await startOnTestDatabase({ PORT: '0', LOG_LEVEL: 'info' });
    const [, url] = await waitForOutput(server, /Store is running at (http:\S+)/);
    expect((await fetch(`${url}/api`)).status).toBe(200);
    expect((await fetch(`${url}/api/nothing-here`)).status).toBe(404);
    expect((await fetch(`${url}/api/health/live`)).status).toBe(200);
    await waitForOutput(server, /"url":"\/api\/nothing-here"/);

    const records = await stop(server);
    const messages = records.map((r) => r.msg);
    const port = new URL(url!).port;
    expect(messages).toContain(`Store is running at ${url} (listening on 127.0.0.1:${port})`);
    expect(records.find((r) => r.msg.startsWith('Store is running'))).toMatchObject({
      level: 30,
      url,
    });
    expect(records.find((r) => r.msg.startsWith('Admin account created'))).toMatchObject({
      level: 40,
      msg: expect.stringMatching(/^Admin account created: \S+@\S+ \/ password: \S{12,} \(/),
    });
    // Where start-up time went: every phase, adding up to the total (issue 18 point 6).
    const timings = records.find((r) => r.msg === 'Start-up timings (ms)') as unknown as {
      startupMs: number;
      cpuMs: number;
      phases: Record<string, number>;
    };
    expect(Object.keys(timings.phases)).toEqual([
      'code and config',
      'database',
      'migrations',
      'storage, admin and seed',
      'app',
      'listen',
    ]);
    const phaseSum = Object.values(timings.phases).reduce((sum, ms) => sum + ms, 0);
    expect(Math.abs(phaseSum - timings.startupMs)).toBeLessThanOrEqual(6);
    expect(timings.cpuMs).toBeGreaterThan(0);
    expect(messages).toEqual(expect.arrayContaining(['SIGTERM received, stopping', 'Stopped']));
    expect(messages.at(-1)).toBe('Stopped');
    expect(requestLines(records, '/api')).toHaveLength(1);
    expect(requestLines(records, '/api/nothing-here')).toMatchObject([
      { res: { statusCode: 404 } },
    ]);
    expect(requestLines(records, '/api/health/live')).toEqual([]);
    // Every line at info or above.
    expect(records.filter((r) => r.level < 30)).toEqual([]);
  }, 120_000);

  it('at warn: no info line at all, but the new admin’s password', async () => {
    const port = await freePort();
    const server = await startOnTestDatabase({ PORT: String(port), LOG_LEVEL: 'warn' });
    const url = `http://127.0.0.1:${port}`;
    await expect
      .poll(
        () =>
          fetch(`${url}/api/health/ready`).then(
            (r) => r.status,
            () => 0,
          ),
        {
          timeout: 90_000,
          interval: 200,
        },
      )
      .toBe(200);
    expect((await fetch(`${url}/api/nothing-here`)).status).toBe(404);

    const records = await stop(server);
    expect(records.map((r) => r.msg)).toEqual([
      expect.stringMatching(/^Admin account created: \S+@\S+ \/ password: \S{12,} \(/),
    ]);
    expect(records[0]!.level).toBe(40);
  }, 120_000);

  it('at debug with the embedded PostgreSQL: its own output as JSON lines too', async () => {
    const server = await start({ PORT: '0', LOG_LEVEL: 'debug' });
    const [, url] = await waitForOutput(server, /Store is running at (http:\S+)/, 150_000);
    expect((await fetch(`${url}/api/health/ready`)).status).toBe(200);
    await waitForOutput(server, /"url":"\/api\/health\/ready"/);

    const records = await stop(server);
    const postgres = records.filter((r) => r.name === 'postgres');
    // initdb's and the server's own lines, at debug.
    expect(postgres.length).toBeGreaterThan(5);
    expect(postgres.every((r) => r.level === 20)).toBe(true);
    expect(requestLines(records, '/api/health/ready')).toMatchObject([{ level: 20 }]);
  }, 180_000);
});
