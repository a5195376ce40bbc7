import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import LocalStore from '@fastify/rate-limit/store/LocalStore.js';
import RedisStore from '@fastify/rate-limit/store/RedisStore.js';
import type { RedisLink } from '../platform/redis/index.js';

/** Rate-limit counters in Redis: `store:rl:<method><route>-<client key>`. */
export const RATE_LIMIT_KEY_PREFIX = 'store:rl:';

type Counted = { current: number; ttl: number };
type Callback = (error: Error | null, result?: Counted) => void;
type RouteOptions = Parameters<FastifyRateLimitStore['child']>[0];

/**
 * @fastify/rate-limit's own Redis store (an atomic INCR + PEXPIRE script per key, so every
 * instance counts in the same fixed window) with its memory store beside it: a count goes to
 * Redis while it is up, and to this instance's memory while it is not (RedisLink.use), so a
 * Redis outage never fails or holds a request. Memory counts made during an outage are not
 * carried over to Redis when it returns; they only ever make the limit stricter here.
 */
export function sharedRateLimitStore(link: RedisLink): FastifyRateLimitStoreCtor {
  class SharedStore implements FastifyRateLimitStore {
    constructor(
      private readonly shared: FastifyRateLimitStore,
      private readonly local: FastifyRateLimitStore,
    ) {}

    incr(key: string, callback: Callback, timeWindow: number, max: number): void {
      link
        .use(
          () => count(this.shared, key, timeWindow, max),
          () => count(this.local, key, timeWindow, max),
        )
        .then((result) => callback(null, result), callback);
    }

    child(routeOptions: RouteOptions): FastifyRateLimitStore {
      return new SharedStore(this.shared.child(routeOptions), this.local.child(routeOptions));
    }
  }

  // What the plugin constructs with its global options; each route gets a child of it.
  return class extends SharedStore {
    constructor(options: { continueExceeding?: boolean; exponentialBackoff?: boolean }) {
      const continueExceeding = options.continueExceeding ?? false;
      const exponentialBackoff = options.exponentialBackoff ?? false;
      super(
        new RedisStore(continueExceeding, exponentialBackoff, link.client, RATE_LIMIT_KEY_PREFIX),
        new LocalStore(continueExceeding, exponentialBackoff),
      );
    }
  };
}

function count(
  store: FastifyRateLimitStore,
  key: string,
  timeWindow: number,
  max: number,
): Promise<Counted> {
  return new Promise((resolve, reject) => {
    store.incr(
      key,
      (err, result) => (err || !result ? reject(err ?? new Error('no count')) : resolve(result)),
      timeWindow,
      max,
    );
  });
}
