import type pg from 'pg';
import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { ReplyStoreStats } from '../cache/reply-store.js';
import type { QueueSize } from '../jobs/index.js';
import { PAYMENT_STATUSES, type PaymentStatus } from './order-counts.js';

export interface StoreMetricSources {
  pool: pg.Pool;
  cacheStats: () => ReplyStoreStats;
  /** The job queue's sizes; null when the app runs without one. */
  queueSizes: () => Promise<QueueSize[]> | null;
  orderCounts: () => Promise<Record<PaymentStatus, number>>;
  /** The longest a scrape waits for a database count (default 2 s). */
  collectTimeoutMs?: number;
}

/** Every route pattern's `route` label when no route matched (bounded: not the raw URL). */
export const UNMATCHED_ROUTE = '(unmatched)';

/**
 * The operator's metrics of one app (issue 14 point 7), on a registry of its own. Requests
 * are counted as they complete; the rest is read when Prometheus scrapes: the pool's and the
 * reply cache's counters as the registry is written out, and first (`refresh`) two counts
 * from the database (job queues, orders by payment status), each bounded by a timeout so a
 * slow or unreachable database leaves those series out (and counts a collect error) instead
 * of failing the whole scrape.
 */
export function createStoreMetrics(sources: StoreMetricSources) {
  const registry = new Registry();
  const registers = [registry];
  const timeoutMs = sources.collectTimeoutMs ?? 2_000;

  const requestDuration = new Histogram({
    name: 'store_http_request_duration_seconds',
    help: 'HTTP requests by method, route pattern and status class, and their duration',
    labelNames: ['method', 'route', 'status_class'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers,
  });

  const collectErrors = new Counter({
    name: 'store_metrics_collect_errors_total',
    help: 'Scrapes that could not read a source (timed out or failed), by source',
    labelNames: ['source'] as const,
    registers,
  });

  /** Runs `read` within the timeout; a failure leaves the metric empty and is counted. */
  const bounded = async <T>(source: string, read: () => Promise<T> | null): Promise<T | null> => {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('timed out')), timeoutMs);
    });
    try {
      const pending = read();
      return pending === null ? null : await Promise.race([pending, timeout]);
    } catch {
      collectErrors.inc({ source });
      return null;
    } finally {
      clearTimeout(timer);
    }
  };

  const { pool } = sources;
  poolGauge(
    registers,
    'store_db_pool_connections',
    'Open PostgreSQL connections of the pool',
    () => pool.totalCount,
  );
  poolGauge(
    registers,
    'store_db_pool_idle_connections',
    'Open connections not in use',
    () => pool.idleCount,
  );
  poolGauge(
    registers,
    'store_db_pool_waiting_queries',
    'Queries waiting for a free connection',
    () => pool.waitingCount,
  );
  poolGauge(
    registers,
    'store_db_pool_max_connections',
    'Most connections the pool may open (DATABASE_POOL_MAX)',
    () => pool.options.max ?? 10,
  );

  // Counters kept by the reply store, copied at scrape time (reset, then set to its count).
  for (const [name, help, read] of [
    [
      'store_reply_cache_hits_total',
      'Catalogue reads answered from the reply cache',
      (s: ReplyStoreStats) => s.hits,
    ],
    [
      'store_reply_cache_misses_total',
      'Catalogue reads the reply cache did not have',
      (s: ReplyStoreStats) => s.misses,
    ],
  ] as const) {
    new Counter({
      name,
      help,
      registers,
      collect() {
        this.reset();
        this.inc(read(sources.cacheStats()));
      },
    });
  }
  new Gauge({
    name: 'store_reply_cache_entries',
    help: 'Replies kept in the catalogue reply cache',
    registers,
    collect() {
      this.set(sources.cacheStats().entries);
    },
  });
  new Gauge({
    name: 'store_reply_cache_bytes',
    help: 'Bytes the catalogue reply cache holds (bodies and compressed copies)',
    registers,
    collect() {
      this.set(sources.cacheStats().bytes);
    },
  });

  const queueJobs = new Gauge({
    name: 'store_job_queue_jobs',
    help: 'Background jobs not finished yet, by queue and state (waiting: new or to retry)',
    labelNames: ['queue', 'state'] as const,
    registers,
  });
  const orders = new Gauge({
    name: 'store_orders',
    help: 'Orders by payment status (the whole store: the same on every instance)',
    labelNames: ['payment_status'] as const,
    registers,
  });

  /** The database counts, read before the registry is written out (collect errors too). */
  const refresh = async (): Promise<void> => {
    const [sizes, counts] = await Promise.all([
      bounded('job_queue', sources.queueSizes),
      bounded('orders', sources.orderCounts),
    ]);
    queueJobs.reset();
    for (const size of sizes ?? []) {
      queueJobs.set({ queue: size.name, state: 'waiting' }, size.waiting);
      queueJobs.set({ queue: size.name, state: 'active' }, size.active);
    }
    orders.reset();
    if (counts) {
      for (const status of PAYMENT_STATUSES) orders.set({ payment_status: status }, counts[status]);
    }
  };

  return {
    registry,
    /** Call before each scrape's `registry.metrics()`. */
    refresh,
    /** One completed request; `route` is the matched pattern, undefined when none matched. */
    observeRequest(method: string, route: string | undefined, statusCode: number, ms: number) {
      requestDuration.observe(
        { method, route: route ?? UNMATCHED_ROUTE, status_class: statusClass(statusCode) },
        ms / 1000,
      );
    },
  };
}

function poolGauge(registers: Registry[], name: string, help: string, read: () => number): void {
  new Gauge({
    name,
    help,
    registers,
    collect() {
      this.set(read());
    },
  });
}

const STATUS_CLASSES = ['1xx', '2xx', '3xx', '4xx', '5xx'];

function statusClass(statusCode: number): string {
  return STATUS_CLASSES[Math.floor(statusCode / 100) - 1] ?? 'other';
}
