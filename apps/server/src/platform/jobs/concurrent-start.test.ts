import { randomBytes } from 'node:crypto';
import pg from 'pg';
import pino from 'pino';
import { expect, inject, it, vi } from 'vitest';
import { createDatabase } from '#server/db/client.js';
import { migrateDatabase } from '#server/db/migrate.js';
import { withDatabase } from '#server/test-support/pg-url.js';
import { JOBS, type JobQueue, startJobQueue } from './index.js';

/**
 * Issue 14 point 4: instances started at the same moment on an empty database all come up.
 * Each "instance" here runs what server.ts and app.ts run at start-up (migrations, then the job
 * queue) on a pool of its own, all four at once; the real processes are in
 * concurrent-start-process.test.ts.
 */
const INSTANCES = 4;
const ROUNDS = 10;

async function withAdmin<T>(fn: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: inject('pgAdminUrl') });
  admin.on('error', () => {});
  await admin.connect();
  try {
    return await fn(admin);
  } finally {
    await admin.end().catch(() => {});
  }
}

it(`${INSTANCES} instances starting at once on an empty database all come up, ${ROUNDS} times out of ${ROUNDS}`, async () => {
  const log = pino({ level: 'silent' });
  for (let round = 1; round <= ROUNDS; round++) {
    const name = `concurrent_start_${randomBytes(5).toString('hex')}`;
    await withAdmin((admin) => admin.query(`create database ${name}`));
    const url = withDatabase(inject('pgAdminUrl'), name);
    const databases = Array.from({ length: INSTANCES }, () =>
      createDatabase(url, { max: 4, onError: () => {} }),
    );
    const queues: JobQueue[] = [];
    try {
      const started = await Promise.allSettled(
        databases.map(async ({ pool }) => {
          await migrateDatabase(pool);
          const queue = await startJobQueue({ pool, log, pollingIntervalSeconds: 0.5 });
          queues.push(queue);
          return queue;
        }),
      );
      const failures = started.flatMap((s) =>
        s.status === 'rejected' ? [`round ${round}: ${(s.reason as Error).message}`] : [],
      );
      expect(failures).toEqual([]);

      // The queue works: a job sent by one instance is done by another.
      const done: string[] = [];
      await queues[0]!.work<{ round: number }>(JOBS.receiptEmail, async (data) => {
        done.push(`round ${data.round}`);
      });
      await queues[INSTANCES - 1]!.send(JOBS.receiptEmail, { round });
      await vi.waitFor(() => expect(done).toEqual([`round ${round}`]), { timeout: 10_000 });
    } finally {
      await Promise.all(queues.map((queue) => queue.stop()));
      await Promise.all(databases.map((database) => database.close()));
      await withAdmin((admin) => admin.query(`drop database if exists ${name} with (force)`));
    }
  }
}, 240_000);
