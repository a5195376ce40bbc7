import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from './test-support/database.js';
import { type RoundRobinProxy, startRoundRobinProxy } from './test-support/round-robin-proxy.js';
import {
  type ServerProcess,
  startServerProcess,
  waitForOutput,
} from './test-support/server-process.js';

/**
 * Issue 14 point 6: two real server processes on one database behind a round-robin proxy that
 * follows their readiness probes; one gets SIGTERM under steady kept-alive traffic. Every
 * request must succeed: the stopping instance reports not-ready first (the proxy takes it out
 * of rotation), closes its sockets only then, and finishes what it was serving.
 */
const DRAIN_SECONDS = 2;
const WORKERS = 4;
const PATHS = ['/api/category/get', '/api'];

let database: TestDatabase;
const dataDirs: string[] = [];
const servers: ServerProcess[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  for (const server of servers) if (server.child.exitCode === null) server.child.kill('SIGKILL');
  await Promise.all(servers.map((server) => server.exited));
  await database?.drop();
  await Promise.all(dataDirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

async function startInstance(): Promise<{ server: ServerProcess; url: string }> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'store-drain-'));
  dataDirs.push(dataDir);
  const server = startServerProcess({
    DATA_DIR: dataDir,
    DATABASE_URL: database.connectionString,
    HOST: '127.0.0.1',
    PORT: '0',
    SEED_DEMO: 'false',
    SHUTDOWN_DELAY_SECONDS: String(DRAIN_SECONDS),
  });
  servers.push(server);
  const [, url] = await waitForOutput(server, /Store is running at (http:\S+)/);
  return { server, url: url! };
}

interface Load {
  total: () => number;
  failures: string[];
  stop: () => Promise<void>;
}

/** `WORKERS` clients sending one request after another over kept-alive sockets. */
function steadyLoad(proxy: RoundRobinProxy): Load {
  const agent = new http.Agent({ keepAlive: true, maxSockets: WORKERS });
  const failures: string[] = [];
  let total = 0;
  let running = true;
  const worker = async (index: number) => {
    for (let n = index; running; n++) {
      const url = `${proxy.url}${PATHS[n % PATHS.length]}`;
      const outcome = await get(url, agent);
      total++;
      if (outcome !== 200) failures.push(`${url}: ${outcome}`);
    }
  };
  const workers = Array.from({ length: WORKERS }, (_, i) => worker(i));
  return {
    total: () => total,
    failures,
    async stop() {
      running = false;
      await Promise.all(workers);
      agent.destroy();
    },
  };
}

function get(url: string, agent: http.Agent): Promise<number | string> {
  return new Promise((resolve) => {
    http
      .get(url, { agent }, (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
        res.on('error', (err) => resolve(err.message));
      })
      .on('error', (err) => resolve(err.message));
  });
}

describe('draining on SIGTERM behind a load balancer', () => {
  it('stops one of two instances under kept-alive load with 0 failed requests', async () => {
    const first = await startInstance();
    const second = await startInstance();
    const proxy = await startRoundRobinProxy([first.url, second.url], { probeIntervalMs: 200 });
    const [stopping, staying] = proxy.upstreams as [
      (typeof proxy.upstreams)[0],
      (typeof proxy.upstreams)[0],
    ];
    let load: Load | undefined;
    try {
      await expect
        .poll(() => stopping.inRotation && staying.inRotation, { timeout: 10_000 })
        .toBe(true);
      load = steadyLoad(proxy);
      // Both instances carry traffic before the stop.
      await expect
        .poll(() => Math.min(stopping.served, staying.served), { timeout: 20_000 })
        .toBeGreaterThanOrEqual(50);

      const removalsBefore = stopping.removals;
      first.server.child.kill('SIGTERM');
      await waitForOutput(first.server, /SIGTERM received, draining/);
      // The readiness probe, not a broken connection, takes it out of rotation.
      await expect.poll(() => stopping.removals, { timeout: 10_000 }).toBe(removalsBefore + 1);
      expect(first.server.child.exitCode).toBe(null);
      expect(await first.server.exited).toBe(0);
      const servedByStaying = staying.served;
      // Traffic goes on through the remaining instance.
      await expect
        .poll(() => staying.served - servedByStaying, { timeout: 20_000 })
        .toBeGreaterThanOrEqual(100);
      await load.stop();

      expect(load.failures).toEqual([]);
      expect(load.total()).toBeGreaterThanOrEqual(200);
      expect(stopping.inRotation).toBe(false);
      expect(staying.inRotation).toBe(true);
    } finally {
      await load?.stop();
      await proxy.close();
      second.server.child.kill('SIGTERM');
      expect(await second.server.exited).toBe(0);
    }
  }, 120_000);
});
