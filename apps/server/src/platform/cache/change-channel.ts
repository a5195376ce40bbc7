import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** Where the channel reports (a Fastify or pino logger fits). */
export interface ChannelLog {
  info(context: object, message: string): void;
  warn(context: object, message: string): void;
  error(context: object, message: string): void;
}

export interface ChangeChannelOptions {
  pool: pg.Pool;
  /** A PostgreSQL identifier: lower case letters, digits and underscores. */
  channel: string;
  /** Another instance (or SQL: `NOTIFY <channel>`) announced a change. */
  onChange: () => void;
  /**
   * The listening connection was lost or (re)established: notifications may have been missed
   * in between, so whatever depends on them must be dropped.
   */
  onGap: () => void;
  log: ChannelLog;
  /** First reconnect delay (default 250 ms), doubling up to `maxDelayMs` (default 10 s). */
  minDelayMs?: number;
  maxDelayMs?: number;
  /** How often the listening connection is probed (default 30 s): a dead peer is noticed. */
  probeIntervalMs?: number;
}

export interface ChangeChannel {
  /** Whether notifications are being received right now. */
  readonly listening: boolean;
  /** Connects (one attempt awaited, retries continue in the background). */
  start(): Promise<void>;
  /** Tells every other instance; this one ignores its own announcement. */
  publish(): Promise<void>;
  close(): Promise<void>;
}

/**
 * PostgreSQL LISTEN/NOTIFY between server instances (DESIGN §2 "shared state when scaled
 * out"). A dedicated connection LISTENs; it reconnects with exponential backoff and jitter,
 * and is probed periodically, since a silently dropped TCP connection would otherwise look
 * alive for hours. Announcements carry this instance's id so it can skip its own.
 */
export function createChangeChannel(options: ChangeChannelOptions): ChangeChannel {
  const { pool, channel, log } = options;
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`bad channel name: ${channel}`);
  const minDelay = options.minDelayMs ?? 250;
  const maxDelay = options.maxDelayMs ?? 10_000;
  const probeInterval = options.probeIntervalMs ?? 30_000;
  const instanceId = randomBytes(9).toString('base64url');

  let client: pg.Client | null = null;
  let listening = false;
  let closed = false;
  let attempt = 0;
  let retryTimer: NodeJS.Timeout | undefined;
  let probeTimer: NodeJS.Timeout | undefined;

  const lost = (which: pg.Client, reason: string) => {
    if (client !== which) return;
    client = null;
    clearInterval(probeTimer);
    if (listening) {
      listening = false;
      options.onGap();
      if (!closed) log.warn({ channel, reason }, 'cache invalidation channel lost; reconnecting');
    }
    which.end().catch(() => {});
    schedule();
  };

  const schedule = () => {
    if (closed || retryTimer) return;
    const base = Math.min(maxDelay, minDelay * 2 ** attempt);
    const delay = Math.round(base * (0.8 + Math.random() * 0.4));
    attempt += 1;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      void connect();
    }, delay);
    retryTimer.unref();
  };

  const connect = async (): Promise<void> => {
    if (closed || client) return;
    // The pool's own Client class (db/client.ts) keeps its short connect timeout; the
    // pool's connectionTimeoutMillis is its queue wait.
    const PoolClient = (pool.options as { Client?: typeof pg.Client }).Client ?? pg.Client;
    const next = new PoolClient({
      ...pool.options,
      application_name: 'store-cache-listener',
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
    });
    next.on('error', (err) => lost(next, err.message));
    next.on('end', () => lost(next, 'connection ended'));
    next.on('notification', (message) => {
      if (message.channel === channel && message.payload !== instanceId) options.onChange();
    });
    client = next;
    try {
      await next.connect();
      await next.query(`LISTEN ${channel}`);
    } catch (err) {
      if (attempt === 0 || attempt % 10 === 0) {
        log.warn({ channel, err }, 'cannot listen for cache invalidations yet; retrying');
      }
      lost(next, (err as Error).message);
      return;
    }
    if (closed || client !== next) {
      await next.end().catch(() => {});
      return;
    }
    if (attempt > 0) log.info({ channel }, 'cache invalidation channel connected');
    attempt = 0;
    listening = true;
    options.onGap();
    probeTimer = setInterval(() => {
      const probe = next.query('select 1');
      const timeout = new Promise((_, reject) => {
        setTimeout(() => reject(new Error('probe timed out')), 5_000).unref();
      });
      Promise.race([probe, timeout]).catch((err: Error) => lost(next, err.message));
    }, probeInterval);
    probeTimer.unref();
  };

  return {
    get listening() {
      return listening;
    },
    start: connect,
    async publish() {
      await pool.query('select pg_notify($1, $2)', [channel, instanceId]);
    },
    async close() {
      closed = true;
      clearTimeout(retryTimer);
      clearInterval(probeTimer);
      const current = client;
      client = null;
      listening = false;
      await current?.end().catch(() => {});
    },
  };
}
