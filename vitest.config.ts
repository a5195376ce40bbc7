import { defineConfig } from 'vitest/config';

// One runner, four projects. The `source` condition makes every package import
// @store/contract straight from its TypeScript source, so tests never need a build.
export default defineConfig({
  test: {
    // `npm run test:coverage` (CI's run): V8's own counters, no instrumented build. The
    // thresholds are the level of the first full run (clean-clone CI on the quiet 2-core
    // machine, 2026-11-27: statements 91.28%, branches 84.31%, functions 91.15%, lines
    // 92.58%), rounded down, so a change that lowers coverage fails CI. The report is written
    // even when a test fails (reportOnFailure), so the figures show in CI's log either way.
    coverage: {
      provider: 'v8',
      // Code only: src/ also holds SQL migrations, fonts and fixtures, which V8 cannot map.
      include: [
        'apps/server/src/**/*.ts',
        'apps/web/src/**/*.{ts,tsx}',
        'packages/contract/src/**/*.ts',
      ],
      exclude: ['**/*.test.{ts,tsx}', '**/test-support/**', 'apps/web/src/test/**', '**/*.d.ts'],
      reporter: ['text-summary', 'json-summary'],
      reportOnFailure: true,
      thresholds: { lines: 92, statements: 91, functions: 91, branches: 84 },
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
