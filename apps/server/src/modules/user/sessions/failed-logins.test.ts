import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRedisServer, type TestRedisServer } from '#server/test-support/redis-server.js';
import { createMemoryFailedLoginStore, type FailedLoginStore } from './failed-logins.js';
import {
  createRedisFailedLoginStore,
  FAILED_LOGIN_KEY_PREFIX,
  failedLoginKey,
} from './failed-logins-redis.js';

let server: TestRedisServer;
let client: Redis;

beforeAll(async () => {
  server = await startRedisServer();
  client = new Redis(server.url);
});

afterAll(async () => {
  await client?.quit();
  await server?.stop();
});

type StoreFactory = (options: { max: number; windowMs: number; now: () => number }) => {
  store: FailedLoginStore;
  /** The e-mail as the store keys it (each test's own, so Redis runs share no state). */
  email: (name: string) => string;
};

const stores: [string, StoreFactory][] = [
  ['memory', (options) => ({ store: createMemoryFailedLoginStore(options), email: (n) => n })],
  [
    'Redis',
    (options) => {
      const run = randomUUID();
      return {
        store: createRedisFailedLoginStore(client, options),
        email: (name) => `${run}-${name}`,
      };
    },
  ],
];

// The Redis store must keep the memory store's semantics exactly (issue 14 point 2).
describe.each(stores)('%s failed-login window', (_name, create) => {
  function setup(max = 3, windowMs = 1000) {
    let clock = 1_000_000;
    const { store, email } = create({ max, windowMs, now: () => clock });
    return { s: store, email, advance: (ms: number) => (clock += ms) };
  }

  it('counts failures inside the sliding window only', async () => {
    const { s, email, advance } = setup();
    const a = email('a@example.com');
    await s.record(a);
    advance(400);
    await s.record(a);
    advance(400);
    await s.record(a);
    expect(await s.count(a)).toBe(3);
    advance(200); // the first failure is now exactly the window old: no longer counted
    expect(await s.count(a)).toBe(2);
    advance(1000);
    expect(await s.count(a)).toBe(0);
  });

  it('keeps keys apart, and clear forgets one', async () => {
    const { s, email } = setup();
    await s.record(email('a'));
    await s.record(email('b'));
    await s.record(email('b'));
    await s.clear(email('b'));
    expect(await s.count(email('a'))).toBe(1);
    expect(await s.count(email('b'))).toBe(0);
  });

  it('keeps the newest `max` failures: a lock ends when the oldest of them leaves the window', async () => {
    const { s, email, advance } = setup(3, 1000);
    const a = email('a');
    for (let i = 0; i < 10; i++) {
      await s.record(a);
      advance(100);
    }
    // Failures at 0..900 ms; only those at 700, 800 and 900 are kept.
    expect(await s.count(a)).toBe(3);
    advance(700); // now 1700: the one at 700 leaves the window
    expect(await s.count(a)).toBe(2);
  });
});

describe('Redis failed-login keys', () => {
  it('are namespaced, hold no e-mail address, and expire with the window', async () => {
    const store = createRedisFailedLoginStore(client, { max: 5, windowMs: 60_000 });
    const email = `${randomUUID()}@example.com`;
    await store.record(email);
    const key = failedLoginKey(email);
    expect(key.startsWith(FAILED_LOGIN_KEY_PREFIX)).toBe(true);
    expect(await client.zcard(key)).toBe(1);
    const keys = await client.keys(`${FAILED_LOGIN_KEY_PREFIX}*`);
    expect(keys.some((k) => k.includes('@'))).toBe(false);
    const ttl = await client.pttl(key);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(60_000);
  });
});

describe('in-memory failed-login store', () => {
  it('keeps at most maxKeys keys, dropping the least recently failed', async () => {
    const s = createMemoryFailedLoginStore({ max: 3, windowMs: 1000, maxKeys: 2, now: () => 0 });
    await s.record('a');
    await s.record('b');
    await s.record('c'); // evicts 'a', the least recently failed
    expect(await s.count('a')).toBe(0);
    expect(await s.count('b')).toBe(1);
    expect(await s.count('c')).toBe(1);
  });
});
