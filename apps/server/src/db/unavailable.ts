import type pg from 'pg';

/** What a request gets while PostgreSQL cannot be reached (503, with Retry-After). */
export const DATABASE_UNAVAILABLE_MESSAGE =
  'The store is briefly unavailable. Please try again in a moment.';

/** Seconds a client is asked to wait: about one restart of the embedded PostgreSQL. */
export const RETRY_AFTER_SECONDS = 5;

/** Socket errors of a connection to the server (refused, reset, unreachable, timed out). */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'EHOSTDOWN',
  'ENETUNREACH',
  'ENETDOWN',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * SQLSTATEs of a server going away or not yet there: 57P01 admin_shutdown, 57P02
 * crash_shutdown, 57P03 cannot_connect_now (starting up or recovering), 53300
 * too_many_connections; class 08 is connection exceptions.
 */
const SERVER_CODES = new Set(['57P01', '57P02', '57P03', '53300']);

/** node-postgres and pg-pool say these in words only (no code). */
const CLIENT_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  // pg's Client when its own connect timeout ends the attempt (db/client.ts).
  'timeout expired',
  'is not queryable',
  'Cannot use a pool after calling end on the pool',
];

/**
 * Whether `err` means "the database cannot be reached right now" rather than a bug or bad
 * data. Looks through `cause` too: Drizzle wraps the driver's error in DrizzleQueryError.
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  let current = asErrorLike(err);
  for (let depth = 0; depth < 5 && current; depth++) {
    const { code, message } = current;
    if (typeof code === 'string') {
      if (SOCKET_CODES.has(code) || SERVER_CODES.has(code) || /^08[0-9A-Z]{3}$/.test(code)) {
        return true;
      }
      // The embedded PostgreSQL's Unix socket is gone while it stops or restarts: connecting
      // to a missing socket file (only a connect: any other missing file is a bug).
      if (code === 'ENOENT' && current.syscall === 'connect') return true;
    }
    if (typeof message === 'string' && CLIENT_MESSAGES.some((text) => message.includes(text))) {
      return true;
    }
    current = asErrorLike(current.cause);
  }
  return false;
}

interface ErrorLike {
  code?: unknown;
  syscall?: unknown;
  message?: unknown;
  cause?: unknown;
}

/** An Error, or a copy of one (pg-boss emits its workers' errors as spread objects). */
function asErrorLike(value: unknown): ErrorLike | null {
  return typeof value === 'object' && value !== null ? (value as ErrorLike) : null;
}

export interface AvailabilityLog {
  error(context: object, message: string): void;
  info(context: object, message: string): void;
}

export interface DatabaseAvailability {
  /** False from a failure that shows the database unreachable until a connection succeeds. */
  readonly available: boolean;
  /** A call failed because the database is unreachable: logs only the first of an outage. */
  reportUnavailable(err: unknown): void;
}

const byPool = new WeakMap<pg.Pool, DatabaseAvailability>();

/**
 * The one availability state of `pool`, shared by everything that uses it (the errors plugin,
 * the job queue): an outage is logged once when first met and once when a new connection
 * succeeds again, however many calls fail in between (issue 13: thousands of error lines).
 * The first caller's log is used.
 */
export function databaseAvailability(pool: pg.Pool, log: AvailabilityLog): DatabaseAvailability {
  const existing = byPool.get(pool);
  if (existing) return existing;
  let downSince: number | null = null;
  const availability: DatabaseAvailability = {
    get available() {
      return downSince === null;
    },
    reportUnavailable(err) {
      if (downSince !== null) return;
      downSince = Date.now();
      log.error({ reason: reasonOf(err) }, 'database unreachable: answering 503 until it is back');
    },
  };
  // A new connection that gets through means the server is back.
  pool.on('connect', () => {
    if (downSince === null) return;
    const seconds = Math.round((Date.now() - downSince) / 100) / 10;
    downSince = null;
    log.info({ outageSeconds: seconds }, 'database reachable again');
  });
  byPool.set(pool, availability);
  return availability;
}

/** The innermost message (the driver's, not Drizzle's "Failed query: …" with parameters). */
function reasonOf(err: unknown): string {
  let current = asErrorLike(err);
  let reason = String(err);
  for (let depth = 0; depth < 5 && current; depth++) {
    const { code, message } = current;
    reason = typeof code === 'string' ? `${code}: ${String(message)}` : String(message);
    current = asErrorLike(current.cause);
  }
  return reason;
}
