import { randomUUID } from 'node:crypto';
import zlib from 'node:zlib';
import compress from '@fastify/compress';
import { PAGE_PARAM_MAX } from '@store/contract/slug';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type RouteOptions } from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type pg from 'pg';
import type pino from 'pino';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import { loggerOptions } from './lib/logger.js';
import { AccessLogController, lazyChildLoggerFactory } from './lib/request-log.js';
import { proxyTrust } from './lib/trust-proxy.js';
import { addressRoutes } from './modules/address/routes.js';
import { auditRoutes } from './modules/audit/routes.js';
import { bannerRoutes } from './modules/banner/routes.js';
import { cartRoutes } from './modules/cart/routes.js';
import { categoryRoutes } from './modules/category/routes.js';
import { couponRoutes } from './modules/coupon/routes.js';
import { downloadRoutes } from './modules/download/routes.js';
import { exportRoutes } from './modules/export/routes.js';
import { healthRoutes } from './modules/health/routes.js';
import {
  closeConnectionsWhileDraining,
  createHealthState,
  type HealthState,
} from './modules/health/state.js';
import { homePageRoutes } from './modules/home-page/routes.js';
import { invoiceIssuer, issueMissingInvoices } from './modules/invoice/issue.js';
import { invoiceRoutes } from './modules/invoice/routes.js';
import { metricsRoutes } from './modules/metrics/routes.js';
import { createReceiptSender, unsentReceipts } from './modules/order/receipt.js';
import type { OrderHead } from './modules/order/repository.js';
import { orderRoutes } from './modules/order/routes.js';
import { createSettlement, type Settlement } from './modules/order/settlement.js';
import { orderViewRoutes } from './modules/order/view-routes.js';
import { createWebhookHandler } from './modules/order/webhook.js';
import { webhookRoutes } from './modules/order/webhook-routes.js';
import { paymentSimulatorRoutes } from './modules/payment-simulator/routes.js';
import { productRoutes } from './modules/product/routes.js';
import { createRefundMailSender, unsentRefundMails } from './modules/refund/mail.js';
import { refundRoutes } from './modules/refund/routes.js';
import { createRefundService, type RefundService } from './modules/refund/service.js';
import { createRefundWebhookHandler } from './modules/refund/webhook.js';
import { reviewRoutes } from './modules/review/routes.js';
import { salesRoutes } from './modules/sales/routes.js';
import { searchRoutes } from './modules/search/routes.js';
import { seoRoutes } from './modules/seo/routes.js';
import { subCategoryRoutes } from './modules/subcategory/routes.js';
import { surveyRoutes } from './modules/survey/routes.js';
import { ticketRoutes } from './modules/ticket/routes.js';
import { clipUploadRoutes } from './modules/upload/clip-routes.js';
import { uploadRoutes } from './modules/upload/routes.js';
import { adminUserRoutes } from './modules/user/admin/routes.js';
import { profileRoutes } from './modules/user/profile/routes.js';
import { recoveryRoutes } from './modules/user/recovery/routes.js';
import { purgeExpiredCredentials } from './modules/user/sessions/purge.js';
import { sessionRoutes } from './modules/user/sessions/routes.js';
import { wishlistRoutes } from './modules/wishlist/routes.js';
import { createGoogleVerifier } from './platform/google/id-token.js';
import { JOBS, type JobQueue, startJobQueue } from './platform/jobs/index.js';
import { createMailer, type Mailer } from './platform/mail/index.js';
import { devOutboxRoutes } from './platform/mail/routes.js';
import {
  createPaymentProvider,
  type PaymentProvider,
  type PaymentSimulator,
} from './platform/payments/index.js';
import type { RedisLink } from './platform/redis/index.js';
import type { Storage } from './platform/storage/index.js';
import type { AccessTokens } from './platform/tokens/access-token.js';
import { authPlugin } from './plugins/auth.js';
import { errorsPlugin } from './plugins/errors.js';
import { registerJsonBodyParser } from './plugins/json-body.js';
import { openapiPlugin } from './plugins/openapi.js';
import { prometheusPlugin } from './plugins/prometheus.js';
import { rateLimitPlugin } from './plugins/rate-limit.js';
import { type ReplyCacheOptions, replyCachePlugin } from './plugins/reply-cache.js';
import { routerErrors } from './plugins/router-errors.js';
import { securityPlugin } from './plugins/security.js';
import { checkedValidatorCompiler } from './plugins/validation.js';
import { webAppPlugin } from './plugins/web-app.js';

declare module 'fastify' {
  interface FastifyInstance {
    payments: PaymentProvider;
    orderSettlement: Settlement;
    /** Refunds (decision 0044): tests run its reconcile directly. */
    refunds: RefundService;
    jobQueue: JobQueue | null;
  }
}

export interface AppDeps {
  config: Config;
  db: Database;
  pool: pg.Pool;
  storage: Storage;
  accessTokens: AccessTokens;
  /** Built from config (SMTP_URL, else the dev outbox) and closed with the app when left out. */
  mailer?: Mailer;
  /** The payment provider; built from config (PAYMENT_PROVIDER) when left out. */
  payments?: PaymentProvider;
  /**
   * The job queue (pg-boss on the app's pool) with its workers: receipts and payment
   * reconciliation. `false` runs without it (receipts are then sent in process, once).
   */
  jobs?: { pollingIntervalSeconds?: number } | false;
  /**
   * Readiness facts only the start-up script knows (migrations applied, draining on SIGTERM).
   * Left out, the caller vouches that it migrated the database (tests clone a migrated
   * template) and the app never drains.
   */
  health?: HealthState;
  /** The process's logger (server.ts); left out, the app makes one from config.logLevel. */
  logger?: pino.Logger;
  /**
   * The connection to REDIS_URL for shared rate limits and failed-login counts; built from
   * config (and closed with the app) when left out. `null` keeps them in memory.
   */
  redis?: RedisLink | null;
  /** Catalogue reply cache settings (default: on, 500 entries, 20 MB); the bench turns it off. */
  replyCache?: Omit<ReplyCacheOptions, 'pool'>;
  /** Told of every route as it is registered (the route table test lists the server's side). */
  onRoute?: (route: RouteOptions) => void;
}

const REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;

/**
 * Replies shorter than this go out uncompressed (issue 18 point 5, docs/decisions/0043):
 * brotli or gzip of a 1–4 KB JSON reply costs 17–35 µs of CPU, sending its extra 1–3 KB
 * about 5–10 µs, and it is still only a few packets. The catalogue reply cache compresses
 * once per entry and keeps its own lower threshold (reply-cache.ts).
 */
export const COMPRESS_MIN_BYTES = 4096;

/** Brotli quality of replies compressed as they are sent (decision 51; the library's is 4). */
export const BROTLI_REPLY_QUALITY = 1;

/**
 * The whole HTTP app as a plugin tree, in order: external (security, compression, docs) →
 * platform (errors, static web app) → modules. Tests build it and call `inject()`.
 */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config } = deps;
  const app = Fastify({
    // The start-up script's logger when it passes one (every line of the process alike),
    // else one of the same configuration.
    ...(deps.logger
      ? { loggerInstance: deps.logger as FastifyBaseLogger }
      : { logger: loggerOptions(config.logLevel) }),
    // One access line per request, and no pino child per request unless it logs
    // (lib/request-log.ts).
    logController: new AccessLogController(),
    childLoggerFactory: lazyChildLoggerFactory,
    // Reuse a caller's request id when it looks like one, so a trace spans the proxy too.
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    },
    bodyLimit: 1024 * 1024,
    // Only the proxies TRUST_PROXY names may tell the client's address (rate limits, logs).
    trustProxy: proxyTrust(config.trustProxy),
    return503OnClosing: true,
    // Old product links carry the whole name (slugs were unbounded before): let them reach
    // the product route, which redirects them to the bounded canonical address.
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: PAGE_PARAM_MAX },
    frameworkErrors: routerErrors,
  }).withTypeProvider<ZodTypeProvider>();

  if (deps.onRoute) app.addHook('onRoute', deps.onRoute);
  app.setValidatorCompiler(checkedValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });
  const health = deps.health ?? createHealthState({ migrationsApplied: true });
  closeConnectionsWhileDraining(app, health);
  registerJsonBodyParser(app);

  // External
  const provider = deps.payments ?? createPaymentProvider(config, deps.db);
  await app.register(securityPlugin, {
    isProduction: config.isProduction,
    imageOrigins: config.s3?.publicUrl ? [new URL(config.s3.publicUrl).origin] : [],
    cashfreeCheckout: provider.name === 'cashfree',
  });
  await app.register(compress, {
    global: true,
    threshold: COMPRESS_MIN_BYTES,
    // Compress JSON replies up to 1 MB in one synchronous call: on two cores the library
    // streams anything larger than this through the thread pool, and in the write-path
    // profile that streamed path took most of the compression time (issue 18 point 5); the
    // 200-product listing (~240 KB, brotli 1: ~0.2 ms) took that path too (point 6).
    syncThreshold: 1_048_576,
    // Brotli quality 1 for replies made per request (the catalogue cache compresses its
    // entries once, harder): on catalogue replies of 15–240 KB it costs a quarter to a third
    // of quality 4's CPU for 0–15% more bytes (decision 51).
    brotliOptions: {
      params: {
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_REPLY_QUALITY,
      },
    },
    encodings: ['br', 'gzip'],
  });
  await app.register(openapiPlugin);

  // Platform
  await app.register(errorsPlugin, { pool: deps.pool });
  await app.register(authPlugin, { db: deps.db, accessTokens: deps.accessTokens });
  const redis = await sharedCounters(app, deps);
  await app.register(rateLimitPlugin, { redis });
  // Before any route: it hooks the routes flagged `cache` / `invalidates: 'catalogue'`.
  await app.register(replyCachePlugin, {
    pool: deps.pool,
    publicUrl: config.publicUrl,
    ...deps.replyCache,
  });
  // Operator metrics: without METRICS_TOKEN neither the route nor its hook exists.
  if (config.metricsToken) {
    await app.register(prometheusPlugin, {
      token: config.metricsToken,
      pool: deps.pool,
      db: deps.db,
    });
  }
  const mailer = deps.mailer ?? createMailer(config, app.log);
  if (!deps.mailer) app.addHook('onClose', () => mailer.close());
  // The dev outbox lists e-mails with their one-time codes: opt-in, never in production.
  if (config.devOutbox && !config.isProduction && mailer.outbox) {
    await app.register(devOutboxRoutes, { mailer });
  }
  await app.register(webAppPlugin, {
    webDistDir: config.webDistDir,
    uploads: { storage: deps.storage, dir: config.uploadsDir },
    publicConfig: {
      whatsappNumber: config.whatsappNumber,
      googleClientId: config.google.clientId ?? '',
      paymentMode: provider.checkoutMode,
      imageHosts: config.imageHosts,
      uploadsUrl: config.s3?.publicUrl ?? '',
      storeTimeZone: config.storeTimezone,
    },
  });

  // Modules
  await app.register(healthRoutes, { pool: deps.pool, state: health });
  await app.register(categoryRoutes, { prefix: '/api/category', db: deps.db });
  await app.register(subCategoryRoutes, { prefix: '/api/subcategory', db: deps.db });
  await app.register(productRoutes, {
    prefix: '/api/product',
    db: deps.db,
    imageHosts: config.imageHosts,
    uploadsUrl: config.s3?.publicUrl,
    checkJsonReplies: !config.isProduction,
  });
  await app.register(searchRoutes, {
    prefix: '/api/product',
    db: deps.db,
    checkJsonReplies: !config.isProduction,
  });
  await app.register(uploadRoutes, { prefix: '/api/file', db: deps.db, storage: deps.storage });
  await app.register(clipUploadRoutes, { prefix: '/api/file', db: deps.db, storage: deps.storage });
  await app.register(bannerRoutes, {
    prefix: '/api/banner',
    db: deps.db,
    imageHosts: config.imageHosts,
    uploadsUrl: config.s3?.publicUrl,
  });
  await app.register(sessionRoutes, {
    prefix: '/api/user',
    db: deps.db,
    accessTokens: deps.accessTokens,
    // Without GOOGLE_CLIENT_ID, Google sign-in answers 400 (and the web app hides its button).
    google: config.google.clientId
      ? createGoogleVerifier({ clientId: config.google.clientId, jwksUrl: config.google.jwksUrl })
      : null,
    secureCookies: config.isProduction,
    redis,
  });
  await app.register(adminUserRoutes, { prefix: '/api/user', db: deps.db });
  await app.register(recoveryRoutes, {
    prefix: '/api/user',
    db: deps.db,
    mailer,
    config,
  });
  await app.register(profileRoutes, { prefix: '/api/user', db: deps.db, storage: deps.storage });
  await app.register(addressRoutes, { prefix: '/api/address', db: deps.db });
  // Issue 17 point 6: the back office's Activity screen and CSV exports.
  await app.register(auditRoutes, { prefix: '/api/audit', db: deps.db });
  await app.register(exportRoutes, {
    prefix: '/api/export',
    pool: deps.pool,
    timeZone: config.storeTimezone,
  });
  await registerCommerce(app, deps, mailer, provider);
  // Server-rendered head tags for product and listing pages, sitemap.xml and robots.txt.
  await app.register(seoRoutes, {
    db: deps.db,
    publicUrl: config.publicUrl,
    uploadsUrl: config.s3?.publicUrl ?? '',
  });
  // The home page with its first replies and banner preloads in it.
  await app.register(homePageRoutes, { uploadsUrl: config.s3?.publicUrl ?? '' });

  return app;
}

/**
 * Where rate limits and failed-login counts live: the given connection, else REDIS_URL's,
 * else memory. The app starts whether or not Redis answers (decision 0026): it waits for the
 * first attempt (bounded), so counts are shared from the first request when Redis is up, and
 * falls back to memory, logged, when it is not.
 */
async function sharedCounters(app: FastifyInstance, deps: AppDeps): Promise<RedisLink | null> {
  if (deps.redis !== undefined) return deps.redis;
  if (!deps.config.redisUrl) return null;
  // Loaded only when configured: ioredis is a fair share of start-up's code loading.
  const { connectRedis } = await import('./platform/redis/index.js');
  const redis = connectRedis(deps.config.redisUrl, app.log);
  app.addHook('onClose', () => redis.close());
  await redis.firstAttempt;
  return redis;
}

/**
 * Cart, orders, payments, downloads, the payment simulator and the jobs behind them
 * (receipts, reconciliation).
 */
async function registerCommerce(
  app: FastifyInstance,
  deps: AppDeps,
  mailer: Mailer,
  provider: PaymentProvider,
) {
  const { config, db } = deps;
  const jobQueue =
    deps.jobs === false
      ? null
      : await startJobQueue({ pool: deps.pool, log: app.log, ...(deps.jobs ?? {}) });
  if (jobQueue) app.addHook('onClose', () => jobQueue.stop());
  const linkOrigin = () => config.publicUrl ?? localOrigin(app, config.port);
  const sendReceipt = createReceiptSender(db, mailer, {
    origin: linkOrigin,
    testPayments: config.payments.testPayments,
  });
  const onPaid = (order: OrderHead) => {
    const sent = jobQueue
      ? jobQueue.send(JOBS.receiptEmail, { orderDbId: order.id }, { singletonKey: order.id })
      : sendReceipt({ orderDbId: order.id });
    sent.catch((err: unknown) =>
      app.log.error({ err, orderId: order.orderId }, 'receipt not queued'),
    );
  };
  const sendRefundMail = createRefundMailSender(db, mailer, { origin: linkOrigin });
  const refunds = createRefundService(db, provider, {
    log: app.log,
    onSucceeded: (refundDbId) => {
      const sent = jobQueue
        ? jobQueue.send(JOBS.refundEmail, { refundDbId }, { singletonKey: refundDbId })
        : sendRefundMail({ refundDbId });
      sent.catch((err: unknown) => app.log.error({ err, refundDbId }, 'refund e-mail not queued'));
    },
  });
  const issue = invoiceIssuer(config.invoices, app.log);
  const settlement = createSettlement(db, provider, onPaid, {
    orderExpiryMs: config.payments.orderExpiryMs,
    issueInvoice: issue,
  });
  app.decorate('payments', provider);
  app.decorate('orderSettlement', settlement);
  app.decorate('refunds', refunds);
  app.decorate('jobQueue', jobQueue);
  if (jobQueue) {
    await jobQueue.work(JOBS.receiptEmail, sendReceipt);
    await jobQueue.work(JOBS.refundEmail, sendRefundMail);
    await jobQueue.work(JOBS.reconcilePayments, async () => {
      const result = await settlement.reconcile();
      if (result.paid + result.expired + result.markedFailed > 0) {
        app.log.info(result, 'reconciled pending payments');
      }
      const invoiced = await issueMissingInvoices(db, config.invoices, app.log);
      if (invoiced > 0) app.log.info({ invoiced }, 'issued missing invoices');
      for (const orderDbId of await unsentReceipts(db)) {
        await jobQueue.send(JOBS.receiptEmail, { orderDbId });
      }
      const refunded = await refunds.reconcile();
      if (refunded.changed > 0) app.log.info(refunded, 'reconciled pending refunds');
      for (const refundDbId of await unsentRefundMails(db)) {
        await jobQueue.send(JOBS.refundEmail, { refundDbId });
      }
    });
    await jobQueue.schedule(JOBS.reconcilePayments, '* * * * *');
    await jobQueue.work(JOBS.purgeExpiredCredentials, async () => {
      app.log.info(await purgeExpiredCredentials(db), 'purged expired credentials');
    });
    await jobQueue.schedule(JOBS.purgeExpiredCredentials, '17 3 * * *');
  }

  await app.register(cartRoutes, { prefix: '/api/cart', db });
  await app.register(wishlistRoutes, { prefix: '/api/wishlist', db });
  await app.register(reviewRoutes, { prefix: '/api/review', db });
  await app.register(couponRoutes, {
    prefix: '/api/coupon',
    db,
    timeZone: config.storeTimezone,
  });
  await app.register(orderRoutes, {
    prefix: '/api/order',
    db,
    provider,
    settlement,
    orderIdPrefix: config.payments.orderIdPrefix,
    orderExpiryMs: config.payments.orderExpiryMs,
    linkOrigin,
    onPaid,
    issueInvoice: issue,
  });
  await app.register(invoiceRoutes, { prefix: '/api/order', db });
  await app.register(refundRoutes, { prefix: '/api/order', db, refunds });
  await app.register(orderViewRoutes, {
    prefix: '/api/order',
    db,
    storeTimezone: config.storeTimezone,
  });
  await app.register(webhookRoutes, {
    prefix: '/api/order',
    handle: createWebhookHandler(db, provider, settlement, {
      toleranceMs: config.payments.webhookToleranceMs,
      onRefundEvent: createRefundWebhookHandler(db, refunds),
    }),
  });
  await app.register(downloadRoutes, { prefix: '/api/download', db });
  await app.register(surveyRoutes, { prefix: '/api/survey', db });
  await app.register(salesRoutes, { prefix: '/api/order', db, timeZone: config.storeTimezone });
  await app.register(ticketRoutes, { prefix: '/api/survey', db });
  await app.register(metricsRoutes, { prefix: '/api/survey', db });
  if (provider.name === 'simulator') {
    await app.register(paymentSimulatorRoutes, { simulator: provider as PaymentSimulator });
  }
}

/**
 * Links in e-mails and to the payment provider without PUBLIC_URL (development only): this
 * machine on the port actually listened on (PORT=0 picks one), never a request's Host.
 */
function localOrigin(app: { server: { address(): unknown } }, port: number): string {
  const address = app.server.address() as { port: number } | string | null;
  return `http://localhost:${typeof address === 'object' && address ? address.port : port}`;
}
