import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

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
