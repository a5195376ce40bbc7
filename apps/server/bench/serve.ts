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
import type { PaymentSimulator } from '../src/platform/payments/simulator.js';
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
const writes = process.env.BENCH_ONLY === 'writes';
const config = loadConfig({
  ...PRODUCTION_SETTINGS,
  // The write-path part signs up and logs in shoppers from many addresses (X-Forwarded-For
  // from loopback), as a real store behind its proxy sees them: the per-address limits stay on.
  ...(writes ? { TRUST_PROXY: 'loopback' } : {}),
  ...process.env,
  DATA_DIR: dataDir,
  LOG_LEVEL: 'silent',
  NODE_ENV: 'production',
});
const log = (message: string) => process.stderr.write(`[bench] ${message}\n`);

const embedded = config.databaseUrl
  ? undefined
  : // A store of 100,000 products runs its database with more than the tests' 32 MB of cache.
    await startEmbeddedPostgres({ dataDir, ephemeral: true, sharedBuffers: '256MB' });
// No statement timeout: growing 100,000 products rebuilds the facet groups in one statement,
// which passed the app's 15 s on a busy shared machine (the bench stopped there).
const database = createDatabase(config.databaseUrl ?? embedded!.connectionString, {
  max: 10,
  statementTimeoutMs: 0,
});
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
  /**
   * Presses Pay on the simulator for these sessions without posting the webhooks: the bench
   * delivers them itself (write-path part). Null for the compiled server.
   */
  pay: ((sessions: string[]) => Promise<unknown[]>) | null;
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
    pay: async (sessions) => {
      const simulator = app.payments as PaymentSimulator;
      const out: unknown[] = [];
      for (const session of sessions) {
        const outcome = await simulator.complete(session, 'pay');
        if (!outcome) throw new Error(`simulator session ${session} is not payable`);
        out.push(outcome.webhook);
      }
      return out;
    },
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
    pay: null,
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
bare.post<{ Body: { sessions: string[] } }>('/__writes/pay', async (request, reply) => {
  if (!store.pay) return reply.code(501).send({ message: 'needs the in-process server' });
  return { webhooks: await store.pay(request.body.sessions) };
});
// Products a shopper can buy (not free, in stock, live), for the write-path part.
bare.get('/__writes/products', async () => {
  const { rows } = await database.pool.query<{ id: string }>(
    `select id from products where deleted_at is null and stock > 0 and price > 0
       and discount < 100 order by id limit 5000`,
  );
  return rows.map((row) => row.id);
});
// The storm's outcome: how many of these orders are PAID, and how many times each got there.
bare.post<{ Body: { orderIds: string[] } }>('/__writes/paid', async (request) => {
  const { rows } = await database.pool.query<{ paid: number; transitions: number; most: number }>(
    `with chosen as (select id, payment_status from orders where order_id = any($1::text[])),
          per as (select c.id, count(t.*)::int as n from chosen c
                  left join order_transitions t on t.order_id = c.id and t.to_status = 'PAID'
                  group by c.id)
     select (select count(*)::int from chosen where payment_status = 'PAID') as paid,
            (select coalesce(sum(n), 0)::int from per) as transitions,
            (select coalesce(max(n), 0)::int from per) as most`,
    [request.body.orderIds],
  );
  const row = rows[0]!;
  return { paid: row.paid, transitions: row.transitions, maxPerOrder: row.most };
});
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
    postmasterPid: await postmasterPid(),
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

/**
 * The PostgreSQL server process (the parent of this connection's backend), when it runs on
 * this machine: the write-path part sums the CPU of its children (backends, WAL writer…).
 */
async function postmasterPid(): Promise<number | null> {
  const { rows } = await database.pool.query<{ pid: number }>('select pg_backend_pid() as pid');
  try {
    const stat = readFileSync(`/proc/${rows[0]!.pid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  } catch {
    return null; // another machine's PostgreSQL (DATABASE_URL)
  }
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
