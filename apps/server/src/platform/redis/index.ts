import { isIP } from 'node:net';
import { Redis } from 'ioredis';

/** Where the link reports outages; a Fastify or pino logger fits. */
export interface RedisLog {
  info(context: object, message: string): void;
  warn(context: object, message: string): void;
}

/**
 * The Redis connection behind the shared counters (rate limits, failed logins), and what to
 * do while it is down: every caller gives a shared (Redis) and a local (memory) way to do its
 * work, and `use` picks one, so no request waits for Redis or fails because of it.
 */
export interface RedisLink {
  readonly client: Redis;
  /** Whether the connection is ready now (shared counters are used). */
  isUp(): boolean;
  /**
   * `shared()` while Redis is up; `local()` while it is down or when `shared()` fails (a
   * timeout, a dropped connection), so the request is answered from memory either way.
   */
  use<T>(shared: () => Promise<T>, local: () => Promise<T>): Promise<T>;
  /** Resolves once the first connection attempt has ended, up or not (bounded). */
  readonly firstAttempt: Promise<void>;
  close(): Promise<void>;
}

/**
 * Bounds that keep Redis off the request's critical path (decision 0026): a command that has
 * no reply in COMMAND_TIMEOUT_MS fails (and the request falls back to memory); a connection
 * that receives nothing for SOCKET_TIMEOUT_MS while commands wait is dropped and reconnected,
 * so a hung server is detected as down rather than timed out command after command.
 */
const COMMAND_TIMEOUT_MS = 500;
const SOCKET_TIMEOUT_MS = 1_000;
const CONNECT_TIMEOUT_MS = 2_000;
/** Reconnection in the background, forever, at most this far apart. */
const MAX_RECONNECT_DELAY_MS = 2_000;

/**
 * Connects to REDIS_URL in the background and reports each outage once: a warning when Redis
 * stops answering (limits fall back to this instance's memory), an info line when it is back.
 * Never logs the URL itself, which may carry a password.
 */
export function connectRedis(url: string, log: RedisLog): RedisLink {
  const target = describeTarget(url);
  const client = new Redis(url, {
    connectionName: 'store',
    commandTimeout: COMMAND_TIMEOUT_MS,
    socketTimeout: SOCKET_TIMEOUT_MS,
    connectTimeout: CONNECT_TIMEOUT_MS,
    // While down, commands fail at once instead of queueing up behind the connection (a
    // queue would hold requests, and then flood Redis when it returns).
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    autoResendUnfulfilledCommands: false,
    retryStrategy: (attempt) => Math.min(attempt * 200, MAX_RECONNECT_DELAY_MS),
    ...tlsOptions(url),
  });

  // Unknown until the first attempt ends, so the first outcome is always logged.
  let reported: 'up' | 'down' | undefined;
  let closing = false;
  const reportUp = () => {
    if (reported === 'up' || closing) return;
    log.info(
      { redis: target },
      reported === 'down'
        ? 'Redis answers again: rate limits and failed-login counts are shared again'
        : 'Redis connected: rate limits and failed-login counts are shared by all instances',
    );
    reported = 'up';
  };
  const reportDown = (err: unknown) => {
    if (reported === 'down' || closing) return;
    log.warn(
      { redis: target, err: err instanceof Error ? err.message : String(err) },
      'Redis unreachable: rate limits and failed-login counts fall back to this instance’s memory until it answers',
    );
    reported = 'down';
  };

  let endFirstAttempt: () => void = () => {};
  const firstAttempt = new Promise<void>((resolve) => {
    endFirstAttempt = resolve;
    // A server that accepts but never answers ends no attempt by itself.
    setTimeout(resolve, CONNECT_TIMEOUT_MS + SOCKET_TIMEOUT_MS).unref();
  });
  // Set when a command timed out and its connection is being dropped: until a new one is
  // ready, counts go to memory without trying the dying one.
  let dropping = false;
  const isUp = () => client.status === 'ready' && !dropping;
  client.on('ready', () => {
    dropping = false;
    reportUp();
    endFirstAttempt();
  });
  // ioredis emits an error for each failed reconnection: reported once per outage.
  client.on('error', (err) => {
    reportDown(err);
    endFirstAttempt();
  });
  client.on('close', () => reportDown(new Error('connection closed')));

  return {
    client,
    isUp,
    async use(shared, local) {
      if (!isUp()) return local();
      let result: Awaited<ReturnType<typeof shared>>;
      try {
        result = await shared();
      } catch (err) {
        reportDown(err);
        // A timed-out command means a server that stopped answering: drop the connection at
        // once (commands waiting on it fail too, to memory) so no later request waits as long,
        // and reconnect in the background.
        if (err instanceof Error && err.message === 'Command timed out' && !dropping) {
          dropping = true;
          client.disconnect(true);
        }
        return local();
      }
      // A command that once timed out on a live connection reported an outage: it is over.
      reportUp();
      return result;
    },
    firstAttempt,
    async close() {
      closing = true;
      endFirstAttempt();
      // QUIT lets commands in flight finish; a connection that is down just stops retrying.
      if (client.status === 'ready') await client.quit().catch(() => client.disconnect());
      else client.disconnect();
    },
  };
}

/**
 * rediss://: ioredis verifies the certificate against the host, but Node sends no SNI unless
 * told, and managed Redis services that share an address between tenants route by it.
 */
function tlsOptions(url: string): { tls?: { servername: string } } {
  const { protocol, hostname } = new URL(url);
  if (protocol !== 'rediss:' || isIP(hostname.replace(/^\[|\]$/g, '')) !== 0) return {};
  return { tls: { servername: hostname } };
}

/** Host and port for the logs; never the password or user name. */
function describeTarget(url: string): string {
  const { protocol, hostname, port } = new URL(url);
  return `${protocol}//${hostname}:${port || '6379'}`;
}
