// Copies the non-TypeScript files the server reads at run time from src/ to dist/, keeping
// their relative paths (tsc emits only .js). Run by `npm run build` after tsc.
import { cp, rm } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

const src = fileURLToPath(new URL('../src/', import.meta.url));
const dist = fileURLToPath(new URL('../dist/', import.meta.url));

/** Folders under src/ holding run-time assets. */
const ASSET_DIRS = ['db/migrations'];

for (const dir of ASSET_DIRS) {
  // Replace, not merge: a migration removed from src must not linger in dist.
  await rm(dist + dir, { recursive: true, force: true });
  await cp(src + dir, dist + dir, { recursive: true });
}
console.info(`copied ${ASSET_DIRS.join(', ')} to dist/`);
