import { defineConfig } from 'vitest/config';

// `npm run test:cluster`: two built store instances on PostgreSQL, Redis and an S3-compatible
// server behind nginx (issue 14). Not part of `npm test`: it needs the build and nginx.
export default defineConfig({
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  test: {
    name: 'cluster',
    root: import.meta.dirname,
    include: ['**/*.test.ts'],
    testTimeout: 120_000,
    hookTimeout: 300_000,
    fileParallelism: false,
  },
});
