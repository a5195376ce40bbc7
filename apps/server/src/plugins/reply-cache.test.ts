import zlib from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import type pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createDatabase } from '../db/client.js';
import { createTestDatabase, type TestDatabase } from '../test-support/database.js';
import { insertProduct } from '../test-support/fixtures.js';
import { useTestApp } from '../test-support/test-app.js';
import { registerJsonBodyParser } from './json-body.js';
import { CATALOGUE_CHANNEL, canonicalJson, replyCachePlugin } from './reply-cache.js';

/** Counts the connections a pool hands out: a cache hit must not take one. */
function countQueries(pool: pg.Pool) {
  let count = 0;
  pool.on('acquire', () => {
    count += 1;
  });
  return () => count;
}

async function waitFor(check: () => boolean | Promise<boolean>, timeoutMs = 5_000) {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > timeoutMs) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * A small app with the plugin and routes flagged like the catalogue's: reads of a probe row
 * (GET and POST) and writes that change it. Each instance has its own pool on the same
 * database, as separate server processes would.
 */
async function buildProbeApp(
  connectionString: string,
  options: { enabled?: boolean; gate?: () => Promise<void> } = {},
) {
  const database = createDatabase(connectionString, { max: 3 });
  const app = Fastify();
  // The app's JSON parser: it lets the cache answer a body seen before by its exact bytes.
  registerJsonBodyParser(app);
  await app.register(replyCachePlugin, {
    pool: database.pool,
    ...(options.enabled !== undefined ? { enabled: options.enabled } : {}),
  });
  const read = async () => {
    const { rows } = await database.pool.query<{ value: string }>(
      'select value from cache_probe where id = 1',
    );
    // Lets a test hold a reply that has read the database before a write lands.
    await options.gate?.();
    return { success: true, value: rows[0]?.value ?? null, padding: 'x'.repeat(2000) };
  };
  app.get('/probe', { config: { cache: 'catalogue' } }, read);
  app.post('/probe', { config: { cache: 'catalogue' } }, async (request) => ({
    ...(await read()),
    body: request.body ?? null,
  }));
  app.get('/missing', { config: { cache: 'catalogue' } }, async (_request, reply) =>
    reply.code(404).send({ success: false }),
  );
  app.put<{ Body: { value: string; status?: number } }>(
    '/probe',
    { config: { invalidates: 'catalogue' } },
    async (request, reply) => {
      await database.pool.query('update cache_probe set value = $1 where id = 1', [
        request.body.value,
      ]);
      return reply.code(request.body.status ?? 200).send({ success: true });
    },
  );
  await app.ready();
  const close = async () => {
    await app.close();
    await database.close();
  };
  return { app, pool: database.pool, close };
}

/** A request with these exact body bytes, labelled JSON (the tests compare spellings). */
const sendJson = (
  app: FastifyInstance,
  url: string,
  payload: string,
  method: 'POST' | 'PUT' = 'POST',
) => app.inject({ method, url, headers: { 'content-type': 'application/json' }, payload });

describe('reply cache plugin', () => {
  let database: TestDatabase;
  let a: Awaited<ReturnType<typeof buildProbeApp>>;
  let b: Awaited<ReturnType<typeof buildProbeApp>>;

  beforeAll(async () => {
    database = await createTestDatabase();
    await database.pool.query(
      "create table cache_probe (id int primary key, value text); insert into cache_probe values (1, 'first')",
    );
    a = await buildProbeApp(database.connectionString);
    b = await buildProbeApp(database.connectionString);
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await database?.drop();
  });
  beforeEach(async () => {
    await database.pool.query("update cache_probe set value = 'first' where id = 1");
    a.app.catalogueCache.clear();
    b.app.catalogueCache.clear();
  });

  const setDirectly = (value: string) =>
    database.pool.query('update cache_probe set value = $1 where id = 1', [value]);
  const write = (app: FastifyInstance, value: string, status?: number) =>
    app.inject({ method: 'PUT', url: '/probe', payload: { value, ...(status ? { status } : {}) } });

  it('serves a second GET from memory, without the database, until a write', async () => {
    const queries = countQueries(a.pool);
    const first = await a.app.inject({ method: 'GET', url: '/probe' });
    expect(first.statusCode).toBe(200);
    expect(first.json().value).toBe('first');
    expect(queries()).toBe(1);

    await setDirectly('changed behind the cache');
    const second = await a.app.inject({ method: 'GET', url: '/probe' });
    expect(second.body).toBe(first.body);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(queries()).toBe(1);

    expect((await write(a.app, 'written')).statusCode).toBe(200);
    const third = await a.app.inject({ method: 'GET', url: '/probe' });
    expect(third.json().value).toBe('written');
    expect(a.app.catalogueCache.stats()).toMatchObject({ entries: 1 });
  });

  it('keys POST replies by canonical JSON body', async () => {
    const queries = countQueries(a.pool);
    const post = (payload: string) => sendJson(a.app, '/probe', payload);
    const first = await post('{"page":1,"search":"lut"}');
    const reordered = await post('{ "search": "lut", "page": 1 }');
    expect(reordered.body).toBe(first.body);
    expect(queries()).toBe(1);
    const other = await post('{"page":2,"search":"lut"}');
    expect(other.json().body).toEqual({ page: 2, search: 'lut' });
    expect(queries()).toBe(2);
    expect(canonicalJson({ b: [{ d: 1, c: 2 }], a: null })).toBe('{"a":null,"b":[{"c":2,"d":1}]}');
  });

  it('answers a body seen before by its exact bytes, and any other spelling by its meaning', async () => {
    const queries = countQueries(a.pool);
    const post = (payload: string, url = '/probe') => sendJson(a.app, url, payload);
    const first = await post('{"search":"lut","page":1}');
    expect(first.json().body).toEqual({ search: 'lut', page: 1 });
    expect(queries()).toBe(1);
    // The same bytes again: found by them (an alias of the canonical key), not parsed.
    expect(a.app.catalogueCache.stats()).toMatchObject({ entries: 1, aliases: 1 });
    const again = await post('{"search":"lut","page":1}');
    expect(again.body).toBe(first.body);
    expect(again.headers.etag).toBe(first.headers.etag);
    // Other key orders and whitespace: the canonical key finds the same reply.
    for (const spelling of ['{"page":1,"search":"lut"}', ' {\n "page" : 1 , "search":"lut"}\t']) {
      const res = await post(spelling);
      expect(res.statusCode, spelling).toBe(200);
      expect(res.body, spelling).toBe(first.body);
    }
    expect(queries()).toBe(1);
    // The canonical spelling is its own key: only the other two needed an alias.
    expect(a.app.catalogueCache.stats().aliases).toBe(2);
    // A different body is a different reply, whatever the bytes have in common.
    const other = await post('{"search":"lut","page":2}');
    expect(other.json().body).toEqual({ search: 'lut', page: 2 });
    expect(queries()).toBe(2);

    // A write clears the aliases with the replies: the same bytes then read afresh.
    expect((await write(a.app, 'after the write')).statusCode).toBe(200);
    expect(a.app.catalogueCache.stats()).toMatchObject({ entries: 0, aliases: 0 });
    const fresh = await post('{"search":"lut","page":1}');
    expect(fresh.json()).toMatchObject({
      value: 'after the write',
      body: { search: 'lut', page: 1 },
    });
    const freshAgain = await post('{"search":"lut","page":1}');
    expect(freshAgain.body).toBe(fresh.body);
  });

  it("never answers other routes or methods by a cached route's body bytes", async () => {
    const body = '{"value":"from a put"}';
    await sendJson(a.app, '/probe', body);
    await sendJson(a.app, '/probe', body);
    // Same URL and bytes, another method: the write runs (and is parsed as JSON).
    const put = await sendJson(a.app, '/probe', body, 'PUT');
    expect(put.json()).toEqual({ success: true });
    expect((await a.app.inject({ method: 'GET', url: '/probe' })).json().value).toBe('from a put');
  });

  it('answers bad JSON with a 400 and keeps nothing, even after the same URL was cached', async () => {
    const post = (payload: string) => sendJson(a.app, '/probe', payload);
    expect((await post('{"page":1}')).statusCode).toBe(200);
    for (const bad of ['{"page":1', '{page:1}', '{"page":1}}']) {
      expect((await post(bad)).statusCode, bad).toBe(400);
    }
    expect(a.app.catalogueCache.stats()).toMatchObject({ entries: 1, aliases: 0 });
    // An empty JSON body is no body, as before.
    const empty = await post('  ');
    expect(empty.statusCode).toBe(200);
    expect(empty.json().body).toBeNull();
  });

  it('answers If-None-Match with 304, for GET and POST, hit or miss', async () => {
    const first = await a.app.inject({ method: 'GET', url: '/probe' });
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[A-Za-z0-9_-]{27}"$/);
    expect(first.headers['cache-control']).toBe('no-cache');

    for (const header of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const res = await a.app.inject({
        method: 'GET',
        url: '/probe',
        headers: { 'if-none-match': header },
      });
      expect(res.statusCode, header).toBe(304);
      expect(res.body).toBe('');
      expect(res.headers.etag).toBe(etag);
    }
    const stale = await a.app.inject({
      method: 'GET',
      url: '/probe',
      headers: { 'if-none-match': '"stale"' },
    });
    expect(stale.statusCode).toBe(200);

    // A miss (first POST) computes the same validator and can answer 304 at once.
    const post = await a.app.inject({ method: 'POST', url: '/probe', payload: { page: 1 } });
    a.app.catalogueCache.clear();
    const revalidated = await a.app.inject({
      method: 'POST',
      url: '/probe',
      payload: { page: 1 },
      headers: { 'if-none-match': post.headers.etag as string },
    });
    expect(revalidated.statusCode).toBe(304);

    // After a write the validator changes.
    await write(a.app, 'new');
    const after = await a.app.inject({
      method: 'GET',
      url: '/probe',
      headers: { 'if-none-match': etag },
    });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(etag);
  });

  it('sends hits pre-compressed to clients that accept it', async () => {
    const plain = await a.app.inject({ method: 'GET', url: '/probe' });
    for (const [encoding, decode] of [
      ['br', zlib.brotliDecompressSync],
      ['gzip', zlib.gunzipSync],
    ] as const) {
      const res = await a.app.inject({
        method: 'GET',
        url: '/probe',
        headers: { 'accept-encoding': `${encoding}, identity;q=0.5` },
      });
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(decode(res.rawPayload).toString()).toBe(plain.body);
    }
  });

  it('does not keep replies other than 200, nor let refused writes clear it', async () => {
    const queries = countQueries(a.pool);
    await a.app.inject({ method: 'GET', url: '/missing' });
    await a.app.inject({ method: 'GET', url: '/missing' });
    expect(a.app.catalogueCache.stats().entries).toBe(0);

    await a.app.inject({ method: 'GET', url: '/probe' });
    const before = queries();
    // A 4xx write changed nothing by contract: the cache stays (anonymous 403s cannot flush it).
    expect((await write(a.app, 'refused', 403)).statusCode).toBe(403);
    await a.app.inject({ method: 'GET', url: '/probe' });
    expect(queries()).toBe(before + 1); // the write's own query only
    // A 5xx may follow a partial change: cleared.
    expect((await write(a.app, 'partial', 500)).statusCode).toBe(500);
    expect((await a.app.inject({ method: 'GET', url: '/probe' })).json().value).toBe('partial');
  });

  it('does not store a reply read before a concurrent write cleared the cache', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let gated = true;
    let held = 0;
    const slow = await buildProbeApp(database.connectionString, {
      gate: () => {
        if (!gated) return Promise.resolve();
        held++;
        return gate;
      },
    });
    try {
      await waitFor(() => slow.app.catalogueCache.active);
      const reading = slow.app.inject({ method: 'GET', url: '/probe' });
      // The read has its row and waits at the gate.
      await waitFor(() => held === 1);
      gated = false;
      await write(slow.app, 'written meanwhile');
      release();
      expect((await reading).json().value).toBe('first');
      expect(slow.app.catalogueCache.stats().entries).toBe(0);
      expect((await slow.app.inject({ method: 'GET', url: '/probe' })).json().value).toBe(
        'written meanwhile',
      );
    } finally {
      await slow.close();
    }
  });

  it('lets identical requests that miss together share one computation', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const slow = await buildProbeApp(database.connectionString, { gate: () => gate });
    try {
      await waitFor(() => slow.app.catalogueCache.active);
      const queries = countQueries(slow.pool);
      const replies = Array.from({ length: 5 }, () =>
        slow.app.inject({ method: 'GET', url: '/probe' }),
      );
      // One computes (held at the gate); the other four wait for its reply.
      await waitFor(() => slow.app.catalogueCache.waiting() === 4);
      release();
      const bodies = (await Promise.all(replies)).map((res) => res.body);
      expect(new Set(bodies).size).toBe(1);
      expect(queries()).toBe(1);
      expect(slow.app.catalogueCache.stats()).toMatchObject({ entries: 1 });
    } finally {
      await slow.close();
    }
  });

  it('clears the other instances through NOTIFY, and on a NOTIFY sent from SQL', async () => {
    await b.app.inject({ method: 'GET', url: '/probe' });
    expect(b.app.catalogueCache.stats().entries).toBe(1);

    await write(a.app, 'from instance a');
    await waitFor(() => b.app.catalogueCache.stats().entries === 0, 2_000);
    expect((await b.app.inject({ method: 'GET', url: '/probe' })).json().value).toBe(
      'from instance a',
    );

    // An operator's change in SQL, then `NOTIFY catalogue_changed`: every instance clears.
    await a.app.inject({ method: 'GET', url: '/probe' });
    await setDirectly('fixed in SQL');
    await database.pool.query(`notify ${CATALOGUE_CHANNEL}`);
    await waitFor(
      () =>
        a.app.catalogueCache.stats().entries === 0 && b.app.catalogueCache.stats().entries === 0,
      2_000,
    );
    expect((await a.app.inject({ method: 'GET', url: '/probe' })).json().value).toBe(
      'fixed in SQL',
    );
  });

  it('bypasses the cache while the channel is down and clears it on reconnecting', async () => {
    await a.app.inject({ method: 'GET', url: '/probe' });
    expect(a.app.catalogueCache.stats().entries).toBe(1);
    await database.pool.query(
      `select pg_terminate_backend(pid) from pg_stat_activity
        where application_name = 'store-cache-listener' and datname = current_database()`,
    );
    await waitFor(() => !a.app.catalogueCache.active, 2_000);
    expect(a.app.catalogueCache.stats().entries).toBe(0);
    // Not listening: a change could be missed, so nothing is served from memory or kept.
    await setDirectly('while down');
    expect((await a.app.inject({ method: 'GET', url: '/probe' })).json().value).toBe('while down');
    expect(a.app.catalogueCache.stats().entries).toBe(0);

    await waitFor(() => a.app.catalogueCache.active && b.app.catalogueCache.active, 5_000);
    await a.app.inject({ method: 'GET', url: '/probe' });
    expect(a.app.catalogueCache.stats().entries).toBe(1);
  });

  it('keeps ETags and 304s but stores nothing when disabled', async () => {
    const off = await buildProbeApp(database.connectionString, { enabled: false });
    try {
      const queries = countQueries(off.pool);
      const first = await off.app.inject({ method: 'GET', url: '/probe' });
      const second = await off.app.inject({
        method: 'GET',
        url: '/probe',
        headers: { 'if-none-match': first.headers.etag as string },
      });
      expect(second.statusCode).toBe(304);
      expect(queries()).toBe(2);
      expect(off.app.catalogueCache.stats().entries).toBe(0);
    } finally {
      await off.close();
    }
  });
});

describe('reply cache in the app', () => {
  const ctx = useTestApp();

  it('serves a repeated search without touching the database', async () => {
    await insertProduct(ctx.db, { name: 'Cached LUT Pack' });
    const queries = countQueries(ctx.pool);
    const search = () =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/product/search-product',
        payload: { search: 'cached lut', page: 1 },
      });
    const first = await search();
    expect(first.json().data.map((p: { name: string }) => p.name)).toEqual(['Cached LUT Pack']);
    const used = queries();
    expect(used).toBeGreaterThan(0);
    const second = await search();
    expect(second.body).toBe(first.body);
    expect(queries()).toBe(used);
  });

  it('answers a bad JSON body to a cached read with the 400 envelope', async () => {
    const list = (payload: string) => sendJson(ctx.app, '/api/product/get', payload);
    expect((await list('{"page":1,"limit":12}')).statusCode).toBe(200);
    expect((await list('{"page":1,"limit":12}')).statusCode).toBe(200);
    const bad = await list('{"page":1,"limit":12');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      success: false,
      error: true,
      message: 'The request body is not valid JSON.',
    });
    // Bytes seen before but now invalid for the route are still validated on a miss.
    const invalid = await list('{"page":"first"}');
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toMatchObject({ success: false, error: true });
  });

  it('answers the same bytes with the same reply and headers as the parsed body', async () => {
    await insertProduct(ctx.db, { name: 'Raw Key Preset' });
    const post = (payload: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/product/search-product',
        headers: { 'content-type': 'application/json', 'accept-encoding': 'br' },
        payload,
      });
    const first = await post('{"search":"raw key","page":1}');
    const byBytes = await post('{"search":"raw key","page":1}');
    const reordered = await post('{ "page": 1, "search": "raw key" }');
    for (const res of [byBytes, reordered]) {
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload.equals(first.rawPayload)).toBe(true);
      for (const header of [
        'etag',
        'vary',
        'cache-control',
        'content-encoding',
        'content-type',
        'content-security-policy',
        'x-content-type-options',
      ]) {
        expect(res.headers[header], header).toBe(first.headers[header]);
      }
      expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    }
  });
});
