/**
 * `npm run bench`: catalogue reads against a bare Fastify route, side by side in one run
 * (DESIGN §8). BENCH_PRODUCTS (default 10000), BENCH_SECONDS (default 10) and
 * BENCH_CONNECTIONS (default 50) tune it. Results go to stdout as a Markdown table.
 */
import { spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import readline from 'node:readline';
import autocannon from 'autocannon';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);

interface Target {
  name: string;
  url: string;
  method?: 'GET' | 'POST';
  body?: unknown;
}

const child = spawn(
  process.execPath,
  ['--import', 'tsx', '--conditions=source', path.join(import.meta.dirname, 'serve.ts')],
  { stdio: ['ignore', 'pipe', 'inherit'], env: process.env },
);
const ready = await new Promise<{ products: number; store: string; bare: string }>(
  (resolve, reject) => {
    const lines = readline.createInterface({ input: child.stdout! });
    lines.on('line', (line) => {
      if (line.startsWith('{"ready"')) resolve(JSON.parse(line));
    });
    child.on('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
  },
);

const targets: Target[] = [
  { name: 'bare Fastify (constant body)', url: `${ready.bare}/` },
  { name: 'GET /api/category/get', url: `${ready.store}/api/category/get` },
  { name: 'POST /api/subcategory/get', url: `${ready.store}/api/subcategory/get`, method: 'POST' },
  {
    name: 'POST /api/product/get (page 1)',
    url: `${ready.store}/api/product/get`,
    method: 'POST',
    body: { page: 1, limit: 12 },
  },
  {
    name: 'POST /api/product/get (page 400)',
    url: `${ready.store}/api/product/get`,
    method: 'POST',
    body: { page: 400, limit: 12 },
  },
  {
    name: 'POST /api/product/get (search "cinematic lut")',
    url: `${ready.store}/api/product/get`,
    method: 'POST',
    body: { page: 1, limit: 12, search: 'cinematic lut' },
  },
];

const rows: string[] = [];
let bareRps = 0;
for (const target of targets) {
  const result = await autocannon({
    url: target.url,
    method: target.method ?? 'GET',
    connections,
    duration: seconds,
    headers: target.body ? { 'content-type': 'application/json' } : {},
    body: target.body ? JSON.stringify(target.body) : undefined,
  });
  const rps = result.requests.average;
  if (!bareRps) bareRps = rps;
  const errors = result.errors + result.non2xx;
  rows.push(
    `| ${target.name} | ${Math.round(rps)} | ${((rps / bareRps) * 100).toFixed(0)}% | ${result.latency.p50} | ${result.latency.p99} | ${errors} |`,
  );
}

console.info(`\n${ready.products} live products, ${connections} connections, ${seconds} s each\n`);
console.info('| call | req/s | of bare | p50 ms | p99 ms | errors |');
console.info('|---|---|---|---|---|---|');
for (const row of rows) console.info(row);
// Peak resident memory of the server process (DESIGN §8: under 200 MB).
const status = await readFile(`/proc/${child.pid}/status`, 'utf8').catch(() => '');
const mb = (field: string) => {
  const kb = status.match(new RegExp(`${field}:\\s+(\\d+) kB`))?.[1];
  return kb ? `${(Number(kb) / 1024).toFixed(0)} MB` : 'unknown';
};
console.info(`\nserver resident memory after the load: ${mb('VmRSS')}`);
console.info(
  `(peak ${mb('VmHWM')}, which includes generating the seed images in the same process)`,
);
child.kill('SIGTERM');
