/**
 * Counts failed password logins per account (DESIGN §4: at most 100 per account per hour).
 * Keyed by the lowercased e-mail as typed, whether or not it has an account, so the limit
 * itself tells nothing about which addresses exist. Behind an interface: a Redis store can
 * replace the in-memory one when the server runs as several instances (DESIGN §2).
 */
export interface FailedLoginStore {
  /** Failures recorded for `key` within the window that ends now. */
  count(key: string): Promise<number>;
  /** Records one failure for `key` now. */
  record(key: string): Promise<void>;
  /** Forgets `key`'s failures (after a successful login). */
  clear(key: string): Promise<void>;
}

export interface MemoryFailedLoginOptions {
  /** Failures that lock an account; older entries beyond it are not kept. */
  max: number;
  windowMs: number;
  /** Distinct keys kept at most; the least recently failed are dropped first. */
  maxKeys?: number;
  now?: () => number;
}

/**
 * A sliding window in process memory: for each key, the times of its last `max` failures.
 * Memory stays bounded by `maxKeys × max` timestamps even under a flood of made-up e-mails
 * (each of which costs the sender an argon2 verification and the per-IP limit anyway).
 */
export function createMemoryFailedLoginStore({
  max,
  windowMs,
  maxKeys = 50_000,
  now = Date.now,
}: MemoryFailedLoginOptions): FailedLoginStore {
  const failures = new Map<string, number[]>();

  const recent = (key: string): number[] => {
    const times = failures.get(key);
    if (!times) return [];
    const since = now() - windowMs;
    let firstLive = 0;
    while (firstLive < times.length && times[firstLive]! <= since) firstLive++;
    if (firstLive === times.length) {
      failures.delete(key);
      return [];
    }
    if (firstLive > 0) times.splice(0, firstLive);
    return times;
  };

  return {
    async count(key) {
      return recent(key).length;
    },
    async record(key) {
      const times = recent(key);
      times.push(now());
      if (times.length > max) times.splice(0, times.length - max);
      // Re-insert so the Map's order is "least recently failed first".
      failures.delete(key);
      failures.set(key, times);
      while (failures.size > maxKeys) {
        const oldest = failures.keys().next().value as string;
        failures.delete(oldest);
      }
    },
    async clear(key) {
      failures.delete(key);
    },
  };
}
