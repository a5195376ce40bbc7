/**
 * `BENCH_ONLY=misses` (issue 18 point 6): what a cache-missed catalogue read costs, with the
 * catalogue reply cache off (every request reaches the handler and the database). Each row
 * runs `BENCH_MISS_REQUESTS` requests, `BENCH_MISS_CONCURRENCY` in flight, after a pass of
 * unmeasured ones over every call and 300 more of its own (JIT and PostgreSQL's buffers warm), and reports wall p50/p95, server CPU
 * ms/op and PostgreSQL CPU ms/op from /proc (proc-cpu.ts), beside the bare route measured the
 * same way. Then new-term search: every request a search text never sent before, 20 in flight.
 *
 *   BENCH_MISS_REQUESTS     requests per row (default 1000)
 *   BENCH_MISS_CONCURRENCY  requests in flight (default 10)
 *   BENCH_SEARCH_REQUESTS   new-term searches (default 1000; 0 for none), 20 in flight
 */
import { cpuSeconds, postgresCpu, postgresSpent } from './proc-cpu.js';

export interface MissesReady {
  store: string;
  bare: string;
  storePid: number;
  postmasterPid: number | null;
  products: number;
  switchableCache: boolean;
  samples: { categoryId: string; subCategoryId: string; productId: string };
}

const requests = Number(process.env.BENCH_MISS_REQUESTS ?? 1000);
const concurrency = Number(process.env.BENCH_MISS_CONCURRENCY ?? 10);
const searchRequests = Number(process.env.BENCH_SEARCH_REQUESTS ?? 1000);
const encoding = process.env.BENCH_ENCODING ?? 'gzip, deflate, br';

interface Target {
  name: string;
  url: string;
  body?: unknown;
  /** A body per request (index from 0), instead of one body for all. */
  bodyOf?: (index: number) => unknown;
}

const percentile = (sorted: readonly number[], p: number) =>
  sorted.length === 0
    ? Number.NaN
    : sorted[Math.max(0, Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1))]!;

/** `count` requests, `width` in flight; every reply must be 200. Returns each one's wall ms. */
async function drive(target: Target, count: number, width: number, first = 0) {
  const latencies: number[] = [];
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const index = first + next++;
      const body = target.bodyOf ? target.bodyOf(index) : target.body;
      const started = performance.now();
      const res = await fetch(target.url, {
        method: body === undefined ? 'GET' : 'POST',
        headers: {
          ...(encoding ? { 'accept-encoding': encoding } : {}),
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      const text = await res.arrayBuffer();
      latencies.push(performance.now() - started);
      if (res.status !== 200) {
        throw new Error(
          `${target.name}: ${res.status} ${Buffer.from(text).toString().slice(0, 300)}`,
        );
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(width, count) }, worker));
  return latencies.sort((a, b) => a - b);
}

/** One row: unmeasured warm-up, then the measured requests and the CPU spent meanwhile. */
async function row(ready: MissesReady, target: Target, count: number, width: number, from = 0) {
  // New-term search warms up on terms of its own (from `from`; the measured ones start
  // 1,000,000 later): its replies' serialization is otherwise compiled during the measured
  // requests.
  await drive(target, Math.min(count, 300), width, from);
  const serverBefore = await cpuSeconds(ready.storePid);
  const pgBefore = await postgresCpu(ready.postmasterPid);
  const started = performance.now();
  const sorted = await drive(target, count, width, from + 1_000_000);
  const seconds = (performance.now() - started) / 1000;
  const server = (await cpuSeconds(ready.storePid)) - serverBefore;
  const pg = postgresSpent(pgBefore, await postgresCpu(ready.postmasterPid));
  const ms = (cpu: number) => ((cpu / count) * 1000).toFixed(2);
  return `| ${target.name} | ${count} | ${(count / seconds).toFixed(0)} | ${percentile(sorted, 50).toFixed(1)} | ${percentile(sorted, 95).toFixed(1)} | ${ms(server)} | ${ready.postmasterPid === null ? 'n/a' : ms(pg)} |`;
}

/**
 * A search text no request sent before: `index` written in letters as a made-up word (the
 * typo path: it matches nothing, so it is looked up and corrected), after a catalogue word
 * on odd requests (two words: every word, then any word).
 */
function newTerm(index: number): string {
  const syllables = ['ka', 'ro', 'mi', 'te', 'lu', 'sa', 'no', 'vi', 'de', 'pu', 'ga', 'zo'];
  let word = '';
  let n = index + 1;
  while (n > 0) {
    word += syllables[n % syllables.length];
    n = Math.floor(n / syllables.length);
  }
  const known = ['lut', 'wedding', 'cinematic', 'presets', 'glitch', 'transition', 'neon'];
  return index % 2 === 1 ? `${known[index % known.length]} ${word}` : word;
}

export async function cacheMisses(ready: MissesReady) {
  const { store, samples } = ready;
  const api = (path: string) => `${store}/api/product/${path}`;
  const newTermSearch = (cache: 'on' | 'off'): Target => ({
    name: `POST /api/product/search-product (a new term each request, 20 in flight, cache ${cache})`,
    url: api('search-product'),
    bodyOf: (index) => ({ search: newTerm(index), page: 1 }),
  });
  if (!ready.switchableCache) {
    console.info('\n(the cache-miss part needs the in-process server: its cache is switched off)');
    return;
  }
  const targets: Target[] = [
    { name: 'bare Fastify route (constant body)', url: `${ready.bare}/` },
    { name: 'POST /api/product/get (page 1)', url: api('get'), body: { page: 1, limit: 12 } },
    { name: 'POST /api/product/get (page 400)', url: api('get'), body: { page: 400, limit: 12 } },
    {
      name: 'POST …/get-pruduct-by-category-and-subcategory (page 1, limit 12)',
      url: api('get-pruduct-by-category-and-subcategory'),
      body: { categoryId: samples.categoryId, subCategoryId: samples.subCategoryId, limit: 12 },
    },
    {
      name: 'POST …/get-pruduct-by-category-and-subcategory (SPEC default: limit 200)',
      url: api('get-pruduct-by-category-and-subcategory'),
      body: { categoryId: samples.categoryId, subCategoryId: samples.subCategoryId },
    },
    {
      name: 'POST /api/product/get-product-by-category (home row, 30)',
      url: api('get-product-by-category'),
      body: { id: samples.categoryId },
    },
    {
      name: 'POST /api/product/get-product-by-category-mobile',
      url: api('get-product-by-category-mobile'),
      body: { id: samples.categoryId },
    },
    // Sorted and filtered (issue 16): the page and its facet counts, each in its own statement.
    {
      name: 'POST /api/product/get (sorted price-asc, on sale)',
      url: api('get'),
      body: { page: 1, limit: 12, sort: 'price-asc', filters: { onSale: true } },
    },
    {
      name: 'POST …/get-pruduct-by-category-and-subcategory (sorted rating, software)',
      url: api('get-pruduct-by-category-and-subcategory'),
      body: {
        categoryId: samples.categoryId,
        subCategoryId: samples.subCategoryId,
        limit: 12,
        sort: 'rating',
        filters: { software: ['DaVinci Resolve'] },
      },
    },
    {
      name: 'POST /api/product/get-product-by-category-mobile (sorted price-desc)',
      url: api('get-product-by-category-mobile'),
      body: { id: samples.categoryId, sort: 'price-desc' },
    },
    {
      name: 'POST /api/product/search-product ("lut", sorted price-asc, on sale)',
      url: api('search-product'),
      body: { search: 'lut', page: 1, sort: 'price-asc', filters: { onSale: true } },
    },
    {
      name: 'POST /api/product/get-product-details',
      url: api('get-product-details'),
      body: { productId: samples.productId },
    },
  ];
  await fetch(`${ready.bare}/__cache/off`, { method: 'POST' });
  const lines: string[] = [];
  try {
    // One unmeasured pass over every call first: the first rows otherwise pay the JIT's
    // compilation of code the later rows share (the bare route read 0.35 ms, then 0.11).
    for (const target of targets) await drive(target, Math.min(requests, 300), concurrency);
    for (const target of targets) lines.push(await row(ready, target, requests, concurrency));
    lines.push(await row(ready, targets[0]!, requests, concurrency));
    if (searchRequests > 0) lines.push(await row(ready, newTermSearch('off'), searchRequests, 20));
  } finally {
    await fetch(`${ready.bare}/__cache/on`, { method: 'POST' });
  }
  if (searchRequests > 0) {
    // As a shop runs: the reply cache on. Every text is still new (terms no request sent
    // before, 10,000,000 on), so no reply is kept for it; pages are kept by the query a
    // text makes once corrected (decision 0052).
    lines.push(await row(ready, newTermSearch('on'), searchRequests, 20, 10_000_000));
  }
  console.info(
    `\nCache misses — ${ready.products.toLocaleString('en-IN')} live products, catalogue cache OFF (the last search row: ON), ${concurrency} in flight (search: 20), Accept-Encoding: ${encoding || 'none'} (CPU from /proc: 10 ms ticks, summed over each row)\n`,
  );
  console.info(
    '| call | requests | req/s | wall p50 ms | wall p95 ms | server CPU ms/op | PostgreSQL CPU ms/op |',
  );
  console.info('|---|---|---|---|---|---|---|');
  for (const line of lines) console.info(line);
}
