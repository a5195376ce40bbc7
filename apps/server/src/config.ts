import { isIP } from 'node:net';
import path from 'node:path';
import { GSTIN_MESSAGES, gstinProblem, isGstStateCode } from '@store/contract/gst';
import { z } from 'zod';
import type { S3Settings } from './platform/storage/s3.js';

/**
 * Every environment variable the server reads, parsed once (DESIGN §6). All are optional
 * for `npm start`. A bad value stops start-up with one line naming the variable.
 */
const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'], {
    error: 'must be true or false',
  })
  .transform((v) => ['true', '1', 'yes', 'on'].includes(v));

const optionalText = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

/** A Redis URL; rediss:// is Redis over TLS (managed Redis services mostly require it). */
const redisUrl = z
  .string()
  .trim()
  .refine(
    (v) => /^rediss?:\/\/[^/?#]/.test(v) && URL.canParse(v),
    'must be a redis:// or rediss:// URL such as redis://redis.internal:6379',
  );

const postgresUrl = z
  .string()
  .trim()
  .refine((v) => /^postgres(ql)?:\/\//.test(v), 'must be a postgres:// or postgresql:// URL');

/** proxy-addr's names for whole ranges, as Fastify's `trustProxy` takes them. */
const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

/** An address, an address/prefix (CIDR) or a named range. */
function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.includes(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d{1,3}$/.test(prefix) && bits <= (family === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: off (the socket's address is the client), a number of proxy hops in front of
 * the store, or the proxies' addresses/CIDRs. Never `true`: that would let any client name
 * its own address in X-Forwarded-For and walk past every per-address limit.
 */
const trustProxySetting = z
  .string()
  .trim()
  .transform((value, ctx): false | number | string[] => {
    if (['false', 'off', 'no', '0'].includes(value)) return false;
    if (/^\d+$/.test(value)) return Number(value);
    const entries = value.split(',').map((entry) => entry.trim());
    if (entries.every(isProxyAddress)) return entries;
    ctx.addIssue({
      code: 'custom',
      message:
        'must be a number of proxy hops (e.g. 1) or a comma-separated list of proxy addresses or CIDRs (e.g. 10.0.0.0/8); `true` would trust any client',
    });
    return z.NEVER;
  });

/** A DNS host name with at least one dot, lower case (IMAGE_HOSTS). */
const HOST_NAME =
  /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+$/;

/** S3's bucket naming rules, which the S3-compatible stores follow too. */
const BUCKET_NAME = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;

/**
 * S3_PUBLIC_URL: https everywhere, not only in production: the product form accepts https
 * images only (and an https page would not load http ones).
 */
const s3PublicUrl = z
  .url({ error: 'must be an absolute https:// URL such as https://cdn.example.com' })
  .refine((v) => {
    // Refinements run after a failed check too.
    if (!URL.canParse(v)) return true;
    const url = new URL(v);
    return url.protocol === 'https:' && !url.username && !url.password && !url.search && !url.hash;
  }, 'must be an https:// URL without credentials, query or fragment, such as https://cdn.example.com (leave it unset to serve uploads through the store)')
  .transform((v) => v.replace(/\/+$/, ''));

/** The S3_* variables besides S3_BUCKET: they mean nothing without it. */
const S3_DETAILS = [
  'S3_ENDPOINT',
  'S3_REGION',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'S3_FORCE_PATH_STYLE',
  'S3_PUBLIC_URL',
] as const;

const POOL_MAX_MESSAGE = 'must be a whole number of connections between 2 and 1000';

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce
    .number({ error: 'must be a port number' })
    .int('must be a whole number')
    .min(0, 'must be between 0 and 65535')
    .max(65535, 'must be between 0 and 65535')
    .default(3000),
  HOST: z.string().trim().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  DATABASE_URL: postgresUrl.optional(),
  // Two at least: the job queue's workers and the requests share the pool.
  DATABASE_POOL_MAX: z.coerce
    .number({ error: POOL_MAX_MESSAGE })
    .int(POOL_MAX_MESSAGE)
    .min(2, POOL_MAX_MESSAGE)
    .max(1000, POOL_MAX_MESSAGE)
    .default(10),
  REDIS_URL: redisUrl.optional(),
  PUBLIC_URL: z
    .url({ error: 'must be an absolute URL such as https://store.example.com' })
    .optional(),
  IMAGE_HOSTS: z
    .string()
    .transform((v) =>
      v
        .split(',')
        .map((host) => host.trim().toLowerCase())
        .filter(Boolean),
    )
    .refine(
      (hosts) => hosts.every((host) => HOST_NAME.test(host)),
      'must be host names separated by commas, such as images.example.com',
    )
    .optional(),
  ADMIN_EMAIL: z.email({ error: 'must be an e-mail address' }).optional(),
  ADMIN_PASSWORD: z
    .string()
    .min(8, 'must be at least 8 characters')
    .max(128, 'must be at most 128 characters')
    .optional(),
  SEED_DEMO: booleanFlag.optional(),
  STORE_TIMEZONE: z
    .string()
    .default('Asia/Kolkata')
    .refine(isTimeZone, 'must be an IANA time zone such as Asia/Kolkata'),
  WHATSAPP_NUMBER: z
    .string()
    .trim()
    .regex(/^\d{10,15}$/, 'must be digits only with the country code, e.g. 919876543210')
    .default('919876543210'),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters of random text').optional(),
  GOOGLE_CLIENT_ID: optionalText,
  GOOGLE_JWKS_URL: z.url({ error: 'must be an absolute URL' }).optional(),
  SMTP_URL: z
    .string()
    .trim()
    .refine((v) => /^smtps?:\/\//.test(v), 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().trim().min(3).default('EditKaro Assets <no-reply@localhost>'),
  PAYMENT_PROVIDER: z
    .enum(['cashfree', 'simulator'], { error: 'must be cashfree or simulator' })
    .optional(),
  CASHFREE_APP_ID: optionalText,
  CASHFREE_SECRET_KEY: optionalText,
  CASHFREE_ENV: z
    .enum(['sandbox', 'production'], { error: 'must be sandbox or production' })
    .default('sandbox'),
  CASHFREE_BASE_URL: z.url({ error: 'must be an absolute URL' }).optional(),
  CASHFREE_TIMEOUT_SECONDS: z.coerce
    .number({ error: 'must be a number of seconds' })
    .positive('must be more than 0')
    .max(120, 'must be at most 120')
    .default(10),
  CASHFREE_WEBHOOK_TOLERANCE_SECONDS: z.coerce
    .number({ error: 'must be a number of seconds' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(86_400, 'must be at most 86400')
    .default(300),
  ORDER_ID_PREFIX: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_]{2,12}$/, 'must be 2 to 12 letters, digits or underscores')
    .default('EKA'),
  // How long an unpaid order waits for its payment before the reconcile job expires it.
  ORDER_EXPIRY_MINUTES: z.coerce
    .number({ error: 'must be a number of minutes' })
    .int('must be a whole number')
    .min(5, 'must be at least 5')
    .max(10_080, 'must be at most 10080 (7 days)')
    .default(30),
  TRUST_PROXY: trustProxySetting.optional(),
  DEV_OUTBOX: booleanFlag.optional(),
  ALLOW_TEST_PAYMENTS: booleanFlag.optional(),
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
      error: 'must be one of fatal, error, warn, info, debug, trace, silent',
    })
    .optional(),
  // Sent in a header by the scraper: printable ASCII without spaces, long enough not to guess.
  METRICS_TOKEN: z
    .string()
    .regex(/^[\x21-\x7e]*$/, 'must be printable characters without spaces')
    .min(32, 'must be at least 32 characters of random text')
    .optional(),
  WEB_DIST_DIR: optionalText,
  S3_BUCKET: z
    .string()
    .trim()
    .regex(
      BUCKET_NAME,
      'must be a bucket name: 3 to 63 lower-case letters, digits, dots or hyphens',
    )
    .optional(),
  S3_ENDPOINT: z
    .url({
      protocol: /^https?$/,
      error: 'must be an http:// or https:// URL such as https://s3.example.com',
    })
    .optional(),
  S3_REGION: z
    .string()
    .trim()
    .regex(/^[a-z0-9-]{2,40}$/, 'must be a region name such as us-east-1 (auto for Cloudflare R2)')
    .default('us-east-1'),
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  S3_FORCE_PATH_STYLE: booleanFlag.optional(),
  S3_PUBLIC_URL: s3PublicUrl.optional(),
  SELLER_LEGAL_NAME: z
    .string()
    .trim()
    .min(2, 'must be at least 2 characters')
    .max(100, 'must be at most 100 characters')
    .optional(),
  SELLER_ADDRESS: z.string().trim().max(300, 'must be at most 300 characters').optional(),
  SELLER_STATE: z
    .string()
    .trim()
    .refine(
      isGstStateCode,
      `${GSTIN_MESSAGES.stateCode} (the seller's GST state code, e.g. 27 for Maharashtra)`,
    )
    .optional(),
  SELLER_GSTIN: z
    .string()
    .trim()
    .transform((v) => v.toUpperCase())
    .superRefine((v, ctx) => {
      const problem = gstinProblem(v);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    })
    .optional(),
  GST_RATE: z.coerce
    .number({ error: 'must be a percent such as 18' })
    .min(0, 'must be a percent from 0 to 40')
    .max(40, 'must be a percent from 0 to 40')
    .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, 'must have at most 2 decimals')
    .default(18),
  SAC_CODE: z
    .string()
    .trim()
    .regex(/^99\d{4}$/, 'must be a 6-digit services accounting code starting with 99, e.g. 998439')
    .default('998439'),
  SHUTDOWN_DELAY_SECONDS: z.coerce
    .number({ error: 'must be a number of seconds' })
    .min(0, 'must not be negative')
    .max(300, 'must be at most 300')
    .optional(),
});

export type Env = z.input<typeof envSchema>;

/** Every environment variable the store reads (the README's table must list each one). */
export const ENV_NAMES = Object.keys(envSchema.shape) as (keyof Env)[];

export interface Config {
  env: 'development' | 'production' | 'test';
  isProduction: boolean;
  port: number;
  host: string;
  dataDir: string;
  uploadsDir: string;
  databaseUrl: string | undefined;
  /** Connections each instance's pool may open (DATABASE_POOL_MAX). */
  databasePoolMax: number;
  /**
   * Where rate limits and failed-login counts are shared by every instance (REDIS_URL); in
   * each instance's memory when unset.
   */
  redisUrl: string | undefined;
  /** The store's public origin (PUBLIC_URL, no trailing slash); always set in production. */
  publicUrl: string | undefined;
  /**
   * Which proxies may tell the client's address (X-Forwarded-For), as Fastify's
   * `trustProxy`: false (none), a hop count, or addresses/CIDRs.
   */
  trustProxy: false | number | string[];
  /**
   * Mails kept in memory and listed at GET /api/dev/outbox (loopback, admins only). Opt-in for
   * local development; refused in production.
   */
  devOutbox: boolean;
  /** Hosts whose https images products may show besides our own uploads (IMAGE_HOSTS). */
  imageHosts: string[];
  admin: { email: string | undefined; password: string | undefined };
  seedDemo: boolean;
  storeTimezone: string;
  whatsappNumber: string;
  logLevel: string;
  /**
   * Bearer token of GET /metrics (Prometheus); unset, the endpoint does not exist (404) and
   * no metrics are collected.
   */
  metricsToken: string | undefined;
  /** Signing key of access tokens; generated and kept in DATA_DIR when unset. */
  jwtSecret: string | undefined;
  google: { clientId: string | undefined; jwksUrl: string };
  mail: { smtpUrl: string | undefined; from: string };
  payments: {
    /** `cashfree` when both Cashfree keys are set (unless told otherwise), else `simulator`. */
    provider: 'cashfree' | 'simulator';
    /**
     * No real money moves (the simulator, or Cashfree's sandbox): pages and receipts say so.
     * Production allows it only with ALLOW_TEST_PAYMENTS=true.
     */
    testPayments: boolean;
    cashfree: {
      appId: string | undefined;
      secretKey: string | undefined;
      env: 'sandbox' | 'production';
      baseUrl: string | undefined;
      timeoutMs: number;
    };
    webhookToleranceMs: number;
    /** The fixed prefix of provider-facing order ids (SPEC §3). */
    orderIdPrefix: string;
    /** ORDER_EXPIRY_MINUTES in ms: a PENDING order this old without a payment is EXPIRED. */
    orderExpiryMs: number;
  };
  /**
   * Uploads in an S3-compatible bucket (S3_BUCKET and the other S3_* variables); undefined
   * keeps them on the local disk (DATA_DIR/uploads).
   */
  s3: S3Settings | undefined;
  /** The built web app (apps/web/dist); overridable for tests. */
  webDistDir: string;
  /** Who issues the GST invoices and at what rate (SELLER_*, GST_RATE, SAC_CODE; decision 0040). */
  invoices: InvoiceSettings;
  /**
   * On SIGTERM, how long the instance reports not-ready (while still serving) before it stops
   * taking connections, so load balancers take it out of rotation first.
   */
  shutdownDelayMs: number;
}

/**
 * The seller on every invoice. Without a GSTIN the store is unregistered: it issues bills of
 * supply without tax lines.
 */
export interface InvoiceSettings {
  legalName: string;
  address: string;
  /** GST state code; the GSTIN's own when only the GSTIN is set. */
  stateCode: string | undefined;
  gstin: string | undefined;
  /** GST_RATE in percent (prices include it). */
  ratePercent: number;
  sacCode: string;
}

export const DEFAULT_SELLER_NAME = 'EditKaro Assets';

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/**
 * Every problem at once, one line each (a bad value names its variable; production also
 * names each unsafe setting), so an operator fixes them in one go.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const raw = stripEmpty(env);
  const parsed = envSchema.safeParse(raw);
  if (!parsed.success) {
    const lines = new Map<string, string>();
    for (const issue of parsed.error.issues) {
      const variable = String(issue.path[0] ?? 'environment');
      if (!lines.has(variable)) lines.set(variable, `Invalid ${variable}: ${issue.message}`);
    }
    const related = [
      ...s3Problems(raw, raw.PUBLIC_URL, raw.S3_PUBLIC_URL),
      ...(raw.NODE_ENV === 'production' ? productionProblems(rawProductionSettings(raw)) : []),
    ];
    for (const [variable, line] of related) {
      if (!lines.has(variable)) lines.set(variable, line);
    }
    throw new ConfigError([...lines.values()].join('\n'));
  }
  const e = parsed.data;
  const problems: string[] = [];
  if ((e.ADMIN_EMAIL === undefined) !== (e.ADMIN_PASSWORD === undefined)) {
    problems.push('Invalid ADMIN_EMAIL/ADMIN_PASSWORD: set both or neither');
  }
  const hasCashfreeKeys = e.CASHFREE_APP_ID !== undefined && e.CASHFREE_SECRET_KEY !== undefined;
  const provider = e.PAYMENT_PROVIDER ?? (hasCashfreeKeys ? 'cashfree' : 'simulator');
  if (provider === 'cashfree' && !hasCashfreeKeys) {
    problems.push(
      'Invalid PAYMENT_PROVIDER: cashfree needs CASHFREE_APP_ID and CASHFREE_SECRET_KEY',
    );
  }
  const testPayments = provider === 'simulator' || e.CASHFREE_ENV === 'sandbox';
  problems.push(...s3Problems(raw, e.PUBLIC_URL, e.S3_PUBLIC_URL).map(([, line]) => line));
  if (e.NODE_ENV === 'production') {
    const settings = {
      publicUrl: e.PUBLIC_URL,
      smtpUrl: e.SMTP_URL,
      testPayments,
      allowTestPayments: e.ALLOW_TEST_PAYMENTS ?? false,
      devOutbox: e.DEV_OUTBOX ?? false,
    };
    problems.push(...productionProblems(settings).map(([, line]) => line));
  }
  const sellerState = e.SELLER_STATE ?? e.SELLER_GSTIN?.slice(0, 2);
  if (e.SELLER_GSTIN && sellerState !== e.SELLER_GSTIN.slice(0, 2)) {
    problems.push(
      `Invalid SELLER_GSTIN: it is registered in state ${e.SELLER_GSTIN.slice(0, 2)}, but SELLER_STATE is ${sellerState}`,
    );
  }
  if (e.SELLER_GSTIN && !e.SELLER_ADDRESS) {
    problems.push(
      'Missing SELLER_ADDRESS: a tax invoice must show the seller’s address (SELLER_GSTIN is set)',
    );
  }
  if (problems.length > 0) throw new ConfigError(problems.join('\n'));
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    env: e.NODE_ENV,
    isProduction: e.NODE_ENV === 'production',
    port: e.PORT,
    host: e.HOST,
    dataDir,
    uploadsDir: path.join(dataDir, 'uploads'),
    databaseUrl: e.DATABASE_URL,
    databasePoolMax: e.DATABASE_POOL_MAX,
    redisUrl: e.REDIS_URL,
    publicUrl: e.PUBLIC_URL?.replace(/\/+$/, ''),
    trustProxy: e.TRUST_PROXY ?? false,
    devOutbox: e.DEV_OUTBOX ?? false,
    imageHosts: e.IMAGE_HOSTS ?? [],
    admin: { email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD },
    // The demo catalogue is on by default except in production.
    seedDemo: e.SEED_DEMO ?? e.NODE_ENV !== 'production',
    storeTimezone: e.STORE_TIMEZONE,
    whatsappNumber: e.WHATSAPP_NUMBER,
    logLevel: e.LOG_LEVEL ?? (e.NODE_ENV === 'test' ? 'silent' : 'info'),
    metricsToken: e.METRICS_TOKEN,
    jwtSecret: e.JWT_SECRET,
    google: {
      clientId: e.GOOGLE_CLIENT_ID,
      jwksUrl: e.GOOGLE_JWKS_URL ?? 'https://www.googleapis.com/oauth2/v3/certs',
    },
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM },
    payments: {
      provider,
      testPayments,
      cashfree: {
        appId: e.CASHFREE_APP_ID,
        secretKey: e.CASHFREE_SECRET_KEY,
        env: e.CASHFREE_ENV,
        baseUrl: e.CASHFREE_BASE_URL,
        timeoutMs: e.CASHFREE_TIMEOUT_SECONDS * 1000,
      },
      webhookToleranceMs: e.CASHFREE_WEBHOOK_TOLERANCE_SECONDS * 1000,
      orderIdPrefix: e.ORDER_ID_PREFIX,
      orderExpiryMs: e.ORDER_EXPIRY_MINUTES * 60_000,
    },
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          endpoint: e.S3_ENDPOINT?.replace(/\/+$/, ''),
          region: e.S3_REGION,
          accessKeyId: e.S3_ACCESS_KEY_ID,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY,
          forcePathStyle: e.S3_FORCE_PATH_STYLE ?? false,
          publicUrl: e.S3_PUBLIC_URL,
        }
      : undefined,
    invoices: {
      legalName: e.SELLER_LEGAL_NAME ?? DEFAULT_SELLER_NAME,
      address: e.SELLER_ADDRESS ?? '',
      stateCode: sellerState,
      gstin: e.SELLER_GSTIN,
      ratePercent: e.GST_RATE,
      sacCode: e.SAC_CODE,
    },
    webDistDir: path.resolve(e.WEB_DIST_DIR ?? new URL('../../web/dist', import.meta.url).pathname),
    // Production sits behind a balancer that needs a few probes to notice; Ctrl+C stays fast.
    shutdownDelayMs: (e.SHUTDOWN_DELAY_SECONDS ?? (e.NODE_ENV === 'production' ? 5 : 0)) * 1000,
  };
}

/** S3 settings that contradict each other, in every environment, with their variable. */
function s3Problems(
  raw: Record<string, string>,
  publicUrl: string | undefined,
  s3PublicUrl: string | undefined,
): [string, string][] {
  const problems: [string, string][] = [];
  const details = S3_DETAILS.filter((name) => raw[name] !== undefined);
  if (raw.S3_BUCKET === undefined && details.length > 0) {
    problems.push([
      'S3_BUCKET',
      `Missing S3_BUCKET: ${details.join(', ')} ${details.length === 1 ? 'is' : 'are'} set, but uploads go to a bucket only with S3_BUCKET (without it they stay on the local disk)`,
    ]);
  }
  if ((raw.S3_ACCESS_KEY_ID === undefined) !== (raw.S3_SECRET_ACCESS_KEY === undefined)) {
    problems.push([
      'S3_ACCESS_KEY_ID',
      'Invalid S3_ACCESS_KEY_ID/S3_SECRET_ACCESS_KEY: set both, or neither to use the SDK’s default credentials (AWS_* variables, an instance or pod role)',
    ]);
  }
  // The store would redirect /uploads/<key> to itself, for ever.
  const ownUploads = publicUrl && `${publicUrl.replace(/\/+$/, '')}/uploads`;
  if (ownUploads && s3PublicUrl?.startsWith(ownUploads)) {
    problems.push([
      'S3_PUBLIC_URL',
      'Invalid S3_PUBLIC_URL: must not be the store’s own /uploads address (the store redirects there); name the bucket’s or the CDN’s address, or leave it unset',
    ]);
  }
  return problems;
}

/** What production checks, read from parsed values or, when some fail to parse, raw ones. */
interface ProductionSettings {
  publicUrl: string | undefined;
  smtpUrl: string | undefined;
  testPayments: boolean;
  allowTestPayments: boolean;
  devOutbox: boolean;
}

/**
 * What production must not run without (issue 13): a public https:// address (payment return
 * URLs and e-mail links must not follow a request's Host header), real mail (receipts and
 * reset codes must reach their recipient), and real payments unless test payments are chosen
 * out loud. The dev outbox never runs there. Each problem with the variable it is about.
 */
function productionProblems(s: ProductionSettings): [string, string][] {
  const problems: [string, string][] = [];
  if (s.publicUrl === undefined) {
    problems.push([
      'PUBLIC_URL',
      'Missing PUBLIC_URL: production needs the store’s public https:// address (payment return URLs, e-mail links, canonical links)',
    ]);
  } else if (!s.publicUrl.startsWith('https://')) {
    problems.push(['PUBLIC_URL', 'Invalid PUBLIC_URL: must be an https:// address in production']);
  }
  if (s.smtpUrl === undefined) {
    problems.push([
      'SMTP_URL',
      'Missing SMTP_URL: production needs an SMTP server to deliver receipts and password reset codes',
    ]);
  }
  if (s.testPayments && !s.allowTestPayments) {
    problems.push([
      'ALLOW_TEST_PAYMENTS',
      'No real payment provider: set CASHFREE_APP_ID, CASHFREE_SECRET_KEY and CASHFREE_ENV=production, or ALLOW_TEST_PAYMENTS=true to take test payments (no real money) on purpose',
    ]);
  }
  if (s.devOutbox) {
    problems.push(['DEV_OUTBOX', 'Invalid DEV_OUTBOX: the dev outbox never runs in production']);
  }
  return problems;
}

/** Production's settings from raw values, when others failed to parse (all problems at once). */
function rawProductionSettings(raw: Record<string, string>): ProductionSettings {
  const on = (value: string | undefined) => ['true', '1', 'yes', 'on'].includes(value ?? '');
  const hasKeys = raw.CASHFREE_APP_ID !== undefined && raw.CASHFREE_SECRET_KEY !== undefined;
  const provider = raw.PAYMENT_PROVIDER ?? (hasKeys ? 'cashfree' : 'simulator');
  return {
    publicUrl: raw.PUBLIC_URL,
    smtpUrl: raw.SMTP_URL,
    testPayments: provider !== 'cashfree' || raw.CASHFREE_ENV !== 'production',
    allowTestPayments: on(raw.ALLOW_TEST_PAYMENTS),
    devOutbox: on(raw.DEV_OUTBOX),
  };
}

/** An empty variable (`PORT=`) means "not set", as shells and .env files usually intend. */
function stripEmpty(env: NodeJS.ProcessEnv): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(env)) {
    if (value !== undefined && value.trim() !== '') out[key] = value;
  }
  return out;
}

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-IN', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}
