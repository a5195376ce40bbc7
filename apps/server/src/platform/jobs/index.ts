import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import PgBoss from 'pg-boss';
import { withMigrationLock } from '#server/db/migrate.js';
import { databaseAvailability, isDatabaseUnavailable } from '#server/db/unavailable.js';

/** Queue names: one place, so a sender and its worker cannot drift apart. */
export const JOBS = {
  receiptEmail: 'receipt-email',
  refundEmail: 'refund-email',
  reconcilePayments: 'reconcile-payments',
  purgeExpiredCredentials: 'purge-expired-credentials',
} as const;
export type JobName = (typeof JOBS)[keyof typeof JOBS];

export interface JobQueue {
  send(name: JobName, data: object, options?: { singletonKey?: string }): Promise<void>;
  /** Runs `handler` for each job of `name`; a throw retries it with backoff. */
  work<T extends object>(name: JobName, handler: (data: T) => Promise<void>): Promise<void>;
  /** Runs `name`'s worker on a cron schedule (one run per slot across every instance). */
  schedule(name: JobName, cron: string): Promise<void>;
  /** Each queue's jobs not finished yet: waiting (new or to retry) and active (/metrics). */
  sizes(): Promise<QueueSize[]>;
  stop(): Promise<void>;
}

export interface QueueSize {
  name: JobName;
  waiting: number;
  active: number;
}

/** Retries for every queue: about 30 s, 1 min, 2 min, 4 min, 8 min (exponential). */
const RETRY = { retryLimit: 5, retryDelay: 30, retryBackoff: true };

/**
 * The queue pg-boss's scheduler creates for itself when it starts (`Timekeeper.start`). It is
 * created here, under the lock, so that call finds it and changes nothing.
 */
const SCHEDULER_QUEUE = '__pgboss__send-it';

/**
 * The job queue (DESIGN §2: pg-boss, jobs kept in PostgreSQL in the `pgboss` schema): e-mail
 * delivery with retries and payment reconciliation, with no new infrastructure. It runs on
 * the app's own pool.
 */
export async function startJobQueue(options: {
  pool: pg.Pool;
  log: FastifyBaseLogger;
  /** Seconds between polls for new jobs (tests use 0.5). */
  pollingIntervalSeconds?: number;
}): Promise<JobQueue> {
  await installJobQueueSchema(options.pool);
  let stopped = false;
  const boss = new PgBoss({
    // Once stopped, a late call from a worker still unwinding (completing or failing a job)
    // must not reach a pool the app is about to end: it finds nothing to do instead. The
    // commands that report how many jobs they changed (`SELECT COUNT(*) FROM results`) are
    // told 0, the shape pg-boss reads their reply in; any other finds no rows.
    db: {
      executeSql: (text, values) =>
        stopped
          ? Promise.resolve({ rows: /count\(\*\)/i.test(text) ? [{ count: '0' }] : [] })
          : options.pool.query(text, values),
    },
    ...RETRY,
    // The schema and the queues exist already (installJobQueueSchema above): this only checks.
    migrate: false,
  });
  // pg-boss polls on, and recovers by itself once the database is back; an outage is logged
  // once (shared with the HTTP side), not on every poll of every queue.
  const availability = databaseAvailability(options.pool, options.log);
  boss.on('error', (err) => {
    if (isDatabaseUnavailable(err)) availability.reportUnavailable(err);
    else options.log.error({ err }, 'job queue error');
  });
  await boss.start();
  const polling = { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2 };

  return {
    async send(name, data, sendOptions = {}) {
      await boss.send(name, data, { ...RETRY, ...sendOptions });
    },
    async work(name, handler) {
      await boss.work<object>(name, { ...polling, batchSize: 1 }, async (jobs) => {
        for (const job of jobs) await handler(job.data as never);
      });
    },
    async schedule(name, cron) {
      await boss.schedule(name, cron, {}, { tz: 'UTC' });
    },
    sizes() {
      return Promise.all(
        Object.values(JOBS).map(async (name) => {
          // pg-boss counts the jobs in states before the one named: created and retry first.
          const [waiting, unfinished] = await Promise.all([
            boss.getQueueSize(name),
            boss.getQueueSize(name, { before: 'completed' }),
          ]);
          // Two counts, a moment apart: a job may finish in between.
          return { name, waiting, active: Math.max(0, unfinished - waiting) };
        }),
      );
    },
    async stop() {
      await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
      stopped = true;
    },
  };
}

/**
 * Creates or upgrades pg-boss's schema and creates its queues, under the migration lock. pg-boss
 * guards its own schema creation with a transaction lock, but not the queue creation that
 * follows (each queue is a partition attached to one table): instances starting together on an
 * empty database deadlocked or crashed on a duplicate schema (issue 14). Under the lock one
 * instance does it all while the others wait, then find nothing left to do.
 */
export async function installJobQueueSchema(pool: pg.Pool): Promise<void> {
  await withMigrationLock(pool, async (client) => {
    const boss = new PgBoss({
      // Every statement on the connection that holds the lock.
      db: { executeSql: (text, values) => client.query(text, values) },
      supervise: false,
      schedule: false,
    });
    await boss.start();
    try {
      for (const name of Object.values(JOBS)) await boss.createQueue(name, { name, ...RETRY });
      await boss.createQueue(SCHEDULER_QUEUE);
    } finally {
      await boss.stop({ graceful: false, wait: true });
    }
  });
}
