import { defineConfig } from 'vitest/config';

// `npm run test:release`: builds the release tree and starts it (release.test.ts); minutes,
// so outside `npm test`.
export default defineConfig({
  test: {
    name: 'release',
    root: import.meta.dirname,
    include: ['**/*.test.ts'],
    testTimeout: 240_000,
    // The build, then `npm ci --omit=dev` on a loaded 2-core machine.
    hookTimeout: 900_000,
  },
});
