import { defineProject } from 'vitest/config';

export default defineProject({
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // One PostgreSQL and one migrated template per run; each test file clones the template.
    globalSetup: ['./src/test-support/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
