import { execFile } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The web app's import boundaries are Biome rules (apps/web/biome.json, docs/decisions/0046).
 * A rule whose glob or pattern is slightly wrong passes silently on clean code, so this lints
 * probe files that break each rule, with the repository's own two config files, in a scratch
 * copy of the tree (nothing is written into apps/web), and checks which lines are refused.
 */
const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const biome = join(root, 'node_modules', '.bin', 'biome');

/**
 * Probe files: each line that must be refused ends with `// refused`. Everywhere in the web app
 * an import climbing two or more folders is refused too (it is written `#web/…`).
 */
const probes: Record<string, string> = {
  // A file at a feature's root: `../x` is another feature.
  'apps/web/src/features/cart/probe-root.ts': `
import '../auth/hooks/use-session-sync'; // refused
import '../../lib/cn'; // refused
import './api/get-cart';
import '#web/lib/cn';
import 'zod'; // refused
import 'zod/mini';
`,
  // One folder down (api/, components/, hooks/): `../../x` is another feature.
  'apps/web/src/features/cart/api/probe-one.ts': `
import '../../auth/api/get-user-details'; // refused
import '#web/features/auth/api/get-user-details'; // refused
import '../../../features/auth/api/get-user-details'; // refused
import '../../../lib/cn'; // refused
import '../components/cart-control';
import './get-cart';
import 'zod/v4'; // refused
import 'zod/v4/classic'; // refused
import '@store/server/app'; // refused
import '@store/contract/cart';
`,
  // Two folders down: `../../../x` is another feature (the feature rule, whatever the depth).
  'apps/web/src/features/cart/components/nested/probe-two.ts': `
import '../../../auth/api/get-user-details'; // refused
import '../../api/get-cart'; // refused
`,
  // Below the features: never a feature, never the app layer.
  'apps/web/src/lib/probe-lib.ts': `
import '../features/cart/api/get-cart'; // refused
import '#web/features/cart/api/get-cart'; // refused
import '../app/router'; // refused
import './cn';
import '../components/ui/button';
import 'zod/v3'; // refused
`,
  'apps/web/src/components/ui/probe-ui.tsx': `
import '../../features/cart/components/cart-control'; // refused
import '../../lib/cn'; // refused
import '#web/lib/cn';
import '../button';
`,
  // The app layer composes features: allowed.
  'apps/web/src/app/probe-app.tsx': `
import '../features/cart/components/cart-control';
import '#web/features/wishlist/components/wishlist-button';
import '../lib/cn';
import 'zod'; // refused
`,
  'apps/web/src/app/routes/home/probe-page.tsx': `
import '../../../features/catalogue/components/deals-strip'; // refused
import '#web/features/catalogue/components/deals-strip';
import '../../product-card-actions'; // refused
import '../layout-probe';
`,
};

/** The part of Biome's JSON report read here. */
interface Diagnostic {
  category: string;
  location: { path: string; start: { line: number } };
}

let scratch: string;
/** `file:line` of every noRestrictedImports diagnostic. */
let refused: Set<string>;

function refusedLines(file: string, source: string): string[] {
  return source
    .split('\n')
    .flatMap((line, index) => (line.endsWith('// refused') ? [`${file}:${index + 1}`] : []));
}

beforeAll(async () => {
  scratch = mkdtempSync(join(tmpdir(), 'web-boundaries-'));
  for (const config of ['biome.json', 'apps/web/biome.json']) {
    mkdirSync(dirname(join(scratch, config)), { recursive: true });
    copyFileSync(join(root, config), join(scratch, config));
  }
  for (const [file, source] of Object.entries(probes)) {
    mkdirSync(dirname(join(scratch, file)), { recursive: true });
    writeFileSync(join(scratch, file), source);
  }
  const run = promisify(execFile);
  const output = await run(
    biome,
    ['lint', '--vcs-enabled=false', '--reporter=json', '--max-diagnostics=none', 'apps'],
    { cwd: scratch },
  ).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? '' }));
  const report = JSON.parse(output.stdout) as { diagnostics: Diagnostic[] };
  refused = new Set(
    report.diagnostics
      .filter((diagnostic) => diagnostic.category === 'lint/style/noRestrictedImports')
      .map(({ location }) => `${location.path.replace(/\\/g, '/')}:${location.start.line}`),
  );
}, 60_000);

afterAll(() => {
  if (scratch) rmSync(scratch, { recursive: true, force: true });
});

describe('web import boundaries (Biome, docs/decisions/0046)', () => {
  for (const [file, source] of Object.entries(probes)) {
    it(`refuses exactly the marked imports of ${file}`, () => {
      expect([...refused].filter((where) => where.startsWith(`${file}:`)).sort()).toEqual(
        refusedLines(file, source).sort(),
      );
    });
  }
});
