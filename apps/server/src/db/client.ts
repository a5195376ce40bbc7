import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema/index.js';

export type Database = NodePgDatabase<typeof schema>;

/** The handle a `db.transaction(async (tx) => …)` callback receives. */
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Repositories accept either, so a service can run them inside its own transaction. */
export type DbOrTx = Database | Tx;

export interface DatabaseOptions {
  /** Pool size (default 10). */
  max?: number;
  /** Shown in pg_stat_activity (default 'store-server'). */
  applicationName?: string;
  /** Server-side limit per statement in ms (default 15 000; 0 disables). */
  statementTimeoutMs?: number;
  /** The longest opening a new connection may take, in ms (default 3 000). */
  connectTimeoutMs?: number;
  /** The longest a query waits for a free connection of a busy pool, in ms (default 10 000). */
  poolWaitMs?: number;
  /** Where pool-level errors go (default: console.error). They are never thrown. */
  onError?: (err: Error) => void;
}

export function createDatabase(
  connectionString: string,
  options: DatabaseOptions = {},
): { db: Database; pool: pg.Pool; close(): Promise<void> } {
  const statementTimeout = options.statementTimeoutMs ?? 15_000;
  const pool = new pg.Pool({
    connectionString,
    max: options.max ?? 10,
    application_name: options.applicationName ?? 'store-server',
    idleTimeoutMillis: 30_000,
    // Two different waits. Opening a connection is kept short (the Client below): a server
    // that is gone or never answers gives a 503 within seconds instead of a hang (issue 13,
    // decision 20). Waiting for a busy pool's free connection is a burst of shoppers, not an
    // outage, so it may take longer (pg-pool applies this one to its queue).
    connectionTimeoutMillis: options.poolWaitMs ?? 10_000,
    Client: clientWithConnectTimeout(options.connectTimeoutMs ?? 3_000),
    // Sent as startup parameters, so they hold for every connection of the pool. A session
    // that needs longer (migrations) raises its own limit with SET.
    statement_timeout: statementTimeout,
    idle_in_transaction_session_timeout: 60_000,
    keepAlive: true,
  });
  const onError =
    options.onError ??
    ((err: Error) => {
      console.error('PostgreSQL pool error (connection dropped):', err.message);
    });
  // An idle client losing its connection (server restart, DROP DATABASE … WITH (FORCE),
  // network) emits 'error' on the pool; unhandled, that would crash the process. When the
  // server goes away every idle client says so at once: only the first is reported, until a
  // new connection succeeds.
  let reported = false;
  pool.on('connect', () => {
    reported = false;
  });
  let closing: Promise<void> | undefined;
  pool.on('error', (err) => {
    // pool.end() resolves once every client is asked to end, not once its socket has: a
    // server stopped right after (embedded PostgreSQL at shutdown) ends those still closing,
    // which is no news.
    if (closing || reported) return;
    reported = true;
    onError(err);
  });

  const db = drizzle(pool, { schema, casing: 'snake_case' });

  const close = () => {
    closing ??= pool.end().catch((err: unknown) => {
      onError(err instanceof Error ? err : new Error(String(err)));
    });
    return closing;
  };
  return { db, pool, close };
}

/** pg's Client, whose own connect timeout holds whatever the pool's queue wait is. */
function clientWithConnectTimeout(timeoutMs: number): typeof pg.Client {
  return class extends pg.Client {
    constructor(config?: string | pg.ClientConfig) {
      super({
        ...(typeof config === 'string' ? { connectionString: config } : config),
        connectionTimeoutMillis: timeoutMs,
      });
    }
  };
}

/**
 * Whether the database answers `select 1` within `timeoutMs`. Never throws (health checks and
 * the web app's warm-up poll use it).
 */
export async function checkConnection(pool: pg.Pool, timeoutMs = 2_000): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
    timer.unref();
  });
  const probe = pool
    .query({ text: 'select 1 as ok', query_timeout: timeoutMs } as pg.QueryConfig)
    .then((result) => result.rows[0]?.ok === 1)
    .catch(() => false);
  try {
    return await Promise.race([probe, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
