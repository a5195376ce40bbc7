import PgBoss from 'pg-boss';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { createDatabase } from '../db/client.js';
import { JOBS } from '../platform/jobs/index.js';
import { signedInUser } from '../test-support/auth.js';
import { checkout, simulatorComplete, twoProducts } from '../test-support/orders.js';
import { useTestApp } from '../test-support/test-app.js';
import { METRICS_UNAUTHORIZED_MESSAGE } from './prometheus.js';

const TOKEN = 'metrics-token-0123456789-abcdefghijklmnop';
const AUTHORIZED = { authorization: `Bearer ${TOKEN}` };

interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/** The samples of Prometheus' text format (label values here never hold `"` or `,`). */
function parseSamples(text: string): Sample[] {
  const samples: Sample[] = [];
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match) continue;
    const labels = Object.fromEntries(
      [...(match[2] ?? '').matchAll(/(\w+)="([^"]*)"/g)].map(([, key, value]) => [key, value]),
    );
    samples.push({ name: match[1]!, labels, value: Number(match[3]) });
  }
  return samples;
}

/** The one sample of `name` whose labels include `labels`, or undefined. */
function sampleValue(text: string, name: string, labels: Record<string, string> = {}) {
  const found = parseSamples(text).filter(
    (s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v),
  );
  if (found.length > 1) throw new Error(`${found.length} samples of ${name} match`);
  return found[0]?.value;
}

describe('GET /metrics without METRICS_TOKEN', () => {
  const ctx = useTestApp();

  it('does not exist: the JSON 404 of any unknown path, and no metrics hook is added', async () => {
    const res = await ctx.app.inject({ url: '/metrics', headers: AUTHORIZED });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      success: false,
      error: true,
      message: 'No API route matches GET /metrics',
    });
    expect(ctx.app.hasPlugin('prometheus')).toBe(false);
  });
});

describe('GET /metrics with METRICS_TOKEN', () => {
  const ctx = useTestApp({ METRICS_TOKEN: TOKEN });
  const scrape = async () => {
    const res = await ctx.app.inject({ url: '/metrics', headers: AUTHORIZED });
    expect(res.statusCode).toBe(200);
    return res.body;
  };

  it('answers 401 with no metric in it to a missing, wrong or differently sent token', async () => {
    for (const authorization of [
      undefined,
      'Bearer wrong',
      `Bearer ${TOKEN.slice(0, -1)}x`,
      `Bearer ${TOKEN}x`,
      `Basic ${Buffer.from(`metrics:${TOKEN}`).toString('base64')}`,
      TOKEN,
      `Bearer ${TOKEN} extra`,
    ]) {
      const res = await ctx.app.inject({
        url: '/metrics',
        headers: authorization === undefined ? {} : { authorization },
      });
      expect(res.statusCode, authorization).toBe(401);
      expect(res.headers['www-authenticate']).toBe('Bearer realm="metrics"');
      expect(res.json()).toEqual({
        success: false,
        error: true,
        message: METRICS_UNAUTHORIZED_MESSAGE,
      });
    }
  });

  it('serves the text format, never cached, to the right token', async () => {
    const res = await ctx.app.inject({
      url: '/metrics',
      headers: { authorization: `bearer ${TOKEN}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toMatch(/^# HELP /);
    // prom-client's process metrics, under their usual names.
    expect(sampleValue(res.body, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(res.body).toContain('# TYPE nodejs_eventloop_lag_seconds gauge');
  });

  it('counts requests by route pattern and status class, unknown paths under one label', async () => {
    const before = await scrape();
    const count = (text: string, labels: Record<string, string>) =>
      sampleValue(text, 'store_http_request_duration_seconds_count', labels) ?? 0;
    const category = { method: 'GET', route: '/api/category/get', status_class: '2xx' };
    const unmatched = { method: 'GET', route: '(unmatched)', status_class: '4xx' };
    for (let i = 0; i < 3; i++) await ctx.app.inject({ url: '/api/category/get' });
    for (const url of ['/api/nothing-here-1', '/api/nothing/here-2']) await ctx.app.inject({ url });

    const after = await scrape();
    expect(count(after, category) - count(before, category)).toBe(3);
    expect(count(after, unmatched) - count(before, unmatched)).toBe(2);
    // Bounded series: no raw URL becomes a label.
    expect(after).not.toMatch(/nothing/);
    expect(
      sampleValue(after, 'store_http_request_duration_seconds_bucket', { ...category, le: '+Inf' }),
    ).toBe(count(after, category));
    expect(sampleValue(after, 'store_http_request_duration_seconds_sum', category)).toBeGreaterThan(
      0,
    );
  });

  it('reports the pool: open, idle, waiting and its bound', async () => {
    const text = await scrape();
    expect(sampleValue(text, 'store_db_pool_connections')).toBe(ctx.pool.totalCount);
    expect(sampleValue(text, 'store_db_pool_connections')).toBeGreaterThan(0);
    expect(sampleValue(text, 'store_db_pool_idle_connections')).toBeGreaterThanOrEqual(0);
    expect(sampleValue(text, 'store_db_pool_waiting_queries')).toBe(0);
    expect(sampleValue(text, 'store_db_pool_max_connections')).toBe(ctx.pool.options.max);
  });

  it('counts a reply-cache hit for a cached catalogue read, a miss for the first', async () => {
    ctx.app.catalogueCache.clear();
    const url = '/api/category/get?metrics=1';
    const before = await scrape();
    const hits = (text: string) => sampleValue(text, 'store_reply_cache_hits_total')!;
    const misses = (text: string) => sampleValue(text, 'store_reply_cache_misses_total')!;
    await ctx.app.inject({ url });
    const afterMiss = await scrape();
    expect(misses(afterMiss) - misses(before)).toBe(1);
    expect(hits(afterMiss) - hits(before)).toBe(0);
    expect(sampleValue(afterMiss, 'store_reply_cache_entries')).toBeGreaterThan(0);
    await ctx.app.inject({ url });
    await ctx.app.inject({ url });
    const afterHits = await scrape();
    expect(hits(afterHits) - hits(afterMiss)).toBe(2);
    expect(misses(afterHits) - misses(afterMiss)).toBe(0);
  });

  it('reports each job queue’s waiting and active jobs', async () => {
    const waiting = (text: string) =>
      sampleValue(text, 'store_job_queue_jobs', { queue: JOBS.receiptEmail, state: 'waiting' });
    const before = await scrape();
    for (const queue of Object.values(JOBS)) {
      for (const state of ['waiting', 'active']) {
        expect(
          sampleValue(before, 'store_job_queue_jobs', { queue, state }),
          `${queue} ${state}`,
        ).toBeGreaterThanOrEqual(0);
      }
    }
    // Another instance queues two receipts due in an hour: waiting, and no worker takes them.
    const producer = new PgBoss({
      db: { executeSql: (text, values) => ctx.pool.query(text, values) },
      migrate: false,
      supervise: false,
      schedule: false,
    });
    await producer.start();
    try {
      for (const orderDbId of ['one', 'two']) {
        await producer.send(JOBS.receiptEmail, { orderDbId }, { startAfter: 3600 });
      }
    } finally {
      await producer.stop({ graceful: false, wait: true });
    }
    const after = await scrape();
    expect(waiting(after)! - waiting(before)!).toBe(2);
    expect(sampleValue(after, 'store_metrics_collect_errors_total', { source: 'job_queue' })).toBe(
      undefined,
    );
  });

  it('reports orders by payment status, counted in the database (kept a few seconds)', async () => {
    const buyer = await signedInUser(ctx);
    const { lut, preset } = await twoProducts(ctx, ' metrics');
    const paid = await checkout(ctx, buyer, [lut.id]);
    expect((await simulatorComplete(ctx, paid.paymentSessionId, 'pay')).statusCode).toBeLessThan(
      400,
    );
    await checkout(ctx, buyer, [preset.id]);
    const { rows } = await ctx.pool.query<{ status: string; n: number }>(
      'select payment_status as status, count(*)::int as n from orders group by 1',
    );
    const expected = Object.fromEntries(rows.map((row) => [row.status, row.n]));
    expect(expected.PAID).toBeGreaterThanOrEqual(1);
    expect(expected.PENDING).toBeGreaterThanOrEqual(1);
    // An earlier scrape may have kept a count from before these orders: up to 5 s old.
    await expect
      .poll(
        async () => {
          const text = await scrape();
          return Object.fromEntries(
            ['PENDING', 'PAID', 'BLOCKED'].map((status) => [
              status,
              sampleValue(text, 'store_orders', { payment_status: status }),
            ]),
          );
        },
        { timeout: 15_000, interval: 250 },
      )
      .toEqual({ PENDING: expected.PENDING, PAID: expected.PAID, BLOCKED: expected.BLOCKED ?? 0 });
  }, 30_000);
});

describe('GET /metrics while the database is unreachable', () => {
  const ctx = useTestApp();

  it('still answers at once with what it knows, and counts what it could not read', async () => {
    const unreachable = createDatabase('postgres://nobody:nothing@127.0.0.1:1/none');
    const app = await buildApp({
      ...ctx,
      config: { ...ctx.config, metricsToken: TOKEN },
      db: unreachable.db,
      pool: unreachable.pool,
      jobs: false,
    });
    try {
      const res = await app.inject({ url: '/metrics', headers: AUTHORIZED });
      expect(res.statusCode).toBe(200);
      expect(
        sampleValue(res.body, 'store_metrics_collect_errors_total', { source: 'orders' }),
      ).toBe(1);
      expect(parseSamples(res.body).filter((s) => s.name === 'store_orders')).toEqual([]);
      // No job queue in this app: no series, and no error either.
      expect(parseSamples(res.body).filter((s) => s.name === 'store_job_queue_jobs')).toEqual([]);
      expect(sampleValue(res.body, 'store_db_pool_connections')).toBe(0);
      expect(sampleValue(res.body, 'store_db_pool_max_connections')).toBe(10);
    } finally {
      await app.close();
      await unreachable.close();
    }
  });
});
