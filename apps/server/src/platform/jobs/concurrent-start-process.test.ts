import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, expect, inject, it } from 'vitest';
import { withDatabase } from '#server/test-support/pg-url.js';
import {
  type ServerProcess,
  startServerProcess,
  waitForOutput,
} from '#server/test-support/server-process.js';

/**
 * Issue 14 point 4 with the real start-up script: 4 store processes started at the same moment
 * on one empty database (each with a data directory of its own, as on separate machines) all
 * come up and answer. The 10 rounds run in-process, in concurrent-start.test.ts.
 * Each also keeps to its DATABASE_POOL_MAX (issue 14 point 7).
 */
const INSTANCES = 4;
const POOL_MAX = 2;
const dataDirs: string[] = [];
afterAll(async () => {
  await Promise.all(dataDirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

async function admin<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: inject('pgAdminUrl') });
  client.on('error', () => {});
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end().catch(() => {});
  }
}

it(`${INSTANCES} store processes started at once on an empty database all come up`, async () => {
  const name = `concurrent_processes_${randomBytes(5).toString('hex')}`;
  await admin((client) => client.query(`create database ${name}`));
  const servers: ServerProcess[] = [];
  try {
    for (let i = 0; i < INSTANCES; i++) {
      const dataDir = await mkdtemp(path.join(os.tmpdir(), 'store-concurrent-'));
      dataDirs.push(dataDir);
      servers.push(
        startServerProcess({
          DATABASE_URL: withDatabase(inject('pgAdminUrl'), name),
          DATA_DIR: dataDir,
          PORT: '0',
          HOST: '127.0.0.1',
          DATABASE_POOL_MAX: String(POOL_MAX),
        }),
      );
    }
    const urls = await Promise.all(
      servers.map(async (server) => {
        const [, url] = await waitForOutput(server, /Store is running at (http:\S+)/, 100_000);
        return url!;
      }),
    );
    // Many requests at once to each: every one answers, and no pool grows past its bound
    // (idle connections stay open 30 s, so what they opened is still there to count).
    const statuses = await Promise.all(
      urls.flatMap((url) =>
        Array.from({ length: 30 }, async () => (await fetch(`${url}/api`)).status),
      ),
    );
    expect(new Set(statuses)).toEqual(new Set([200]));
    const { rows } = await admin((client) =>
      client.query<{ n: number }>(
        `select count(*)::int as n from pg_stat_activity where datname = $1 and application_name = 'store'`,
        [name],
      ),
    );
    expect(rows[0]!.n).toBeLessThanOrEqual(INSTANCES * POOL_MAX);
    // Nothing crashed on the way (a failed start prints "Start-up failed" and exits).
    expect(servers.map((server) => server.child.exitCode)).toEqual(servers.map(() => null));
    expect(servers.map((server) => server.output())).not.toContainEqual(
      expect.stringMatching(/Start-up failed|deadlock|duplicate key/),
    );
  } finally {
    for (const server of servers) if (server.child.exitCode === null) server.child.kill('SIGTERM');
    await Promise.all(servers.map((server) => server.exited));
    await admin((client) => client.query(`drop database if exists ${name} with (force)`));
  }
}, 180_000);
