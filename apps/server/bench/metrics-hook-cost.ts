/**
 * What GET /metrics' request hook costs each request (decision 28): the histogram
 * observation and the route pattern read, timed in a loop on this process (no HTTP, so a
 * loaded machine disturbs it less than `npm run bench`). Run:
 *   node --import tsx --conditions=source apps/server/bench/metrics-hook-cost.ts
 */
import Fastify, { type FastifyRequest } from 'fastify';
import pg from 'pg';
import { createStoreMetrics } from '../src/platform/telemetry/store-metrics.js';

const ROUNDS = 5;
const CALLS = 1_000_000;

const metrics = createStoreMetrics({
  pool: new pg.Pool({ max: 10 }),
  cacheStats: () => ({ entries: 0, aliases: 0, bytes: 0, hits: 0, misses: 0, generation: 0 }),
  queueSizes: () => null,
  orderCounts: async () => ({ PENDING: 0, PAID: 0, BLOCKED: 0, FAILED: 0, EXPIRED: 0 }),
});

let captured: FastifyRequest | undefined;
const app = Fastify();
app.post('/api/product/get', async (request) => {
  captured = request;
  return {};
});
await app.inject({ method: 'POST', url: '/api/product/get', payload: {} });
const request = captured!;

const routes = ['/api/product/get', '/api/category/get', '/api/product/:slug', undefined];
const statuses = [200, 200, 200, 304, 404];

function time(label: string, body: (i: number) => void): void {
  const perCall: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const started = process.hrtime.bigint();
    for (let i = 0; i < CALLS; i++) body(i);
    perCall.push(Number(process.hrtime.bigint() - started) / CALLS);
  }
  perCall.sort((a, b) => a - b);
  process.stdout.write(
    `${label}: best ${perCall[0]!.toFixed(0)} ns, median ${perCall[2]!.toFixed(0)} ns\n`,
  );
}

let sink = 0;
time('request.routeOptions.url', () => {
  sink += request.routeOptions.url?.length ?? 0;
});
time('observeRequest', (i) => {
  metrics.observeRequest('POST', routes[i & 3], statuses[i % 5]!, 1.5);
});
time('both (the hook body)', (i) => {
  metrics.observeRequest('POST', request.routeOptions.url, statuses[i % 5]!, 1.5);
});
if (sink === 0) throw new Error('the route read returned nothing');
await app.close();
