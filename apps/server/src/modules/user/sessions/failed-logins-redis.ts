import { createHash, randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { RedisLink } from '#server/platform/redis/index.js';
import {
  createMemoryFailedLoginStore,
  type FailedLoginStore,
  type MemoryFailedLoginOptions,
} from './failed-logins.js';

/** Failed-login windows in Redis: `store:fl:<sha-256 of the e-mail>`, one sorted set each. */
export const FAILED_LOGIN_KEY_PREFIX = 'store:fl:';

export function failedLoginKey(email: string): string {
  return FAILED_LOGIN_KEY_PREFIX + createHash('sha256').update(email).digest('base64url');
}

export interface RedisFailedLoginOptions {
  max: number;
  windowMs: number;
  now?: () => number;
}

/**
 * One failure, atomically: drop the failures that left the window, add this one (scored by
 * its time), keep only the newest `max` (as the memory store does, so a lock ends when the
 * oldest of the last `max` failures leaves the window), and let the key expire with the
 * window, so Redis holds nothing for an address that stopped failing.
 */
const RECORD_FAILURE = `
local key, now, window, max, member = KEYS[1], tonumber(ARGV[1]), tonumber(ARGV[2]), tonumber(ARGV[3]), ARGV[4]
redis.call('ZREMRANGEBYSCORE', key, '-inf', now - window)
redis.call('ZADD', key, now, member)
redis.call('ZREMRANGEBYRANK', key, 0, -(max + 1))
redis.call('PEXPIRE', key, window)
return 1
`;

interface WithRecordFailure extends Redis {
  recordFailedLogin(
    key: string,
    now: number,
    windowMs: number,
    max: number,
    member: string,
  ): Promise<number>;
}

/**
 * The sliding window of the memory store (failed-logins.ts), kept in Redis so every instance
 * counts the same failures and a restart forgets none. Times come from this process's clock
 * (instances are expected to keep theirs in sync, as NTP does; an hour's window is not
 * sensitive to milliseconds). The key is a hash of the e-mail: Redis never holds addresses.
 */
export function createRedisFailedLoginStore(
  client: Redis,
  { max, windowMs, now = Date.now }: RedisFailedLoginOptions,
): FailedLoginStore {
  if (!('recordFailedLogin' in client)) {
    client.defineCommand('recordFailedLogin', { numberOfKeys: 1, lua: RECORD_FAILURE });
  }
  const redis = client as WithRecordFailure;
  const keyOf = failedLoginKey;

  return {
    async count(email) {
      // Failures strictly after `now - window` are live, as in the memory store.
      return redis.zcount(keyOf(email), `(${now() - windowMs}`, '+inf');
    },
    async record(email) {
      const at = now();
      await redis.recordFailedLogin(keyOf(email), at, windowMs, max, `${at}:${randomUUID()}`);
    },
    async clear(email) {
      await redis.del(keyOf(email));
    },
  };
}

/**
 * Redis while it answers, this instance's memory while it does not (RedisLink.use). A count
 * is the larger of both, so failures recorded in memory during an outage still count here
 * after Redis returns; a successful login clears both.
 */
export function createSharedFailedLoginStore(
  link: RedisLink,
  options: MemoryFailedLoginOptions,
): FailedLoginStore {
  const shared = createRedisFailedLoginStore(link.client, options);
  const local = createMemoryFailedLoginStore(options);
  return {
    async count(email) {
      const inMemory = await local.count(email);
      return link.use(
        async () => Math.max(await shared.count(email), inMemory),
        async () => inMemory,
      );
    },
    record: (email) =>
      link.use(
        () => shared.record(email),
        () => local.record(email),
      ),
    async clear(email) {
      await local.clear(email);
      await link.use(
        () => shared.clear(email),
        async () => {},
      );
    },
  };
}
