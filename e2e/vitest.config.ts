import { defineConfig } from 'vitest/config';

// Browser journeys against the built server (`npm run test:e2e` builds first).
export default defineConfig({
  test: {
    name: 'e2e',
    root: import.meta.dirname,
    include: ['**/*.e2e.test.ts'],
    globalSetup: ['./support/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 180_000,
    // One server, one browser: files run one after another on a 2-core machine.
    fileParallelism: false,
  },
});
