import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RATE_LIMIT_KEY_PREFIX } from './plugins/rate-limit-store.js';
import { createTestDatabase, type TestDatabase } from './test-support/database.js';
import { startRedisServer, type TestRedisServer } from './test-support/redis-server.js';
import { startServerProcess, waitForOutput } from './test-support/server-process.js';

/**
 * The real start-up script with REDIS_URL while Redis is down (decision 0026): it starts
 * degraded rather than crash-looping, says so once, serves, picks Redis up when it comes, and
 * stops cleanly.
 */
let redis: TestRedisServer;
let database: TestDatabase;
let dataDir: string;

beforeAll(async () => {
  [redis, database, dataDir] = await Promise.all([
    startRedisServer(),
    createTestDatabase(),
    mkdtemp(path.join(os.tmpdir(), 'store-redis-start-')),
  ]);
});

afterAll(async () => {
  await redis?.stop();
  await database?.drop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

const badLogin = (url: string) =>
  fetch(`${url}/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'nobody@example.com', password: 'Wrong-Password-1' }),
  });

describe('start-up with REDIS_URL', () => {
  it('starts while Redis is down, serves from memory, then shares through Redis once it is up', async () => {
    await redis.stop();
    const server = startServerProcess({
      DATA_DIR: dataDir,
      DATABASE_URL: database.connectionString,
      REDIS_URL: redis.url,
      HOST: '127.0.0.1',
      PORT: '0',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'info',
    });
    try {
      const [, url] = await waitForOutput(server, /Store is running at (http:\S+)/);
      expect((await badLogin(url!)).status).toBe(401);
      await redis.restart();
      await waitForOutput(server, /Redis answers again/);
      expect((await badLogin(url!)).status).toBe(401);
      const client = new Redis(redis.url);
      try {
        expect(await client.keys(`${RATE_LIMIT_KEY_PREFIX}*`)).not.toHaveLength(0);
      } finally {
        await client.quit();
      }
      expect(server.output().match(/Redis unreachable/g)).toHaveLength(1);
    } finally {
      server.child.kill('SIGTERM');
    }
    expect(await server.exited).toBe(0);
  }, 120_000);
});
