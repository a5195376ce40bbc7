/**
 * `npm run bench`: catalogue reads against a bare Fastify route, side by side in one run
 * (DESIGN §8), then search latency. Results go to stdout as Markdown.
 *
 *   BENCH_PRODUCTS     live products to grow the demo catalogue to (default 10000)
 *   BENCH_SECONDS      autocannon seconds per call (default 10)
 *   BENCH_CONNECTIONS  autocannon connections (default 50)
 *   BENCH_WARMUP       seconds of load on each call, unmeasured, before its measured run
 *                      (default 1): the first calls otherwise pay the JIT's compilation
 *   BENCH_ONLY         'throughput', 'search' or 'discovery' to run one part (default all);
 *                      'writes' runs the write-path part alone (bench/writes.ts: its own
 *                      settings there), never part of 'all': it signs up shoppers and buys;
 *                      'misses' runs the cache-miss part alone (bench/misses.ts), with the
 *                      catalogue cache off: server and PostgreSQL CPU per read, new-term search
 *   BENCH_ROUNDS       times the discovery part sends each of its requests (default 3)
 *   BENCH_ENCODING     Accept-Encoding sent with every request (default a browser's
 *                      'gzip, deflate, br'; empty for none)
 *   BENCH_SERVER       'start': measure the compiled server as `npm start` runs it
 *                      (scripts/start-server.sh: its Node flags and MALLOC_ARENA_MAX;
 *                      `npm run build` first) instead of the app in the bench's own
 *                      process; its cache cannot be switched off
 *   BENCH_CPU_PROF     a directory: the bench server writes a V8 CPU profile there
 *   BENCH_NODE_OPTIONS with BENCH_SERVER=start: Node flags added after the start script's
 *                      (a later flag wins)
 *
 * The throughput table runs with the catalogue cache on (as in production) and again with
 * it off for the database path (what the first request after an admin write costs). The
 * search part times varied queries one at a time, cache off and on, and reports p50/p95/p99.
 * The discovery part (issue 16) times sorted and filtered reads with their facet counts —
 * New Products, the listing, the mobile listing and search — one at a time, cache off.
 */
import { spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import readline from 'node:readline';
import autocannon from 'autocannon';
import { cacheMisses } from './misses.js';
import { writePath } from './writes.js';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const warmupSeconds = Number(process.env.BENCH_WARMUP ?? 1);
const only = process.env.BENCH_ONLY ?? 'all';
const discoveryRounds = Number(process.env.BENCH_ROUNDS ?? 3);
const encoding = process.env.BENCH_ENCODING ?? 'gzip, deflate, br';
const acceptEncoding: Record<string, string> = encoding ? { 'accept-encoding': encoding } : {};

interface Ready {
  products: number;
  rssAtReady: number;
  growSeconds: number;
  postmasterPid: number | null;
  store: string;
  /** The process serving the store (this bench's child, or the compiled server it started). */
  storePid: number;
  /** False for the compiled server, whose catalogue cache is always on. */
  switchableCache: boolean;
  bare: string;
  samples: {
    categoryId: string;
    subCategoryId: string;
    productId: string;
    productPath: string;
    listingPath: string;
  };
}

interface Target {
  name: string;
  path: string;
  method?: 'GET' | 'POST';
  body?: unknown;
  /** Several requests cycled by every connection (a mix of searches). */
  bodies?: unknown[];
  bare?: boolean;
}

const child = spawn(
  process.execPath,
  [
    ...(process.env.BENCH_GC ? ['--expose-gc'] : []),
    // A CPU profile of the bench server (the in-process store), written when it stops.
    ...(process.env.BENCH_CPU_PROF
      ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`]
      : []),
    '--import',
    'tsx',
    '--conditions=source',
    path.join(import.meta.dirname, 'serve.ts'),
  ],
  { stdio: ['ignore', 'pipe', 'inherit'], env: process.env },
);
const ready = await new Promise<Ready>((resolve, reject) => {
  const lines = readline.createInterface({ input: child.stdout! });
  lines.on('line', (line) => {
    if (line.startsWith('{"ready"')) resolve(JSON.parse(line));
  });
  child.on('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
});
const { samples } = ready;

/** Varied shopper queries: exact, plural, typos, prefixes, broad and narrow, 1–4 words. */
const SEARCHES = [
  'lut',
  'luts',
  'premier',
  'premiere pro',
  'after effect',
  'after effects templates',
  'colr grading',
  'colour grading',
  'photoshp',
  'photoshop action',
  'lightroom presets',
  'wedding',
  'wedding lut',
  'cinematic',
  'cinematic teal orange',
  'glitch',
  'glitch transitions',
  'transition',
  'logo reveal',
  'diwali',
  'instagram',
  'reels',
  'capcut',
  'capcut templates',
  'davinci',
  'davinci resolve powergrade',
  'final cut',
  'vlog',
  'neon',
  'typography',
  'overlay',
  'film grain',
  'moody',
  'portrait',
  'snapseed',
  'canva',
  'mockup',
  'youtube intro',
  'kinetic',
  'velocity',
  'drone',
  'bollywood',
  'vintage film',
  'slog3',
  'presets',
  'templates',
  'free',
  'pack',
  'video',
  'glich',
  'vedio editing',
  'lightrom',
  'temp',
  'trans',
  'mon',
];

async function control(state: 'on' | 'off') {
  await fetch(`${ready.bare}/__cache/${state}`, { method: 'POST' });
}

async function cannon(target: Target, duration = seconds) {
  const url = target.bare ? ready.bare : ready.store;
  const json = { 'content-type': 'application/json', ...acceptEncoding };
  const result = await autocannon({
    url: `${url}${target.path}`,
    method: target.method ?? 'GET',
    connections,
    duration,
    headers: target.body || target.bodies ? json : acceptEncoding,
    body: target.body ? JSON.stringify(target.body) : undefined,
    ...(target.bodies
      ? {
          requests: target.bodies.map((body) => ({
            method: 'POST' as const,
            path: target.path,
            headers: json,
            body: JSON.stringify(body),
          })),
        }
      : {}),
  });
  return result;
}

/**
 * The body length on the wire of a reply to the call; for a call cycling several bodies, the
 * mean over them (their replies differ in size, and the "same bytes" yardstick should send
 * what they send on average). Each is asked twice: a first (cache-missing) reply is
 * compressed as it streams and has no Content-Length; a cached one has it.
 */
async function replyBytes(target: Target): Promise<number> {
  const bodies = target.bodies ?? [target.body];
  let total = 0;
  for (const body of bodies) {
    const ask = async () => {
      const res = await fetch(`${ready.store}${target.path}`, {
        method: target.method ?? 'GET',
        headers: { ...acceptEncoding, ...(body ? { 'content-type': 'application/json' } : {}) },
        ...(body ? { body: JSON.stringify(body) } : {}),
      });
      const decoded = (await res.arrayBuffer()).byteLength;
      // fetch decodes the body: the header has the length on the wire.
      return Number(res.headers.get('content-length')) || decoded;
    };
    await ask();
    total += await ask();
  }
  return Math.round(total / bodies.length);
}

/** CPU seconds (user + system) the process has used so far, from /proc. */
async function cpuSeconds(pid: number): Promise<number> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command name (which may hold spaces): utime and stime are 14th and 15th.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100; // clock ticks: 100 a second on Linux
}

/**
 * One autocannon run and the serving process's CPU time per request: what the server spends,
 * whoever else shares the cores (autocannon, PostgreSQL), so it compares calls more steadily
 * than req/s does.
 */
async function measured(target: Target) {
  const pid = target.bare ? child.pid! : ready.storePid;
  const before = await cpuSeconds(pid);
  const result = await cannon(target);
  const used = (await cpuSeconds(pid)) - before;
  return { result, cpuMicros: (used / Math.max(result.requests.total, 1)) * 1e6 };
}

function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)]!;
}

async function throughput() {
  const targets: Target[] = [
    { name: 'bare Fastify (constant body)', path: '/', bare: true },
    { name: 'GET /api/category/get', path: '/api/category/get' },
    { name: 'POST /api/subcategory/get', path: '/api/subcategory/get', method: 'POST' },
    {
      name: 'POST /api/product/get (page 1)',
      path: '/api/product/get',
      method: 'POST',
      body: { page: 1, limit: 12 },
    },
    {
      name: 'POST /api/product/get (page 400)',
      path: '/api/product/get',
      method: 'POST',
      body: { page: 400, limit: 12 },
    },
    {
      name: 'POST /api/product/get-product-by-category',
      path: '/api/product/get-product-by-category',
      method: 'POST',
      body: { id: samples.categoryId },
    },
    {
      name: 'POST …/get-pruduct-by-category-and-subcategory (limit 200)',
      path: '/api/product/get-pruduct-by-category-and-subcategory',
      method: 'POST',
      body: {
        categoryId: samples.categoryId,
        subCategoryId: samples.subCategoryId,
        page: 1,
        limit: 200,
      },
    },
    {
      name: 'POST /api/product/get-product-details',
      path: '/api/product/get-product-details',
      method: 'POST',
      body: { productId: samples.productId },
    },
    {
      name: 'POST /api/product/search-product ("lut")',
      path: '/api/product/search-product',
      method: 'POST',
      body: { search: 'lut', page: 1 },
    },
    {
      name: `POST /api/product/search-product (${SEARCHES.length} queries × 2 pages)`,
      path: '/api/product/search-product',
      method: 'POST',
      bodies: SEARCHES.flatMap((search) => [1, 2].map((page) => ({ search, page }))),
    },
    {
      name: 'POST /api/product/get (sort price-asc, max price 999, facets)',
      path: '/api/product/get',
      method: 'POST',
      body: { page: 1, limit: 12, sort: 'price-asc', filters: { maxPrice: 999 } },
    },
    {
      name: 'POST …/get-pruduct-by-category-and-subcategory (rating, format filter, facets)',
      path: '/api/product/get-pruduct-by-category-and-subcategory',
      method: 'POST',
      body: {
        categoryId: samples.categoryId,
        subCategoryId: samples.subCategoryId,
        sort: 'rating',
        filters: { format: ['CUBE', 'XMP'] },
      },
    },
    { name: 'GET /product/{slug}-{id} (page with SEO tags)', path: samples.productPath },
    { name: 'GET / (home page with its first replies)', path: '/' },
  ];

  // The bare route runs right before each call and the ratio compares the two: on a shared
  // 2-core machine throughput drifts by a third within minutes, so only neighbours compare.
  const bare = targets[0]!;
  const table = async (title: string, list: Target[]) => {
    const rows: string[] = [];
    for (const target of list.filter((t) => !t.bare)) {
      const bytes = await replyBytes(target);
      // Unmeasured: the server's first requests of a kind run before the JIT has compiled
      // their path (the first POST call read ~20 µs more per request than the next ones).
      if (warmupSeconds > 0) await cannon(target, warmupSeconds);
      const bareRun = await measured(bare);
      const run = await measured(target);
      const sameBytes = await measured({ ...bare, path: `/sized/${bytes}` });
      const rps = run.result.requests.average;
      const of = (other: Awaited<ReturnType<typeof measured>>) =>
        `${((rps / other.result.requests.average) * 100).toFixed(0)}%`;
      const errors = run.result.errors + run.result.non2xx;
      rows.push(
        `| ${target.name} | ${bytes.toLocaleString('en-IN')} | ${Math.round(rps).toLocaleString('en-IN')} | ${of(bareRun)} | ${of(sameBytes)} | ${run.cpuMicros.toFixed(0)} | ${bareRun.cpuMicros.toFixed(0)} | ${sameBytes.cpuMicros.toFixed(0)} | ${run.result.latency.p50} | ${run.result.latency.p99} | ${errors} |`,
      );
    }
    console.info(`\n${title}\n`);
    console.info(
      '| call | reply bytes | req/s | of bare | of bare, same bytes | server CPU µs/req | bare µs/req | bare same bytes µs/req | p50 ms | p99 ms | errors |',
    );
    console.info('|---|---|---|---|---|---|---|---|---|---|---|');
    for (const row of rows) console.info(row);
  };

  await control('on');
  await table(
    `Catalogue cache ON — ${ready.products.toLocaleString('en-IN')} live products, ${connections} connections, ${seconds} s each, Accept-Encoding: ${encoding || 'none'}`,
    targets,
  );
  if (!ready.switchableCache) return;
  await control('off');
  await table(
    'Catalogue cache OFF (the database path: first request after an admin write)',
    targets.filter(
      (t) => t.bare || t.path.startsWith('/api/product') || t.path.startsWith('/product/'),
    ),
  );
  await control('on');
}

async function searchLatency() {
  const slowest: { search: string; page: number; ms: number }[] = [];
  const time = async (record = false) => {
    const samples: number[] = [];
    for (const page of [1, 2]) {
      for (const search of SEARCHES) {
        const started = performance.now();
        const res = await fetch(`${ready.store}/api/product/search-product`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...acceptEncoding },
          body: JSON.stringify({ search, page }),
        });
        await res.arrayBuffer();
        if (res.status !== 200) throw new Error(`search "${search}" answered ${res.status}`);
        const ms = performance.now() - started;
        samples.push(ms);
        if (record) slowest.push({ search, page, ms });
      }
    }
    return samples.sort((a, b) => a - b);
  };
  const row = (name: string, sorted: number[]) =>
    `| ${name} | ${sorted.length} | ${percentile(sorted, 50).toFixed(1)} | ${percentile(sorted, 95).toFixed(1)} | ${percentile(sorted, 99).toFixed(1)} | ${sorted.at(-1)!.toFixed(1)} |`;

  if (!ready.switchableCache) {
    console.info('\n(search latency needs the in-process server: its cache is switched off)');
    return;
  }
  await control('off');
  await time(); // warm PostgreSQL's and the OS's caches, as a running store would be
  const cold = await time(true);
  await control('on');
  const misses = await time();
  const hits = await time();

  console.info(
    `\nSearch latency — ${ready.products.toLocaleString('en-IN')} live products, ${SEARCHES.length} varied queries × pages 1–2, one request at a time (ms)\n`,
  );
  console.info('| mode | requests | p50 | p95 | p99 | max |');
  console.info('|---|---|---|---|---|---|');
  console.info(row('cache off (database path, warm buffers)', cold));
  console.info(row('cache on, first time each query (misses)', misses));
  console.info(row('cache on, repeated (hits)', hits));
  const worst = slowest.sort((a, b) => b.ms - a.ms).slice(0, 6);
  console.info(
    `\nslowest with the cache off: ${worst.map((w) => `"${w.search}" p${w.page} ${w.ms.toFixed(0)} ms`).join(', ')}`,
  );
}

/** Sorted and filtered bodies of each call (issue 16); every reply carries facet counts. */
function discoveryRequests(): { path: string; body: unknown; baseline?: boolean }[] {
  const sorts = ['newest', 'price-asc', 'price-desc', 'popular', 'rating'];
  const filters = [
    {},
    { free: true },
    { onSale: true, maxPrice: 999 },
    { software: ['DaVinci Resolve', 'Final Cut Pro'] },
    { format: ['CUBE'], minPrice: 100 },
  ];
  const out: { path: string; body: unknown; baseline?: boolean }[] = [];
  for (const sort of sorts) {
    for (const filter of filters) {
      out.push({ path: '/api/product/get', body: { page: 1, limit: 12, sort, filters: filter } });
      out.push({
        path: '/api/product/get-pruduct-by-category-and-subcategory',
        body: {
          categoryId: samples.categoryId,
          subCategoryId: samples.subCategoryId,
          sort,
          filters: filter,
        },
      });
      out.push({
        path: '/api/product/get-product-by-category-mobile',
        body: { id: samples.categoryId, sort, filters: filter },
      });
    }
  }
  // The same calls as SPEC §7 makes them (no sort, no filters): the floor each row stands on.
  out.push(
    { path: '/api/product/get', body: { page: 1, limit: 12 }, baseline: true },
    {
      path: '/api/product/get-pruduct-by-category-and-subcategory',
      body: { categoryId: samples.categoryId, subCategoryId: samples.subCategoryId },
      baseline: true,
    },
    {
      path: '/api/product/get-product-by-category-mobile',
      body: { id: samples.categoryId },
      baseline: true,
    },
  );
  for (const search of ['lut', 'wedding lut', 'cinematic', 'presets']) {
    out.push({ path: '/api/product/search-product', body: { search, page: 1 }, baseline: true });
    for (const sort of ['relevance', 'price-asc', 'rating']) {
      out.push({
        path: '/api/product/search-product',
        body: { search, page: 1, sort, filters: { onSale: true } },
      });
    }
  }
  return out;
}

async function discoveryLatency() {
  if (!ready.switchableCache) {
    console.info('\n(discovery latency needs the in-process server: its cache is switched off)');
    return;
  }
  const requests = discoveryRequests();
  const perPath = new Map<string, number[]>();
  const perRequest = new Map<string, number[]>();
  const time = async (record: boolean) => {
    const all: number[] = [];
    for (const { path: url, body, baseline } of requests) {
      const started = performance.now();
      const res = await fetch(`${ready.store}${url}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...acceptEncoding },
        body: JSON.stringify(body),
      });
      const reply = (await res.json()) as { facets?: unknown };
      if (res.status !== 200 || (!baseline && !reply.facets)) {
        throw new Error(`${url} ${JSON.stringify(body)} answered ${res.status} without facets`);
      }
      const ms = performance.now() - started;
      if (baseline) {
        if (record)
          perPath.set(`${url} (SPEC call)`, [...(perPath.get(`${url} (SPEC call)`) ?? []), ms]);
        continue;
      }
      all.push(ms);
      if (record) {
        perPath.set(url, [...(perPath.get(url) ?? []), ms]);
        const key = `${url.replace('/api/product/', '')} ${JSON.stringify(body)}`;
        perRequest.set(key, [...(perRequest.get(key) ?? []), ms]);
      }
    }
    return all.sort((a, b) => a - b);
  };
  await control('off');
  await time(false); // warm buffers, as a running store would be
  const cold: number[] = [];
  for (let round = 0; round < discoveryRounds; round++) cold.push(...(await time(true)));
  cold.sort((a, b) => a - b);
  await control('on');
  const row = (name: string, sorted: number[]) =>
    `| ${name} | ${sorted.length} | ${percentile(sorted, 50).toFixed(1)} | ${percentile(sorted, 95).toFixed(1)} | ${percentile(sorted, 99).toFixed(1)} | ${sorted.at(-1)!.toFixed(1)} |`;
  console.info(
    `\nSorted and filtered reads with facet counts — ${ready.products.toLocaleString('en-IN')} live products, cache OFF, one request at a time (ms)
`,
  );
  console.info('| call | requests | p50 | p95 | p99 | max |');
  console.info('|---|---|---|---|---|---|');
  console.info(row('all', cold));
  // Each call beside its '(SPEC call)' row: the same call without sort or filters.
  for (const [url, times] of [...perPath].sort(([a], [b]) => a.localeCompare(b)))
    console.info(
      row(
        url,
        times.sort((a, b) => a - b),
      ),
    );
  // Each request's median over the rounds: which bodies make the tail.
  const medians = [...perRequest].map(([key, times]) => ({
    key,
    ms: percentile(
      times.sort((a, b) => a - b),
      50,
    ),
  }));
  const worst = medians.sort((a, b) => b.ms - a.ms).slice(0, 8);
  console.info(
    `\nslowest requests (median of ${discoveryRounds}):\n${worst.map((w) => `- ${w.ms.toFixed(1)} ms ${w.key}`).join('\n')}`,
  );
}

try {
  console.info(
    `\n${ready.products.toLocaleString('en-IN')} live products (grown in ${ready.growSeconds.toFixed(1)} s)`,
  );
  if (only === 'all' || only === 'throughput') await throughput();
  if (only === 'all' || only === 'search') await searchLatency();
  if (only === 'all' || only === 'discovery') await discoveryLatency();
  if (only === 'writes') await writePath(ready);
  if (only === 'misses') await cacheMisses(ready);

  // Resident memory of the server process (DESIGN §8: under 200 MB).
  const status = await readFile(`/proc/${ready.storePid}/status`, 'utf8').catch(() => '');
  const mb = (field: string) => {
    const kb = status.match(new RegExp(`${field}:\\s+(\\d+) kB`))?.[1];
    return kb ? `${(Number(kb) / 1024).toFixed(0)} MB` : 'unknown';
  };
  const stats = (await (await fetch(`${ready.bare}/__stats`)).json()) as {
    cache: { entries: number; bytes: number; hits: number; misses: number } | null;
    memory: NodeJS.MemoryUsage;
    afterGc: NodeJS.MemoryUsage | null;
  };
  const mib = (bytes: number) => `${(bytes / 2 ** 20).toFixed(0)} MB`;
  console.info(
    `\nserver resident memory after the load: ${mb('VmRSS')} (peak ${mb('VmHWM')}; ${mib(ready.rssAtReady)} when ready, before any request)`,
  );
  if (stats.afterGc) {
    console.info(
      `after a full GC: resident ${mib(stats.afterGc.rss)}, JS heap ${mib(stats.afterGc.heapUsed)} used of ${mib(stats.afterGc.heapTotal)}`,
    );
  }
  if (stats.cache) {
    console.info(
      `JS heap ${mib(stats.memory.heapUsed)} used of ${mib(stats.memory.heapTotal)}, external ${mib(stats.memory.external)}; catalogue cache ${stats.cache.entries} entries, ${(stats.cache.bytes / 2 ** 20).toFixed(1)} MB, ${stats.cache.hits.toLocaleString('en-IN')} hits / ${stats.cache.misses.toLocaleString('en-IN')} misses`,
    );
  }
} finally {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}
