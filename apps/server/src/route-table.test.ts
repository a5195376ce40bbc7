import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type ApiRoute, allApiRoutes } from '@store/contract/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from './test-support/database.js';
import { startTestApp, type TestInstance } from './test-support/test-app.js';

/**
 * Issue 18 point 2 (decision 0049): one route table. The server's API routes are exactly the
 * table's entries, and the web app calls every entry not marked `serverOnly` through the
 * table, never by a path of its own. Routes registered before the table existed are listed
 * in NOT_YET_MIGRATED: a ratchet that only shrinks (moving a route into the table fails here
 * until it leaves this list).
 */
const NOT_YET_MIGRATED: readonly string[] = [
  'POST /api/user/register',
  'POST /api/user/login',
  'POST /api/user/refresh-token',
  'GET /api/user/logout',
  'GET /api/user/user-details',
  'GET /api/user/all-users',
  'PUT /api/user/forgot-password',
  'PUT /api/user/verify-forgot-password-otp',
  'PUT /api/user/reset-password',
  'PUT /api/user/update-user',
  'PUT /api/user/upload-avatar',
  'POST /api/order/create-order-cashfree',
  'POST /api/order/verify-payment',
  'GET /api/order/order-list',
  'GET /api/order/all-orders',
  'POST /api/order/grantAccess',
  'POST /api/order/blockAccess',
  'POST /api/order/deletePayment',
  'POST /api/order/cash-on-delivery',
  'POST /api/order/checkout',
  'POST /api/order/create-order',
  'POST /api/order/all-orders',
  'GET /api/order/invoice/:orderId',
  'POST /api/order/admin-refund',
  'GET /api/order/credit-note/:refundId',
  'POST /api/order/get-one',
  'POST /api/order/admin-list',
  'POST /api/order/admin-get',
  'POST /api/order/payment-webhook',
  'POST /api/survey/get-form-details',
  'POST /api/survey/submit-survey-answer',
  'POST /api/survey/update-form',
  'GET /api/survey/answers',
  'GET /api/order/sales',
  'POST /api/survey/submitForm',
  'GET /api/survey/getAllForms',
  'POST /api/survey/deleteTicket',
  'POST /api/survey/update-product-metrics',
  'GET /api/survey/all-product-view-metrics',
];

/** The list only shrinks: a new route goes into the table, never onto the list. */
const NOT_YET_MIGRATED_MAX = 39;

const WEB_SOURCES = fileURLToPath(new URL('../../web/src', import.meta.url));

const key = (method: string, url: string) => `${method} ${url}`;
const tableKeys = allApiRoutes().map((route) => key(route.method, route.path));

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
  it('the server registers exactly the table and the routes not yet migrated', () => {
    expect(registered.size).toBeGreaterThan(90);
    const unknown = [...registered].filter(
      (route) => !tableKeys.includes(route) && !NOT_YET_MIGRATED.includes(route),
    );
    expect(unknown, 'registered outside the table: add them to @store/contract/api').toEqual([]);
    const unregistered = tableKeys.filter((route) => !registered.has(route));
    expect(unregistered, 'in the table but not registered: serve() them').toEqual([]);
    const migrated = NOT_YET_MIGRATED.filter((route) => tableKeys.includes(route));
    expect(migrated, 'in the table now: take them off NOT_YET_MIGRATED').toEqual([]);
    const gone = NOT_YET_MIGRATED.filter((route) => !registered.has(route));
    expect(gone, 'no longer registered: take them off NOT_YET_MIGRATED').toEqual([]);
    expect(new Set(tableKeys).size, 'one entry per method and path').toBe(tableKeys.length);
    expect(NOT_YET_MIGRATED.length, 'new routes go into the table').toBeLessThanOrEqual(
      NOT_YET_MIGRATED_MAX,
    );
  });

  it('the web app calls every entry not marked serverOnly through the table', async () => {
    const sources = await webSources();
    expect(sources.length).toBeGreaterThan(50);
    const uses = (route: ApiRoute) => {
      const reference = new RegExp(`\\bapiRoutes\\.${route.domain}\\.${route.name}\\b`);
      return sources.some(({ text }) => reference.test(text));
    };
    const name = (route: ApiRoute) => `${route.domain}.${route.name}`;
    const unused = allApiRoutes().filter((route) => !route.serverOnly && !uses(route));
    expect(unused.map(name), 'no web call: use it or mark it serverOnly').toEqual([]);
    // A serverOnly entry may be named (a download link's path) but never called.
    const called = (route: ApiRoute) => {
      const call = new RegExp(`\\bcallApi\\(\\s*apiRoutes\\.${route.domain}\\.${route.name}\\b`);
      return sources.some(({ text }) => call.test(text));
    };
    const markedButCalled = allApiRoutes().filter((route) => route.serverOnly && called(route));
    expect(markedButCalled.map(name), 'called by the web app: not serverOnly').toEqual([]);
  });

  it('every path the web app still writes itself is a registered route outside the table', async () => {
    const sources = await webSources();
    const tableShapes = new Set(allApiRoutes().map((route) => shape(route.path)));
    const pending = new Set(NOT_YET_MIGRATED.map((route) => shape(route.split(' ')[1]!)));
    const written = sources.flatMap(({ file, text }) =>
      [...text.matchAll(/['"`](\/api\/[^'"`\s]*)/g)].map((match) => ({
        file: path.relative(WEB_SOURCES, file),
        path: shape(match[1]!),
      })),
    );
    expect(written.length).toBeGreaterThan(0);
    const inTable = written.filter((use) => tableShapes.has(use.path));
    expect(inTable, 'call these through callApi(apiRoutes.…)').toEqual([]);
    const unknown = written.filter((use) => !pending.has(use.path));
    expect(unknown, 'the server has no such route').toEqual([]);
  });
});
