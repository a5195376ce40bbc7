import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, expect, it, vi } from 'vitest';
import { createDatabase } from '#server/db/client.js';
import { startEmbeddedPostgres } from '#server/db/embedded.js';
import { JOBS, startJobQueue } from './index.js';

const dirs: string[] = [];
afterAll(async () => {
  await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

it('the job queue survives a database outage quietly and works again after', async () => {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'store-jobs-outage-'));
  dirs.push(dataDir);
  let postgres = await startEmbeddedPostgres({ dataDir, ephemeral: true });
  const database = createDatabase(postgres.connectionString, { onError: () => {} });
  const lines: { msg: string }[] = [];
  const log = pino({ level: 'info' }, { write: (line: string) => lines.push(JSON.parse(line)) });
  const queue = await startJobQueue({ pool: database.pool, log, pollingIntervalSeconds: 0.5 });
  try {
    const received: string[] = [];
    await queue.work<{ orderDbId: string }>(JOBS.receiptEmail, async ({ orderDbId }) => {
      received.push(orderDbId);
    });
    await queue.send(JOBS.receiptEmail, { orderDbId: 'before' });
    await vi.waitFor(() => expect(received).toEqual(['before']), { timeout: 10_000 });

    await postgres.stop();
    // Refused over TCP; over the embedded cluster's Unix socket, its file is gone (decision 50).
    await expect(database.pool.query('select 1')).rejects.toThrow(/ECONNREFUSED|ENOENT/);
    // pg-boss's workers poll on (every 0.5 s) and fail while PostgreSQL starts again.
    postgres = await startEmbeddedPostgres({ dataDir, ephemeral: true, port: postgres.port });

    await queue.send(JOBS.receiptEmail, { orderDbId: 'after' });
    await vi.waitFor(() => expect(received).toEqual(['before', 'after']), { timeout: 15_000 });
    // Failed polls are not logged one by one.
    expect(lines.filter((l) => l.msg === 'job queue error')).toEqual([]);
  } finally {
    await queue.stop();
    await database.close();
    await postgres.stop();
  }
}, 60_000);
