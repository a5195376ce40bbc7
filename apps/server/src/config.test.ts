import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

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
    expect(loadConfig({ NODE_ENV: 'production' }).seedDemo).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', SEED_DEMO: 'true' }).seedDemo).toBe(true);
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
});
