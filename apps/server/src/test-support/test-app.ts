import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import pino from 'pino';
import { afterAll, beforeAll } from 'vitest';
import { type AppDeps, buildApp } from '../app.js';
import { type Config, loadConfig } from '../config.js';
import { createDatabase, type Database } from '../db/client.js';
import { createDevOutbox } from '../platform/mail/dev-outbox.js';
import { createMailer, type Mailer } from '../platform/mail/index.js';
import { createStorage, isS3Storage } from '../platform/storage/from-config.js';
import type { Storage } from '../platform/storage/index.js';
import { type AccessTokens, createAccessTokens } from '../platform/tokens/access-token.js';
import { accessTokenKeys } from '../platform/tokens/signing-keys.js';
import { createTestDatabase } from './database.js';

export interface TestContext {
  app: FastifyInstance;
  /**
   * The test's own connection to the app's database, for fixtures and assertions. Every
   * statement run through it clears the app's catalogue reply cache, as a catalogue write
   * through the API would: a test that inserts rows directly then reads through the API
   * sees them.
   */
  db: Database;
  /** The app's own pool (count its queries with the 'acquire' event). */
  pool: pg.Pool;
  /** The database's address, for another instance on the same database. */
  databaseUrl: string;
  config: Config;
  storage: Storage;
  accessTokens: AccessTokens;
  /** The in-memory outbox (read `mailer.outbox`) unless the env sets SMTP_URL. */
  mailer: Mailer;
}

/**
 * What production refuses to start without (config.ts), for tests that build it: a public
 * https address, an SMTP server (unused: the app is given the in-memory outbox below unless
 * the test sets SMTP_URL) and test payments named out loud.
 */
export const PRODUCTION_DEFAULTS = {
  PUBLIC_URL: 'https://store.test',
  SMTP_URL: 'smtp://127.0.0.1:9',
  ALLOW_TEST_PAYMENTS: 'true',
};

/**
 * One app per test file on its own fresh database (cloned from the migrated template) and
 * its own data directory. Returns a context whose fields are filled in `beforeAll`.
 * `env` may be a function, read in `beforeAll`: for values known only once an earlier
 * `beforeAll` has run (the port of a local SMTP server, say).
 */
/** Background jobs poll twice a second in tests, so a job's effect shows up quickly. */
const TEST_JOBS: Pick<AppDeps, 'jobs'> = { jobs: { pollingIntervalSeconds: 0.5 } };

export function useTestApp(
  env: Record<string, string> | (() => Record<string, string>) = {},
  /** `logger`: the app logs there (a test that reads what was logged). */
  options: Pick<AppDeps, 'logger'> = {},
): TestContext {
  const context = {} as TestContext;
  let drop: (() => Promise<void>) | undefined;
  let instance: TestInstance | undefined;

  beforeAll(async () => {
    const database = await createTestDatabase();
    drop = database.drop;
    instance = await startTestApp(database, typeof env === 'function' ? env() : env, {
      ...TEST_JOBS,
      ...options,
    });
    Object.assign(context, instance.context);
  });

  afterAll(async () => {
    await instance?.close();
    await drop?.();
  });

  return context;
}

export interface TestInstance {
  context: TestContext;
  /** Closes the app, its mailer and fixtures connection and removes its data directory. */
  close(): Promise<void>;
}

/**
 * One store instance on a given database (its pool is the app's; the caller closes it) with
 * a data directory of its own, as `useTestApp` builds it. Several on one database are
 * instances behind a load balancer; closing one and starting another is a restart.
 */
export async function startTestApp(
  database: { connectionString: string; db: Database; pool: pg.Pool },
  given: Record<string, string> = {},
  // `redis`: a connection of the test's own (to read its log, say); else built from REDIS_URL.
  options: Pick<AppDeps, 'jobs' | 'redis' | 'logger' | 'onRoute'> = TEST_JOBS,
): Promise<TestInstance> {
  const context = {} as TestContext;
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'store-test-data-'));
  const config = testConfig(dataDir, given);
  context.config = config;
  context.databaseUrl = database.connectionString;
  const fixtures = createDatabase(database.connectionString, {
    max: 3,
    applicationName: 'store-test-fixtures',
  });
  // Released once a statement has finished, before its promise resolves: no race.
  fixtures.pool.on('release', () => context.app?.catalogueCache.clear());
  context.db = fixtures.db;
  context.pool = database.pool;
  // The bucket when the env names one (S3_BUCKET), as production builds it.
  context.storage = await createStorage(config);
  // As production: the keys the database shares, or the test env's JWT_SECRET.
  context.accessTokens = createAccessTokens(await accessTokenKeys(config, database.db));
  // The in-memory outbox unless the test brings its own SMTP server: tests read the mails.
  const mailLog = pino({ level: config.logLevel });
  context.mailer = given.SMTP_URL ? createMailer(config, mailLog) : createDevOutbox(mailLog);
  const close = async () => {
    await context.app?.close();
    if (isS3Storage(context.storage)) context.storage.close();
    await context.mailer.close();
    await fixtures.close();
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    context.app = await buildApp({
      config,
      db: database.db,
      pool: database.pool,
      storage: context.storage,
      accessTokens: context.accessTokens,
      mailer: context.mailer,
      ...options,
    });
    await context.app.ready();
  } catch (err) {
    await close();
    throw err;
  }
  return { context, close };
}

function testConfig(dataDir: string, env: Record<string, string>): Config {
  return loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
    ...(env.NODE_ENV === 'production' ? PRODUCTION_DEFAULTS : {}),
    ...env,
  });
}

export interface OtherInstance {
  app: FastifyInstance;
  config: Config;
  storage: Storage;
}

/**
 * Another store instance on `first`'s database, with a data directory (a disk) of its own
 * and its own pool, storage and keys, built as production builds each instance: what a load
 * balancer sends to either must work on both. No job queue (the first one runs it).
 */
export function useOtherInstance(
  first: TestContext,
  env: Record<string, string> | (() => Record<string, string>) = {},
): OtherInstance {
  const other = {} as OtherInstance;
  let instance: TestInstance | undefined;

  beforeAll(async () => {
    const given = typeof env === 'function' ? env() : env;
    instance = await startTestInstance(first.databaseUrl, given, { jobs: false });
    const { app, config, storage } = instance.context;
    Object.assign(other, { app, config, storage });
  });

  afterAll(async () => {
    await instance?.close();
  });

  return other;
}

/**
 * startTestApp with a pool of its own on a shared database, as a separate instance has
 * (closing it closes the pool too).
 */
export async function startTestInstance(
  connectionString: string,
  given: Record<string, string> = {},
  options?: Pick<AppDeps, 'jobs' | 'redis'>,
): Promise<TestInstance> {
  const own = createDatabase(connectionString, { max: 5, applicationName: 'store-test' });
  try {
    const instance = await startTestApp({ connectionString, ...own }, given, options);
    return {
      context: instance.context,
      async close() {
        await instance.close();
        await own.close();
      },
    };
  } catch (err) {
    await own.close();
    throw err;
  }
}
