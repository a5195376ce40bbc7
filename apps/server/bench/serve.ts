/**
 * Bench target, run as a child process by run.ts: the store app on a database grown to
 * BENCH_PRODUCTS products, and beside it a bare Fastify route returning a constant body
 * (the yardstick of DESIGN §8). The bare server also takes the bench's control calls
 * (catalogue cache on/off, stats). Prints one JSON line with URLs and sample ids when ready.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { slugWithId } from '@store/contract/slug';
import { sql } from 'drizzle-orm';
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
const startScript = path.resolve(import.meta.dirname, '../../../scripts/start-server.sh');
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'store-bench-'));
/**
 * Production refuses to start without these (config.ts). The bench reads the catalogue only:
 * no mail is sent, no payment taken.
 */
const PRODUCTION_SETTINGS = {
  PUBLIC_URL: 'https://bench.invalid',
  SMTP_URL: 'smtp://127.0.0.1:9',
  ALLOW_TEST_PAYMENTS: 'true',
};
const config = loadConfig({
  ...PRODUCTION_SETTINGS,
  ...process.env,
  DATA_DIR: dataDir,
  LOG_LEVEL: 'silent',
  NODE_ENV: 'production',
});
const log = (message: string) => process.stderr.write(`[bench] ${message}\n`);

const embedded = config.databaseUrl
  ? undefined
  : await startEmbeddedPostgres({ dataDir, ephemeral: true });
const database = createDatabase(config.databaseUrl ?? embedded!.connectionString, { max: 10 });
await migrateDatabase(database.pool);
const storage = createLocalStorage(config.uploadsDir);
await seedDemoCatalogue({ db: database.db, storage, log: () => {} });

const growStarted = performance.now();
const products = await growCatalogue(database.db, target, { log });
const growSeconds = (performance.now() - growStarted) / 1000;
log(`catalogue ready: ${products} live products, grown in ${growSeconds.toFixed(1)} s`);

const samples = await sampleIds();

/** The server under measurement: this process's app, or the compiled `npm start` server. */
interface BenchStore {
  url: string;
  /** The process whose memory is reported. */
  pid: number;
  /** Null when the store cannot be switched (the compiled server always caches). */
  setCache(enabled: boolean): boolean | null;
  cacheStats(): unknown;
  close(): Promise<void>;
}

const store: BenchStore =
  process.env.BENCH_SERVER === 'start' ? await startCompiledStore() : await startInProcessStore();

async function startInProcessStore(): Promise<BenchStore> {
  const app = await buildApp({
    config,
    db: database.db,
    pool: database.pool,
    storage,
    accessTokens: createAccessTokens('bench-secret-bench-secret-bench-secret'),
    // Catalogue reads only: no background jobs polling the database during the measurement.
    jobs: false,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    url: url(app.server),
    pid: process.pid,
    setCache(enabled) {
      app.catalogueCache.enabled = enabled;
      return enabled;
    },
    cacheStats: () => app.catalogueCache.stats(),
    close: () => app.close(),
  };
}

/**
 * BENCH_SERVER=start: the production server as `npm start` runs it (scripts/start-server.sh:
 * compiled JavaScript, its Node flags and MALLOC_ARENA_MAX; `npm run build` first, background
 * jobs on), on this database; BENCH_NODE_OPTIONS adds Node flags after the script's.
 */
async function startCompiledStore(): Promise<BenchStore> {
  const port = await freePort();
  const nodeFlags = (process.env.BENCH_NODE_OPTIONS ?? '').split(/\s+/).filter(Boolean);
  // The script execs node, so the child's pid is the server's (its memory is what we report).
  const child = spawn(startScript, nodeFlags, {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      ...PRODUCTION_SETTINGS,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: config.databaseUrl ?? embedded!.connectionString,
      SEED_DEMO: 'false',
      NODE_OPTIONS: '',
    },
  });
  const storeUrl = `http://127.0.0.1:${port}`;
  for (let attempt = 0; ; attempt++) {
    if (child.exitCode !== null) throw new Error(`the compiled server exited (${child.exitCode})`);
    const up = await fetch(`${storeUrl}/api`).then(
      (res) => res.ok,
      () => false,
    );
    if (up) break;
    if (attempt > 300) throw new Error('the compiled server did not start in 30 s');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  log(`compiled server ready (pid ${child.pid}: ${serverCommandLine(child.pid!)})`);
  return {
    url: storeUrl,
    pid: child.pid!,
    setCache: () => null,
    cacheStats: () => null,
    close: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

const bare = Fastify();
const constant = { success: true, error: false, message: 'ok', data: [] };
bare.get('/', async () => constant);
// The same constant route with a body as long as a catalogue reply: what sending the bytes
// alone costs. Random bytes, so nothing on the way can shrink them.
const sized = new Map<number, Buffer>();
bare.get<{ Params: { bytes: string } }>('/sized/:bytes', async (request, reply) => {
  const bytes = Math.min(Number(request.params.bytes) || 0, 1_000_000);
  let body = sized.get(bytes);
  if (!body) {
    body = randomBytes(bytes);
    sized.set(bytes, body);
  }
  return reply.type('application/octet-stream').send(body);
});
bare.post<{ Params: { state: string } }>('/__cache/:state', async (request) => ({
  enabled: store.setCache(request.params.state === 'on'),
}));
bare.get('/__stats', async () => {
  const underLoad = process.memoryUsage();
  // With --expose-gc (BENCH_GC=1): the live heap, after a full collection (in process only).
  const gc = store.pid === process.pid ? (globalThis as { gc?: () => void }).gc : undefined;
  gc?.();
  return {
    cache: store.cacheStats(),
    memory: underLoad,
    afterGc: gc ? process.memoryUsage() : null,
  };
});
await bare.listen({ port: 0, host: '127.0.0.1' });

console.info(
  JSON.stringify({
    ready: true,
    products,
    growSeconds,
    store: store.url,
    storePid: store.pid,
    switchableCache: store.setCache(true) !== null,
    bare: url(bare.server),
    samples,
    rssAtReady: residentBytes(store.pid),
  }),
);

function url(server: Server) {
  const address = server.address();
  return typeof address === 'object' && address ? `http://127.0.0.1:${address.port}` : '';
}

function residentBytes(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(status.match(/VmRSS:\s+(\d+) kB/)?.[1] ?? 0) * 1024;
}

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const port = (probe.address() as AddressInfo).port;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** What the start script ran, as the kernel has it: node, its flags and the entry file. */
function serverCommandLine(pid: number): string {
  return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ').trim();
}

/** Ids for the calls that need them: a busy listing, its category, a product page. */
async function sampleIds() {
  const listing = await database.db.execute<{
    categoryId: string;
    categoryName: string;
    subCategoryId: string;
    subCategoryName: string;
  }>(sql`
    select c.id as "categoryId", c.name as "categoryName",
           s.id as "subCategoryId", s.name as "subCategoryName"
    from product_sub_categories ps
    join product_categories pc on pc.product_id = ps.product_id
    join categories c on c.id = pc.category_id
    join sub_categories s on s.id = ps.sub_category_id
    group by 1, 2, 3, 4 order by count(*) desc limit 1`);
  const product = await database.db.execute<{ id: string; name: string }>(sql`
    select id, name from products where deleted_at is null and name not like '% #%'
    order by created_at desc limit 1`);
  const l = listing.rows[0]!;
  const p = product.rows[0]!;
  return {
    categoryId: l.categoryId,
    subCategoryId: l.subCategoryId,
    productId: p.id,
    productPath: `/product/${encodeURIComponent(slugWithId(p.name, p.id))}`,
    listingPath: `/${slugWithId(l.categoryName, l.categoryId)}/${slugWithId(l.subCategoryName, l.subCategoryId)}`,
  };
}

const stop = async () => {
  await store.close();
  await bare.close();
  await database.close();
  await embedded?.stop();
  // The grown database and its uploads (~180 MB at 10,000 products) are the bench's alone.
  await rm(dataDir, { recursive: true, force: true });
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
