import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test-support/database.js';
import { createDatabase } from './client.js';

/**
 * The pool's two waits (decision 20): opening a connection is short, so an outage answers
 * 503 within seconds; waiting for a busy pool's free connection is a burst of shoppers, not
 * an outage, and may last longer than a connection may take to open.
 */
describe('createDatabase', () => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase();
  });
  afterAll(() => test.drop());

  it('lets a query wait for a busy pool longer than opening a connection may take', async () => {
    const database = createDatabase(test.connectionString, {
      max: 1,
      connectTimeoutMs: 300,
      poolWaitMs: 10_000,
      onError: () => {},
    });
    try {
      const held = await database.pool.connect();
      // The only connection stays busy well past the connect timeout (the server waits, not
      // the test); the second query queues behind it.
      const busy = held.query('select pg_sleep(1)').finally(() => held.release());
      const queued = database.pool.query<{ ok: number }>('select 1 as ok');
      await busy;
      expect((await queued).rows).toEqual([{ ok: 1 }]);
    } finally {
      await database.close();
    }
  });

  it('gives up opening a connection to a server that never answers after the connect timeout', async () => {
    const silent = net.createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as net.AddressInfo;
    const database = createDatabase(`postgres://store:secret@127.0.0.1:${port}/store`, {
      connectTimeoutMs: 300,
      poolWaitMs: 10_000,
      onError: () => {},
    });
    try {
      const started = Date.now();
      await expect(database.pool.query('select 1')).rejects.toThrow('timeout expired');
      expect(Date.now() - started).toBeLessThan(5_000);
    } finally {
      await database.close();
      silent.close();
    }
  });
});
