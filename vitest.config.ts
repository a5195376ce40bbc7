import { defineConfig } from 'vitest/config';

// One runner, four projects. The `source` condition makes every package import
// @store/contract straight from its TypeScript source, so tests never need a build.
export default defineConfig({
  test: {
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
