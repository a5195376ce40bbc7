import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as contractApi from '@store/contract/api';
import { type ApiRoute, allApiRoutes } from '@store/contract/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from './test-support/database.js';
import { startTestApp, type TestInstance } from './test-support/test-app.js';

/**
 * Issue 18 point 2 (decision 0049): one route table. The server's API routes are exactly the
 * table's entries, and the web app calls every entry not marked `serverOnly` through the
 * table, never by a path of its own. The web app names an entry by its domain module's
 * export (`cartApiRoutes.add`, `productAdminApiRoutes.create`), never through `apiRoutes`, so
 * each bundle carries only the domains it calls.
 */
const WEB_SOURCES = fileURLToPath(new URL('../../web/src', import.meta.url));

const key = (method: string, url: string) => `${method} ${url}`;
const tableKeys = allApiRoutes().map((route) => key(route.method, route.path));

/** Each per-domain export of the contract (`cartApiRoutes`, `cartAdminApiRoutes`, …). */
const domainModules = Object.entries(contractApi).flatMap(([exportName, value]) =>
  // `apiRoutes` is the whole table, `allApiRoutes` a function: neither is a domain export.
  /.ApiRoutes$/.test(exportName) && typeof value === 'object'
    ? [[exportName, value as Readonly<Record<string, ApiRoute>>] as const]
    : [],
);
/** How the web app names an entry: `<export>.<name>`, the export that holds that very entry. */
const webReferences = new Map<ApiRoute, string[]>();
for (const [exportName, entries] of domainModules) {
  for (const [name, route] of Object.entries(entries)) {
    webReferences.set(route, [...(webReferences.get(route) ?? []), `${exportName}.${name}`]);
  }
}

/** Every API route the server registers (HEAD twins of GETs are Fastify's, not ours). */
const registered = new Set<string>();
let instance: TestInstance | undefined;
let drop: (() => Promise<void>) | undefined;

beforeAll(async () => {
  const database = await createTestDatabase();
  drop = database.drop;
  instance = await startTestApp(
    database,
    {},
    {
      jobs: false,
      onRoute: (route) => {
        if (route.url !== '/api' && !route.url.startsWith('/api/')) return;
        for (const method of [route.method].flat()) {
          if (method !== 'HEAD') registered.add(key(method, route.url));
        }
      },
    },
  );
});

afterAll(async () => {
  await instance?.close();
  await drop?.();
});

/** The web app's own code (tests may name paths to fake a server). */
async function webSources(): Promise<{ file: string; text: string }[]> {
  const entries = await readdir(WEB_SOURCES, { recursive: true, withFileTypes: true });
  const files = entries
    .filter(
      (entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name),
    )
    .map((entry) => path.join(entry.parentPath, entry.name));
  return Promise.all(files.map(async (file) => ({ file, text: await readFile(file, 'utf8') })));
}

/** `/api/coupon/${…}/active` and `/api/coupon/:id/active` alike: parameters as `:`. */
const shape = (url: string) => url.replace(/\$\{[^}]*\}|:[A-Za-z0-9_]+/g, ':').replace(/\?.*$/, '');

describe('one route table (issue 18 point 2)', () => {
  it('the server registers exactly the table', () => {
    expect(registered.size).toBeGreaterThan(100);
    const unknown = [...registered].filter((route) => !tableKeys.includes(route));
    expect(unknown, 'registered outside the table: add them to @store/contract/api').toEqual([]);
    const unregistered = tableKeys.filter((route) => !registered.has(route));
    expect(unregistered, 'in the table but not registered: serve() them').toEqual([]);
    expect(new Set(tableKeys).size, 'one entry per method and path').toBe(tableKeys.length);
  });

  it('each entry sits in exactly one domain export, and every export is in the table', () => {
    expect(domainModules.length).toBeGreaterThan(20);
    const name = (route: ApiRoute) => `${route.domain}.${route.name}`;
    const homes = allApiRoutes().map((route) => ({
      entry: name(route),
      exports: webReferences.get(route) ?? [],
    }));
    expect(
      homes.filter((home) => home.exports.length !== 1),
      'one export per entry',
    ).toEqual([]);
    const table = new Set(allApiRoutes());
    const strays = [...webReferences.entries()].filter(([route]) => !table.has(route));
    expect(
      strays.map(([, references]) => references),
      'exported but not in apiRoutes',
    ).toEqual([]);
  });

  it('the web app calls every entry not marked serverOnly through its domain export', async () => {
    const sources = await webSources();
    expect(sources.length).toBeGreaterThan(50);
    const reference = (route: ApiRoute) => webReferences.get(route)?.[0] ?? '(no export)';
    const uses = (route: ApiRoute) => {
      const pattern = new RegExp(`\\b${reference(route).replace('.', '\\.')}\\b`);
      return sources.some(({ text }) => pattern.test(text));
    };
    const name = (route: ApiRoute) => `${route.domain}.${route.name}`;
    const unused = allApiRoutes().filter((route) => !route.serverOnly && !uses(route));
    expect(unused.map(name), 'no web call: use it or mark it serverOnly').toEqual([]);
    // A serverOnly entry may be named (a download link's path) but never called.
    const called = (route: ApiRoute) => {
      const call = new RegExp(`\\bcallApi\\(\\s*${reference(route).replace('.', '\\.')}\\b`);
      return sources.some(({ text }) => call.test(text));
    };
    const markedButCalled = allApiRoutes().filter((route) => route.serverOnly && called(route));
    expect(markedButCalled.map(name), 'called by the web app: not serverOnly').toEqual([]);
  });

  it('the web app never imports the whole table, which would bring every domain back', async () => {
    // `apiRoutes` and `allApiRoutes` are index.ts's own values (the rest are re-exports of the
    // domain modules): index.ts imports every domain, so using one ties them all to a chunk.
    const sources = await webSources();
    const wholeTable =
      /import\s*(?:\{[^}]*\b(?:apiRoutes|allApiRoutes)\b[^}]*\}|\*\s*as\s+\w+)\s*from\s*['"]@store\/contract\/api['"]/;
    const importers = sources
      .filter(({ text }) => wholeTable.test(text))
      .map(({ file }) => path.relative(WEB_SOURCES, file));
    expect(importers, 'import the domain exports (cartApiRoutes, …) instead').toEqual([]);
  });

  it('the web app writes no API path itself: every one comes from the table', async () => {
    const sources = await webSources();
    const written = sources.flatMap(({ file, text }) =>
      [...text.matchAll(/['"`](\/api(?:\/[^'"`\s]*)?)['"`]/g)].map((match) => ({
        file: path.relative(WEB_SOURCES, file),
        path: shape(match[1]!),
      })),
    );
    expect(written, 'call these through callApi(cartApiRoutes.…) and the like').toEqual([]);
  });
});
