import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
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

  it('does not report the connections it is closing when the server ends them first', async () => {
    // A proxy that can hold what the client sends: the client's goodbye (Terminate) stays
    // unsent while the server ends the connection, as a server stopped right after
    // pool.end() does at shutdown.
    const server = new URL(test.connectionString);
    let holding = false;
    let closedSockets = 0;
    const proxy = net.createServer({ allowHalfOpen: true }, (downstream) => {
      const upstream = net.connect(Number(server.port), server.hostname);
      downstream.on('data', (chunk) => {
        if (!holding) upstream.write(chunk);
      });
      upstream.pipe(downstream);
      upstream.on('error', () => downstream.destroy());
      downstream.on('error', () => upstream.destroy());
      upstream.on('close', () => downstream.destroy());
      downstream.on('close', () => {
        closedSockets += 1;
      });
    });
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
    const proxied = new URL(test.connectionString);
    proxied.hostname = '127.0.0.1';
    // The embedded cluster's URL names its Unix socket (`host=`), which pg prefers: through
    // the proxy, TCP only.
    proxied.searchParams.delete('host');
    proxied.port = String((proxy.address() as net.AddressInfo).port);
    const reported: string[] = [];
    const database = createDatabase(proxied.toString(), {
      onError: (err) => reported.push(err.message),
    });
    const admin = createDatabase(test.connectionString, { onError: () => {} });
    try {
      const { rows } = await database.pool.query<{ pid: number }>('select pg_backend_pid() as pid');
      holding = true;
      await database.close();
      await admin.pool.query('select pg_terminate_backend($1)', [rows[0]!.pid]);
      // The server's FATAL has reached the client and its connection is closed.
      await vi.waitFor(() => expect(closedSockets).toBe(1));
      await new Promise((resolve) => setImmediate(resolve));
      expect(reported).toEqual([]);
    } finally {
      await admin.close();
      proxy.close();
    }
  });
});
