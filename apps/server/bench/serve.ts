/**
 * Bench target, run as a child process by run.ts: the store app on a database grown to
 * BENCH_PRODUCTS products, and beside it a bare Fastify route returning a constant body
 * (the yardstick of DESIGN §8). The bare server also takes the bench's control calls
 * (catalogue cache on/off, stats). Prints one JSON line with URLs and sample ids when ready.
 */
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { slugWithId } from '@store/contract/slug';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import sharp from 'sharp';
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
const log = (message: string) => process.stderr.write(`[bench] ${message}\n`);

const embedded = config.databaseUrl
  ? undefined
  : await startEmbeddedPostgres({ dataDir, ephemeral: true });
const database = createDatabase(config.databaseUrl ?? embedded!.connectionString, { max: 10 });
await migrateDatabase(database.pool);
const storage = createLocalStorage(config.uploadsDir);
await seedDemoCatalogue({ db: database.db, storage, log: () => {} });
// As server.ts does after seeding: libvips' operation cache is no use to a server that
// processes each upload once, and keeps tens of MB resident.
sharp.cache(false);

const growStarted = performance.now();
const products = await growCatalogue(database.db, target, { log });
const growSeconds = (performance.now() - growStarted) / 1000;
log(`catalogue ready: ${products} live products, grown in ${growSeconds.toFixed(1)} s`);

const samples = await sampleIds();

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

const bare = Fastify();
const constant = { success: true, error: false, message: 'ok', data: [] };
bare.get('/', async () => constant);
bare.post<{ Params: { state: string } }>('/__cache/:state', async (request) => {
  app.catalogueCache.enabled = request.params.state === 'on';
  return { enabled: app.catalogueCache.enabled };
});
bare.get('/__stats', async () => {
  const underLoad = process.memoryUsage();
  // With --expose-gc (BENCH_GC=1): the live heap, after a full collection.
  const gc = (globalThis as { gc?: () => void }).gc;
  gc?.();
  return {
    cache: app.catalogueCache.stats(),
    memory: underLoad,
    afterGc: gc ? process.memoryUsage() : null,
  };
});
await bare.listen({ port: 0, host: '127.0.0.1' });

const url = (server: typeof bare.server) => {
  const address = server.address();
  return typeof address === 'object' && address ? `http://127.0.0.1:${address.port}` : '';
};
console.info(
  JSON.stringify({
    ready: true,
    products,
    growSeconds,
    store: url(app.server),
    bare: url(bare.server),
    samples,
    rssAtReady: process.memoryUsage().rss,
  }),
);

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
  await app.close();
  await bare.close();
  await database.close();
  await embedded?.stop();
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
