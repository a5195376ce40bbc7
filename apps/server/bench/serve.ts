/**
 * Bench target, run as a child process by run.ts: the store app on a database grown to
 * BENCH_PRODUCTS products, and beside it a bare Fastify route returning a constant body
 * (the yardstick of DESIGN §8). Prints one JSON line with both URLs when ready.
 */
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { createDatabase } from '../src/db/client.js';
import { startEmbeddedPostgres } from '../src/db/embedded.js';
import { migrateDatabase } from '../src/db/migrate.js';
import { seedDemoCatalogue } from '../src/db/seed/index.js';
import { createLocalStorage } from '../src/platform/storage/index.js';
import { createAccessTokens } from '../src/platform/tokens/access-token.js';
import { growCatalogue } from './grow-catalogue.js';

const target = Number(process.env.BENCH_PRODUCTS ?? 10_000);
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'store-bench-'));
const config = loadConfig({
  ...process.env,
  DATA_DIR: dataDir,
  LOG_LEVEL: 'silent',
  NODE_ENV: 'production',
});

const embedded = config.databaseUrl
  ? undefined
  : await startEmbeddedPostgres({ dataDir, ephemeral: true });
const database = createDatabase(config.databaseUrl ?? embedded!.connectionString, { max: 10 });
await migrateDatabase(database.pool);
const storage = createLocalStorage(config.uploadsDir);
await seedDemoCatalogue({ db: database.db, storage, log: () => {} });
const products = await growCatalogue(database.db, target);

const app = await buildApp({
  config,
  db: database.db,
  pool: database.pool,
  storage,
  accessTokens: createAccessTokens('bench-secret-bench-secret-bench-secret'),
});
await app.listen({ port: 0, host: '127.0.0.1' });

const bare = Fastify();
const constant = { success: true, error: false, message: 'ok', data: [] };
bare.get('/', async () => constant);
await bare.listen({ port: 0, host: '127.0.0.1' });

const url = (server: typeof bare.server) => {
  const address = server.address();
  return typeof address === 'object' && address ? `http://127.0.0.1:${address.port}` : '';
};
console.info(
  JSON.stringify({ ready: true, products, store: url(app.server), bare: url(bare.server) }),
);

const stop = async () => {
  await app.close();
  await bare.close();
  await database.close();
  await embedded?.stop();
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
