import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ConfigError, ENV_NAMES, loadConfig } from './config.js';

/** The least production accepts: a public https address, real mail and real payments. */
const SAFE_PRODUCTION = {
  NODE_ENV: 'production',
  PUBLIC_URL: 'https://store.example.com',
  SMTP_URL: 'smtp://mail.example.com:587',
  CASHFREE_APP_ID: 'app',
  CASHFREE_SECRET_KEY: 'secret',
  CASHFREE_ENV: 'production',
};

function configError(env: Record<string, string>): string {
  try {
    loadConfig(env);
  } catch (err) {
    expect(err).toBeInstanceOf(ConfigError);
    return (err as Error).message;
  }
  throw new Error(`loadConfig accepted ${JSON.stringify(env)}`);
}

describe('configuration', () => {
  it('has a default for everything, so `npm start` needs no variables', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      env: 'development',
      port: 3000,
      databaseUrl: undefined,
      seedDemo: true,
      storeTimezone: 'Asia/Kolkata',
    });
    expect(config.dataDir).toMatch(/\/data$/);
  });

  it('turns the demo catalogue off by default in production', () => {
    expect(loadConfig(SAFE_PRODUCTION).seedDemo).toBe(false);
    expect(loadConfig({ ...SAFE_PRODUCTION, SEED_DEMO: 'true' }).seedDemo).toBe(true);
  });

  it('drains for 5 s on SIGTERM in production, not at all elsewhere, unless told', () => {
    expect(loadConfig(SAFE_PRODUCTION).shutdownDelayMs).toBe(5000);
    expect(loadConfig({}).shutdownDelayMs).toBe(0);
    expect(loadConfig({ NODE_ENV: 'test' }).shutdownDelayMs).toBe(0);
    expect(loadConfig({ ...SAFE_PRODUCTION, SHUTDOWN_DELAY_SECONDS: '12' }).shutdownDelayMs).toBe(
      12_000,
    );
    expect(loadConfig({ SHUTDOWN_DELAY_SECONDS: '1.5' }).shutdownDelayMs).toBe(1500);
    expect(configError({ SHUTDOWN_DELAY_SECONDS: 'soon' })).toBe(
      'Invalid SHUTDOWN_DELAY_SECONDS: must be a number of seconds',
    );
    expect(configError({ SHUTDOWN_DELAY_SECONDS: '-1' })).toBe(
      'Invalid SHUTDOWN_DELAY_SECONDS: must not be negative',
    );
  });

  it('keeps /metrics off without METRICS_TOKEN, and takes only a long, header-safe token', () => {
    expect(loadConfig({}).metricsToken).toBeUndefined();
    expect(loadConfig({ METRICS_TOKEN: '' }).metricsToken).toBeUndefined();
    const token = 'k3Y-0123456789abcdefghijklmnopqrstuv';
    expect(loadConfig({ ...SAFE_PRODUCTION, METRICS_TOKEN: token }).metricsToken).toBe(token);
    expect(configError({ METRICS_TOKEN: 'short-token' })).toBe(
      'Invalid METRICS_TOKEN: must be at least 32 characters of random text',
    );
    expect(configError({ METRICS_TOKEN: `${token} with spaces` })).toBe(
      'Invalid METRICS_TOKEN: must be printable characters without spaces',
    );
  });

  it('names the levels LOG_LEVEL takes', () => {
    expect(loadConfig({ LOG_LEVEL: 'warn' }).logLevel).toBe('warn');
    expect(loadConfig({}).logLevel).toBe('info');
    expect(configError({ LOG_LEVEL: 'verbose' })).toBe(
      'Invalid LOG_LEVEL: must be one of fatal, error, warn, info, debug, trace, silent',
    );
  });

  it('sizes the database pool per instance with DATABASE_POOL_MAX, 10 by default', () => {
    expect(loadConfig({}).databasePoolMax).toBe(10);
    expect(loadConfig({ DATABASE_POOL_MAX: '25' }).databasePoolMax).toBe(25);
  });

  it.each(['1', '0', '2.5', 'many', '1001'])('refuses DATABASE_POOL_MAX=%s', (value) => {
    expect(configError({ DATABASE_POOL_MAX: value })).toBe(
      'Invalid DATABASE_POOL_MAX: must be a whole number of connections between 2 and 1000',
    );
  });

  it('shares limits through REDIS_URL (redis:// or rediss://), in memory when unset', () => {
    expect(loadConfig({}).redisUrl).toBeUndefined();
    expect(loadConfig({ REDIS_URL: 'redis://10.0.0.5:6379/2' }).redisUrl).toBe(
      'redis://10.0.0.5:6379/2',
    );
    expect(loadConfig({ REDIS_URL: 'rediss://:s3cret@cache.example.com:6380' }).redisUrl).toBe(
      'rediss://:s3cret@cache.example.com:6380',
    );
  });

  it.each(['localhost:6379', 'http://redis:6379', 'redis://', 'redis:///0'])(
    'refuses REDIS_URL=%s',
    (value) => {
      expect(configError({ REDIS_URL: value })).toBe(
        'Invalid REDIS_URL: must be a redis:// or rediss:// URL such as redis://redis.internal:6379',
      );
    },
  );

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: ' ' }).port).toBe(3000);
  });

  it('uses the payment simulator unless both Cashfree keys are set', () => {
    expect(loadConfig({}).payments).toMatchObject({
      provider: 'simulator',
      webhookToleranceMs: 300_000,
      orderIdPrefix: 'EKA',
    });
    const keys = { CASHFREE_APP_ID: 'app', CASHFREE_SECRET_KEY: 'secret' };
    expect(loadConfig(keys).payments).toMatchObject({
      provider: 'cashfree',
      cashfree: { appId: 'app', secretKey: 'secret', env: 'sandbox' },
    });
    expect(loadConfig({ ...keys, PAYMENT_PROVIDER: 'simulator' }).payments.provider).toBe(
      'simulator',
    );
  });

  it.each([
    [
      { PAYMENT_PROVIDER: 'cashfree' },
      'Invalid PAYMENT_PROVIDER: cashfree needs CASHFREE_APP_ID and CASHFREE_SECRET_KEY',
    ],
    [{ PAYMENT_PROVIDER: 'paypal' }, 'Invalid PAYMENT_PROVIDER: must be cashfree or simulator'],
    [{ CASHFREE_ENV: 'live' }, 'Invalid CASHFREE_ENV: must be sandbox or production'],
    [{ ORDER_ID_PREFIX: 'a-b' }, 'Invalid ORDER_ID_PREFIX: must be 2 to 12 letters'],
    [{ PORT: 'abc' }, 'Invalid PORT: must be a port number'],
    [{ PORT: '70000' }, 'Invalid PORT: must be between 0 and 65535'],
    [
      { DATABASE_URL: 'mysql://x' },
      'Invalid DATABASE_URL: must be a postgres:// or postgresql:// URL',
    ],
    [{ SEED_DEMO: 'maybe' }, 'Invalid SEED_DEMO: must be true or false'],
    [
      { STORE_TIMEZONE: 'Mars/Olympus' },
      'Invalid STORE_TIMEZONE: must be an IANA time zone such as Asia/Kolkata',
    ],
    [{ NODE_ENV: 'staging' }, 'Invalid NODE_ENV'],
    [
      { IMAGE_HOSTS: 'images.example.com, https://cdn.example.com' },
      'Invalid IMAGE_HOSTS: must be host names separated by commas, such as images.example.com',
    ],
    [{ ADMIN_EMAIL: 'a@b.co' }, 'Invalid ADMIN_EMAIL/ADMIN_PASSWORD: set both or neither'],
    [
      { ADMIN_EMAIL: 'not-mail', ADMIN_PASSWORD: 'longenough' },
      'Invalid ADMIN_EMAIL: must be an e-mail address',
    ],
  ])('refuses %j with one line naming the variable', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('keeps the dev outbox off and trusts no proxy unless told', () => {
    expect(loadConfig({})).toMatchObject({ devOutbox: false, trustProxy: false });
    expect(loadConfig({ DEV_OUTBOX: 'true' }).devOutbox).toBe(true);
  });

  it.each([
    ['false', false],
    ['0', false],
    ['1', 1],
    ['2', 2],
    ['10.0.0.7', ['10.0.0.7']],
    ['loopback, 10.0.0.0/8,2001:db8::/32', ['loopback', '10.0.0.0/8', '2001:db8::/32']],
  ])('reads TRUST_PROXY=%s as %j', (value, expected) => {
    expect(loadConfig({ TRUST_PROXY: value }).trustProxy).toEqual(expected);
  });

  it.each(['true', 'yes', 'proxy.example.com', '10.0.0.0/33', '10.0.0.1/8/1'])(
    'refuses TRUST_PROXY=%s',
    (value) => {
      expect(configError({ TRUST_PROXY: value })).toMatch(
        /^Invalid TRUST_PROXY: must be a number of proxy hops/,
      );
    },
  );

  it('accepts production with a public https address, SMTP and Cashfree production keys', () => {
    const config = loadConfig(SAFE_PRODUCTION);
    expect(config.isProduction).toBe(true);
    expect(config.publicUrl).toBe('https://store.example.com');
    expect(config.payments).toMatchObject({ provider: 'cashfree', testPayments: false });
  });

  it('refuses an unsafe production with one line per problem, all at once', () => {
    expect(configError({ NODE_ENV: 'production' }).split('\n')).toEqual([
      'Missing PUBLIC_URL: production needs the store’s public https:// address (payment return URLs, e-mail links, canonical links)',
      'Missing SMTP_URL: production needs an SMTP server to deliver receipts and password reset codes',
      'No real payment provider: set CASHFREE_APP_ID, CASHFREE_SECRET_KEY and CASHFREE_ENV=production, or ALLOW_TEST_PAYMENTS=true to take test payments (no real money) on purpose',
    ]);
  });

  it.each([
    [
      { PUBLIC_URL: 'http://store.example.com' },
      'Invalid PUBLIC_URL: must be an https:// address in production',
    ],
    [{ SMTP_URL: '' }, 'Missing SMTP_URL'],
    [{ CASHFREE_APP_ID: '' }, 'No real payment provider'],
    // Cashfree's sandbox takes no real money either.
    [{ CASHFREE_ENV: 'sandbox' }, 'No real payment provider'],
    [{ DEV_OUTBOX: 'true' }, 'Invalid DEV_OUTBOX: the dev outbox never runs in production'],
  ])('refuses production with %j', (change, line) => {
    const message = configError({ ...SAFE_PRODUCTION, ...change });
    expect(message.split('\n')).toHaveLength(1);
    expect(message).toContain(line);
  });

  it('runs test payments in production only when ALLOW_TEST_PAYMENTS=true says so', () => {
    const simulator = { ...SAFE_PRODUCTION, CASHFREE_APP_ID: '', CASHFREE_SECRET_KEY: '' };
    expect(configError(simulator)).toContain('No real payment provider');
    expect(configError({ ...simulator, ALLOW_TEST_PAYMENTS: 'false' })).toContain(
      'No real payment provider',
    );
    const allowed = loadConfig({ ...simulator, ALLOW_TEST_PAYMENTS: 'true' });
    expect(allowed.payments).toMatchObject({ provider: 'simulator', testPayments: true });
  });

  it('reports production’s problems with the bad values, all at once', () => {
    expect(
      configError({ NODE_ENV: 'production', PORT: 'abc', PUBLIC_URL: 'not a url' }).split('\n'),
    ).toEqual([
      'Invalid PORT: must be a port number',
      'Invalid PUBLIC_URL: must be an absolute URL such as https://store.example.com',
      'Missing SMTP_URL: production needs an SMTP server to deliver receipts and password reset codes',
      'No real payment provider: set CASHFREE_APP_ID, CASHFREE_SECRET_KEY and CASHFREE_ENV=production, or ALLOW_TEST_PAYMENTS=true to take test payments (no real money) on purpose',
    ]);
    expect(configError({ ...SAFE_PRODUCTION, PORT: 'abc' })).toBe(
      'Invalid PORT: must be a port number',
    );
  });

  it('reports every bad value at once, one line each', () => {
    expect(configError({ PORT: 'abc', CASHFREE_ENV: 'live' }).split('\n')).toEqual([
      'Invalid PORT: must be a port number',
      'Invalid CASHFREE_ENV: must be sandbox or production',
    ]);
  });
});

describe('configuration: uploads in a bucket (S3_*)', () => {
  const BUCKET = { S3_BUCKET: 'store-uploads' };

  it('keeps uploads on the local disk unless S3_BUCKET is set', () => {
    expect(loadConfig({}).s3).toBeUndefined();
    expect(loadConfig(BUCKET).s3).toEqual({
      bucket: 'store-uploads',
      endpoint: undefined,
      region: 'us-east-1',
      accessKeyId: undefined,
      secretAccessKey: undefined,
      forcePathStyle: false,
      publicUrl: undefined,
    });
  });

  it('reads an S3-compatible store with keys, path-style addressing and a CDN', () => {
    const config = loadConfig({
      ...SAFE_PRODUCTION,
      ...BUCKET,
      S3_ENDPOINT: 'http://minio:9000/',
      S3_REGION: 'auto',
      S3_ACCESS_KEY_ID: 'id',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_FORCE_PATH_STYLE: 'true',
      S3_PUBLIC_URL: 'https://cdn.example.com/uploads/',
    });
    expect(config.s3).toEqual({
      bucket: 'store-uploads',
      endpoint: 'http://minio:9000',
      region: 'auto',
      accessKeyId: 'id',
      secretAccessKey: 'secret',
      forcePathStyle: true,
      publicUrl: 'https://cdn.example.com/uploads',
    });
  });

  it.each([
    [
      { S3_BUCKET: 'Store_Uploads' },
      'Invalid S3_BUCKET: must be a bucket name: 3 to 63 lower-case letters, digits, dots or hyphens',
    ],
    [
      { ...BUCKET, S3_ENDPOINT: 'ftp://files.example.com' },
      'Invalid S3_ENDPOINT: must be an http:// or https:// URL such as https://s3.example.com',
    ],
    [
      { ...BUCKET, S3_REGION: 'EU West' },
      'Invalid S3_REGION: must be a region name such as us-east-1 (auto for Cloudflare R2)',
    ],
    [
      { ...BUCKET, S3_FORCE_PATH_STYLE: 'maybe' },
      'Invalid S3_FORCE_PATH_STYLE: must be true or false',
    ],
  ])('refuses %j', (env, message) => {
    expect(configError(env)).toBe(message);
  });

  it.each([
    'http://cdn.example.com',
    'https://user:pass@cdn.example.com',
    'https://cdn.example.com/?v=1',
    'cdn.example.com',
  ])(
    'refuses S3_PUBLIC_URL=%s in every environment: the product form takes https images only',
    (url) => {
      const message = configError({ ...BUCKET, S3_PUBLIC_URL: url });
      expect(message).toMatch(/^Invalid S3_PUBLIC_URL: must be an (absolute )?https:\/\/ URL/);
      expect(configError({ ...SAFE_PRODUCTION, ...BUCKET, S3_PUBLIC_URL: url })).toBe(message);
    },
  );

  it('refuses S3 settings without S3_BUCKET, half a key pair, and a CDN that is the store itself', () => {
    expect(
      configError({
        ...SAFE_PRODUCTION,
        S3_ENDPOINT: 'https://s3.example.com',
        S3_ACCESS_KEY_ID: 'id',
        S3_PUBLIC_URL: 'https://store.example.com/uploads',
      }).split('\n'),
    ).toEqual([
      'Missing S3_BUCKET: S3_ENDPOINT, S3_ACCESS_KEY_ID, S3_PUBLIC_URL are set, but uploads go to a bucket only with S3_BUCKET (without it they stay on the local disk)',
      'Invalid S3_ACCESS_KEY_ID/S3_SECRET_ACCESS_KEY: set both, or neither to use the SDK’s default credentials (AWS_* variables, an instance or pod role)',
      'Invalid S3_PUBLIC_URL: must not be the store’s own /uploads address (the store redirects there); name the bucket’s or the CDN’s address, or leave it unset',
    ]);
  });

  it('names a missing S3_BUCKET beside other bad values, all at once', () => {
    expect(
      configError({ PORT: 'abc', S3_PUBLIC_URL: 'http://cdn.example.com' }).split('\n'),
    ).toEqual([
      'Invalid PORT: must be a port number',
      'Invalid S3_PUBLIC_URL: must be an https:// URL without credentials, query or fragment, such as https://cdn.example.com (leave it unset to serve uploads through the store)',
      'Missing S3_BUCKET: S3_PUBLIC_URL is set, but uploads go to a bucket only with S3_BUCKET (without it they stay on the local disk)',
    ]);
  });
});

describe('the README', () => {
  it('documents every environment variable the store reads, in its configuration table', () => {
    const readme = readFileSync(new URL('../../../README.md', import.meta.url), 'utf8');
    // A row's first cell names one variable or a few that go together (`A`, `B`).
    const firstCells = readme.match(/^\| `[A-Z][^|]*\|/gm) ?? [];
    const rows = new Set(firstCells.flatMap((cell) => cell.match(/[A-Z][A-Z0-9_]+/g) ?? []));
    expect(ENV_NAMES.length).toBeGreaterThan(30);
    expect(ENV_NAMES.filter((name) => !rows.has(name))).toEqual([]);
  });
});
