import { mkdir } from 'node:fs/promises';
import { setTimeout as delay } from 'node:timers/promises';
import closeWithGrace from 'close-with-grace';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.js';
import { type Config, ConfigError, loadConfig } from './config.js';
import { checkConnection, createDatabase } from './db/client.js';
import { startEmbeddedPostgres } from './db/embedded.js';
import { migrateDatabase } from './db/migrate.js';
import { ensureAdmin } from './db/seed/admin.js';
import { ensureDefaultSurveyForm, seedDemoCatalogue } from './db/seed/index.js';
import { createLogger, createSyncLogger } from './lib/logger.js';
import {
  describeDatabaseError,
  describeListenError,
  redactDatabaseUrl,
  StartupError,
} from './lib/startup-errors.js';
import { startupTimer } from './lib/startup-timer.js';
import { createHealthState } from './modules/health/state.js';
import { createMailer, mailFolder } from './platform/mail/index.js';
import { createStorage, isS3Storage } from './platform/storage/from-config.js';
import { createAccessTokens } from './platform/tokens/access-token.js';
import { accessTokenKeys } from './platform/tokens/signing-keys.js';

/**
 * Start-up only: config → database → migrations → seed → listen → graceful stop.
 * Anything that goes wrong before listening prints one line and exits non-zero.
 *
 * Every line the process prints is a pino JSON line of this one logger (Fastify's requests,
 * mail, the embedded PostgreSQL, Node's own warnings), at LOG_LEVEL once the config is read;
 * a config error is reported at `fatal`, which any level but `silent` shows.
 */
const log = createLogger('info');
process.removeAllListeners('warning');
// Its name and code, not its stack: a warning is advice about a dependency, not a fault here.
process.on('warning', (warning) =>
  log.warn(
    { warning: warning.name, code: (warning as NodeJS.ErrnoException).code },
    warning.message,
  ),
);
type Cleanup = () => Promise<void>;
const cleanups: Cleanup[] = [];
/** Read by GET /api/health/ready; the stop sequence below marks it draining. */
const health = createHealthState();
/** SHUTDOWN_DELAY_SECONDS once the server listens; before that a stop has nothing to drain. */
let drainDelayMs = 0;

async function main(): Promise<void> {
  const timer = startupTimer();
  const config = loadConfig();
  timer.mark('code and config');
  log.level = config.logLevel;
  await mkdir(config.uploadsDir, { recursive: true });

  const connectionString = await startDatabase(config);
  const database = createDatabase(connectionString, {
    applicationName: 'store',
    max: config.databasePoolMax,
    onError: (err) => log.error({ err }, 'PostgreSQL pool error (connection dropped)'),
  });
  cleanups.unshift(() => database.close());
  const target = config.databaseUrl ? redactDatabaseUrl(config.databaseUrl) : 'embedded PostgreSQL';
  try {
    await database.pool.query('select 1');
  } catch (err) {
    throw new StartupError(describeDatabaseError(err, target));
  }
  timer.mark('database');

  await migrateDatabase(database.pool);
  health.migrationsApplied = true;
  timer.mark('migrations');
  const storage = await createStorage(config);
  if (isS3Storage(storage)) {
    cleanups.push(async () => storage.close());
    // Now, not at the first upload or image request: a wrong key or bucket name stops here.
    try {
      await storage.check();
    } catch (err) {
      throw new StartupError((err as Error).message);
    }
  }
  const admin = await ensureAdmin({
    db: database.db,
    email: config.admin.email,
    password: config.admin.password,
  });
  await ensureDefaultSurveyForm({ db: database.db });
  if (config.seedDemo) {
    await seedDemoCatalogue({ db: database.db, storage, log: (msg) => log.info(msg) });
  }

  timer.mark('storage, admin and seed');
  // JWT_SECRET overrides; without it every instance signs with the keys the database shares.
  const signingKeys = await accessTokenKeys(config, database.db, (err) =>
    log.warn({ err }, 'Signing keys: re-reading them failed, the known ones stay in use'),
  );
  // Closed after the app (requests may still start a mail) and before the database.
  const mailer = createMailer(config, log.child({ name: 'mail' }));
  cleanups.unshift(() => mailer.close());
  const app = await buildApp({
    config,
    db: database.db,
    pool: database.pool,
    storage,
    accessTokens: createAccessTokens(signingKeys),
    mailer,
    health,
    logger: log,
  });
  // Fastify 5 closes idle keep-alive sockets (forceCloseConnections 'idle', the default on this
  // Node), stops accepting, lets in-flight requests finish and answers 503 to any request
  // still arriving on a busy socket.
  cleanups.unshift(() => app.close());
  timer.mark('app');
  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (err) {
    throw new StartupError(describeListenError(err, config.host, config.port));
  }

  timer.mark('listen');
  drainDelayMs = config.shutdownDelayMs;
  log.info(timer.summary(), 'Start-up timings (ms)');
  announce(app, config, admin);
  if (!(await checkConnection(database.pool))) log.warn('database check failed after start');
}

async function startDatabase(config: Config): Promise<string> {
  if (config.databaseUrl) return config.databaseUrl;
  const postgresLog = log.child({ name: 'postgres' });
  try {
    const embedded = await startEmbeddedPostgres({
      dataDir: config.dataDir,
      onLog: (line) => postgresLog.debug(line),
      onWarn: (message) => postgresLog.warn(message),
      // It restarts by itself when it dies; when it cannot, this process ends non-zero, so a
      // supervisor (systemd, a container runtime) can start it afresh.
      onUnrecoverable: (err) => {
        postgresLog.fatal(`${err.message}; stopping`);
        void stopAfterFailure();
      },
    });
    cleanups.push(() => embedded.stop());
    return embedded.connectionString;
  } catch (err) {
    const reason = err instanceof Error ? err.message.split('\n')[0] : String(err);
    throw new StartupError(`Cannot start the embedded PostgreSQL in ${config.dataDir}: ${reason}`);
  }
}

function announce(
  app: FastifyInstance,
  config: Config,
  admin: Awaited<ReturnType<typeof ensureAdmin>>,
): void {
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const url = config.publicUrl ?? `http://localhost:${port}`;
  const host = typeof address === 'object' && address ? address.address : config.host;
  const listening = `${host.includes(':') ? `[${host}]` : host}:${port}`;
  // Tests and scripts find the URL with /Store is running at (http:\S+)/: text follows it.
  log.info({ url, listening }, `Store is running at ${url} (listening on ${listening})`);
  if (app.payments.name === 'simulator') {
    log.info(
      'Payments: the built-in simulator (test payments, no real money). Set CASHFREE_APP_ID and CASHFREE_SECRET_KEY for Cashfree.',
    );
  } else {
    log.info(`Payments: Cashfree (${config.payments.cashfree.env})`);
  }
  if (config.isProduction && config.payments.testPayments) {
    log.warn(
      'ALLOW_TEST_PAYMENTS=true: TEST PAYMENTS ONLY, no real money; pages and receipts say so.',
    );
  }
  log.info(mailLine(config, url));
  log.info(uploadsLine(config));
  // With REDIS_URL the connection logs its own state (connected, or unreachable and degraded).
  if (!config.redisUrl) {
    log.info(
      'Rate limits and failed-login counts: in this instance’s memory (set REDIS_URL to share them when running more than one instance)',
    );
  }
  if (admin.created && admin.password) {
    // At warn, so LOG_LEVEL=warn still shows it: the only way to sign in to a new store.
    log.warn(
      `Admin account created: ${admin.email} / password: ${admin.password} (shown only once: keep it safe, or change it after signing in)`,
    );
  } else if (admin.created || admin.promoted) {
    log.info(`Admin account ready: ${admin.email}`);
  }
}

/** Where a newcomer finds their mails (a reset code, say) on a plain `npm start`. */
function mailLine(config: Config, url: string): string {
  if (config.mail.smtpUrl) return `E-mail: sent over SMTP (${new URL(config.mail.smtpUrl).host})`;
  if (config.devOutbox) {
    return `E-mail: kept in memory (DEV_OUTBOX=true); signed in as admin on this machine, read them at ${url}/api/dev/outbox`;
  }
  return `E-mail: no SMTP_URL, so each mail is written to ${mailFolder(config.dataDir)} (set SMTP_URL to send them)`;
}

function uploadsLine(config: Config): string {
  const s3 = config.s3;
  if (!s3) return `Uploads: on the local disk in ${config.uploadsDir} (set S3_BUCKET for a bucket)`;
  const where = `bucket ${s3.bucket}${s3.endpoint ? ` at ${s3.endpoint}` : ''}`;
  return s3.publicUrl
    ? `Uploads: in the ${where}, linked at ${s3.publicUrl}`
    : `Uploads: in the ${where}, served at /uploads by the store`;
}

async function runCleanups(): Promise<void> {
  // In order: stop accepting and finish in-flight requests, close the pool, stop PostgreSQL.
  while (cleanups.length > 0) {
    const cleanup = cleanups.shift()!;
    try {
      await cleanup();
    } catch (err) {
      log.error(
        { err },
        `Error while stopping: ${err instanceof Error ? err.message : String(err)}`,
      );
    }
  }
}

/** Clean shutdown (HTTP, pool, PostgreSQL), then exit 1; bounded, as a stop must be. */
async function stopAfterFailure(): Promise<void> {
  setTimeout(() => process.exit(1), 20_000).unref();
  await runCleanups();
  process.exit(1);
}

/**
 * Stopping on a signal, in order: report not-ready for SHUTDOWN_DELAY_SECONDS while still
 * serving (balancers take the instance out of rotation; replies say `Connection: close`),
 * then close the server (idle keep-alive sockets first), finish in-flight requests, and stop
 * the rest. Bounded: a stop that hangs 10 s past the delay exits 1.
 */
closeWithGrace({ delay: false, logger: false }, async ({ signal, err }) => {
  setTimeout(() => {
    log.error('Stopping took too long; exiting');
    process.exit(1);
  }, drainDelayMs + 10_000).unref();
  if (err) log.fatal({ err }, `Stopping after an unexpected error: ${err.message}`);
  else if (signal) {
    health.draining = true;
    log.info(
      drainDelayMs > 0
        ? `${signal} received, draining: not ready for ${drainDelayMs / 1000} s, then stopping`
        : `${signal} received, stopping`,
    );
    await delay(drainDelayMs);
  }
  await runCleanups();
  log.info('Stopped');
});

main().catch(async (err: unknown) => {
  // Written at once and in order, after whatever the usual logger still holds.
  await new Promise<void>((resolve) => log.flush(() => resolve()));
  const exitLog = createSyncLogger(log.level);
  if (err instanceof ConfigError) {
    // One line per problem, as config.ts collects them.
    for (const line of err.message.split('\n')) exitLog.fatal(line);
  } else if (err instanceof StartupError) {
    exitLog.fatal(err.message);
  } else {
    exitLog.fatal({ err }, 'Start-up failed');
  }
  await runCleanups();
  process.exit(1);
});
