import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';

const src = fileURLToPath(new URL('./src/', import.meta.url));

export default defineProject({
  resolve: {
    conditions: ['source'],
    // package.json "imports" maps #server/* to src/ under the `source` condition, but Vite
    // resolves "imports" with its own conditions (to dist/, which a clean clone has not
    // built): tests read the sources, so say so here. The `.js` of a specifier is dropped
    // so Vite finds the `.ts` file.
    alias: [{ find: /^#server\/(.*?)(\.js)?$/, replacement: `${src}$1` }],
  },
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
