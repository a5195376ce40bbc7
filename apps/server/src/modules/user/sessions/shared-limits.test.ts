import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectRedis, type RedisLink } from '#server/platform/redis/index.js';
import { RATE_LIMIT_KEY_PREFIX } from '#server/plugins/rate-limit-store.js';
import { createTestDatabase, type TestDatabase } from '#server/test-support/database.js';
import { startRedisServer, type TestRedisServer } from '#server/test-support/redis-server.js';
import {
  freshIp,
  GOOD_PASSWORD,
  login,
  registerUser,
  uniqueEmail,
} from '#server/test-support/sessions.js';
import { startTestInstance } from '#server/test-support/test-app.js';
import { FAILED_LOGIN_KEY_PREFIX } from './failed-logins-redis.js';
import { SESSION_LIMITS } from './limits.js';

/**
 * Two store instances on one database and one real Redis (REDIS_URL), as behind a load
 * balancer (issue 14 point 2: 30 bad logins split across two instances met no 429).
 */
interface Instance {
  app: FastifyInstance;
  link: RedisLink;
  /** What the instance's Redis connection logged. */
  log: { level: number; msg: string }[];
  stop(): Promise<void>;
}

let redis: TestRedisServer;
let database: TestDatabase;
let a: Instance;
let b: Instance;

async function startInstance(): Promise<Instance> {
  const log: Instance['log'] = [];
  const link = connectRedis(
    redis.url,
    pino({ level: 'info' }, { write: (line: string) => log.push(JSON.parse(line)) }),
  );
  await link.firstAttempt;
  const started = await startTestInstance(
    database.connectionString,
    { REDIS_URL: redis.url },
    { jobs: false, redis: link },
  );
  return {
    app: started.context.app,
    link,
    log,
    async stop() {
      await started.close();
      await link.close();
    },
  };
}

beforeAll(async () => {
  [redis, database] = await Promise.all([startRedisServer(), createTestDatabase()]);
  [a, b] = await Promise.all([startInstance(), startInstance()]);
}, 60_000);

afterAll(async () => {
  await a?.stop();
  await b?.stop();
  await database?.drop();
  await redis?.stop();
});

const WARN = 40;
const outageWarnings = (instance: Instance) =>
  instance.log.filter((line) => line.level === WARN && /Redis unreachable/.test(line.msg)).length;

/** Bad logins from one address, alternating between the instances; their statuses. */
async function badLoginsAcross(instances: Instance[], count: number, ip = freshIp()) {
  const statuses: number[] = [];
  for (let i = 0; i < count; i++) {
    const app = instances[i % instances.length]!.app;
    const res = await login(app, { email: uniqueEmail(), password: 'Wrong-Password-1' }, ip);
    statuses.push(res.statusCode);
  }
  return statuses;
}

/** What one instance answers to `count` bad logins from one address within a minute. */
const asOneInstance = (count: number) => {
  const max = SESSION_LIMITS.loginPerIp.max;
  return [...Array(max).fill(401), ...Array(count - max).fill(429)];
};

/** The store's connections Redis sees now (each instance names its own `store`). */
async function storeConnections(): Promise<number> {
  const list = (await a.link.client.client('LIST')) as string;
  return list.split('\n').filter((line) => / name=store /.test(line)).length;
}

describe('rate limits and failed logins shared through Redis', () => {
  it('an app built from REDIS_URL connects by itself and closes its connection with it', async () => {
    const before = await storeConnections();
    const started = await startTestInstance(
      database.connectionString,
      { REDIS_URL: redis.url },
      { jobs: false },
    );
    expect(await storeConnections()).toBe(before + 1);
    const ip = freshIp();
    await badLoginsAcross([a], 20, ip);
    const own = started.context.app;
    const limited = await login(own, { email: uniqueEmail(), password: 'Wrong-Password-1' }, ip);
    expect(limited.statusCode).toBe(429);
    await started.close();
    await expect.poll(storeConnections).toBe(before);
  });

  it('30 bad logins from one address split across two instances meet the limit as on one', async () => {
    expect(await badLoginsAcross([a, b], 30)).toEqual(asOneInstance(30));
    expect(await a.link.client.keys(`${RATE_LIMIT_KEY_PREFIX}*`)).not.toHaveLength(0);
  });

  it('locks an account on both instances once the failures made on either reach the limit', async () => {
    const { email } = await registerUser(a.app);
    const { email: bystander } = await registerUser(b.app);
    const max = SESSION_LIMITS.failedLoginsPerAccount.max;
    // Ten per address, each address on one instance, alternating: no per-address limit bites.
    for (let done = 0; done < max; done += 10) {
      const app = (done / 10) % 2 === 0 ? a.app : b.app;
      const ip = freshIp();
      const batch = Array.from({ length: 10 }, (_, i) =>
        login(app, { email, password: `Guess-number-${done + i}` }, ip),
      );
      for (const res of await Promise.all(batch)) expect(res.statusCode).toBe(401);
    }
    expect((await login(a.app, { email, password: GOOD_PASSWORD })).statusCode).toBe(429);
    expect((await login(b.app, { email, password: GOOD_PASSWORD })).statusCode).toBe(429);
    expect((await login(b.app, { email: bystander, password: GOOD_PASSWORD })).statusCode).toBe(
      200,
    );
    expect(await a.link.client.keys(`${FAILED_LOGIN_KEY_PREFIX}*`)).not.toHaveLength(0);
  }, 120_000);

  it('keeps the counts across an instance restart', async () => {
    const ip = freshIp();
    const before = await badLoginsAcross([a], 15, ip);
    await a.stop();
    a = await startInstance();
    const after = await badLoginsAcross([a], 10, ip);
    expect([...before, ...after]).toEqual(asOneInstance(25));
  }, 60_000);

  it('answers from memory while Redis is down (warned once), and shares again once it is back', async () => {
    await redis.stop();
    // Limits still hold, per instance: the 21st bad login from one address on one instance.
    const ip = freshIp();
    expect(await badLoginsAcross([a], 25, ip)).toEqual(asOneInstance(25));
    expect(await badLoginsAcross([b], 5, ip)).toEqual(Array(5).fill(401));
    expect(outageWarnings(a)).toBe(1);
    expect(outageWarnings(b)).toBe(1);
    // Sign-in and the per-account count work meanwhile.
    const { email } = await registerUser(b.app);
    expect((await login(b.app, { email, password: 'Wrong-Password-1' })).statusCode).toBe(401);
    expect((await login(b.app, { email, password: GOOD_PASSWORD })).statusCode).toBe(200);

    await redis.restart();
    for (const instance of [a, b]) {
      await expect.poll(() => instance.link.isUp(), { timeout: 15_000 }).toBe(true);
      const recovered = instance.log.filter((line) => /Redis answers again/.test(line.msg));
      expect(recovered).toHaveLength(1);
    }
    expect(await badLoginsAcross([a, b], 30)).toEqual(asOneInstance(30));
    expect(outageWarnings(a)).toBe(1);
  }, 60_000);

  it('holds no request on a Redis that stops answering', async () => {
    const warned = outageWarnings(a);
    redis.pause();
    try {
      const ip = freshIp();
      for (let i = 0; i < 5; i++) {
        const started = performance.now();
        const res = await login(a.app, { email: uniqueEmail(), password: 'Wrong-Password-1' }, ip);
        expect(res.statusCode).toBe(401);
        // The command timeout (500 ms) and an argon2 verification, with room for a busy machine.
        expect(performance.now() - started).toBeLessThan(5_000);
        // One timed-out command drops the connection: later requests do not wait on it.
        expect(a.link.isUp()).toBe(false);
      }
      expect(outageWarnings(a)).toBe(warned + 1);
    } finally {
      redis.resume();
    }
    await expect.poll(() => a.link.isUp(), { timeout: 15_000 }).toBe(true);
    expect(await badLoginsAcross([a, b], 30)).toEqual(asOneInstance(30));
  }, 60_000);
});
