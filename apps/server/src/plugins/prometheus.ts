import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, onResponseHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type pg from 'pg';
import { Registry } from 'prom-client';
import type { Database } from '../db/client.js';
import { cachedOrderCounts } from '../platform/telemetry/order-counts.js';
import { processRegistry } from '../platform/telemetry/process-registry.js';
import { createStoreMetrics } from '../platform/telemetry/store-metrics.js';
import { sendError } from './errors.js';

export interface PrometheusOptions {
  /** METRICS_TOKEN: the scraper sends `Authorization: Bearer <token>`. */
  token: string;
  pool: pg.Pool;
  db: Database;
}

export const METRICS_UNAUTHORIZED_MESSAGE =
  'GET /metrics needs the Authorization: Bearer header with METRICS_TOKEN.';

/**
 * `GET /metrics` in Prometheus' text format for operators (not the product metrics of
 * modules/metrics). Registered only when METRICS_TOKEN is set (app.ts): without it there is
 * no route (a 404 like any unknown path) and no hook, so requests pay nothing. With it,
 * every response is counted by route pattern (`routeOptions.url`, never the raw URL, so the
 * series stay bounded) in one callback hook, and the rest is read at scrape time.
 *
 * Not rate-limited (no `rateLimit` config) and never cached (no `cache` config;
 * `Cache-Control: no-store`); compressed like any reply when the scraper asks (Prometheus
 * sends `Accept-Encoding: gzip`). A wrong or missing token gets a 401 with no metric in it.
 */
export const prometheusPlugin = fp<PrometheusOptions>(
  async (app: FastifyInstance, options) => {
    const metrics = createStoreMetrics({
      pool: options.pool,
      cacheStats: () => app.catalogueCache.stats(),
      // Decorated later by app.ts, with the job routes: read at scrape time.
      queueSizes: () => app.jobQueue?.sizes() ?? null,
      orderCounts: cachedOrderCounts(options.db),
    });
    const registry = Registry.merge([processRegistry(), metrics.registry]);
    const expected = digest(options.token);

    // Callback style, not async: every request runs it, and an async hook costs a promise.
    const observe: onResponseHookHandler = (request, reply, done) => {
      metrics.observeRequest(
        request.method,
        request.routeOptions.url,
        reply.statusCode,
        reply.elapsedTime,
      );
      done();
    };
    app.addHook('onResponse', observe);

    app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
      if (!bearerMatches(request.headers.authorization, expected)) {
        reply.header('www-authenticate', 'Bearer realm="metrics"');
        return sendError(reply, 401, METRICS_UNAUTHORIZED_MESSAGE);
      }
      await metrics.refresh();
      const text = await registry.metrics();
      return reply.header('cache-control', 'no-store').type(registry.contentType).send(text);
    });
  },
  { name: 'prometheus', dependencies: ['errors', 'reply-cache'] },
);

/** Digests have one length, so comparing them takes the same time whatever was sent. */
function digest(value: string): Buffer {
  return createHash('sha256').update(value).digest();
}

function bearerMatches(header: string | undefined, expected: Buffer): boolean {
  const match = /^Bearer +(\S+) *$/i.exec(header ?? '');
  return match !== null && timingSafeEqual(digest(match[1]!), expected);
}
