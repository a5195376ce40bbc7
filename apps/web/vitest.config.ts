import { defineProject } from 'vitest/config';

export default defineProject({
  resolve: { conditions: ['source'] },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    unstubGlobals: true,
    // Each test waits on state (findBy…, up to 10 s each, src/test/setup.ts); the 5 s default
    // ended whole journeys on a loaded machine. The server's tests have the same bound.
    testTimeout: 30_000,
    restoreMocks: true,
    // The browser's clock is not the store's (STORE_TIMEZONE, Asia/Kolkata by default): a
    // date shown on the browser's clock instead of the store's fails its test.
    env: { TZ: 'America/New_York' },
  },
});
