import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { createMailer } from '../platform/mail/index.js';
import { createLocalStorage } from '../platform/storage/index.js';
import { createAccessTokens } from '../platform/tokens/access-token.js';
import { webBuild } from '../test-support/web-build.js';
import { createDatabase } from './client.js';
import { findFreePort } from './embedded.js';
import { DATABASE_UNAVAILABLE_MESSAGE, isDatabaseUnavailable } from './unavailable.js';

describe('isDatabaseUnavailable', () => {
  it('recognises a refused connection through Drizzle’s wrapping', async () => {
    const port = await findFreePort(); // Free: nothing listens there.
    const database = createDatabase(`postgres://store:secret@127.0.0.1:${port}/store`, {
      onError: () => {},
    });
    try {
      const failure = await database.db.execute(sql`select 1`).catch((err: unknown) => err);
      expect(failure).toBeInstanceOf(Error);
      expect(isDatabaseUnavailable(failure)).toBe(true);
    } finally {
      await database.close();
    }
  });

  it('recognises a missing Unix socket (the embedded PostgreSQL stopping) through Drizzle’s wrapping', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'store-no-socket-'));
    const database = createDatabase(
      `postgresql://store:secret@localhost:5432/store?host=${encodeURIComponent(dir)}`,
      { onError: () => {} },
    );
    try {
      const failure = await database.db.execute(sql`select 1`).catch((err: unknown) => err);
      expect(isDatabaseUnavailable(failure)).toBe(true);
    } finally {
      await database.close();
      await rm(dir, { recursive: true, force: true });
    }
    // A missing file anywhere else is no outage.
    const missingFile = Object.assign(new Error('no such file'), {
      code: 'ENOENT',
      syscall: 'open',
    });
    expect(isDatabaseUnavailable(missingFile)).toBe(false);
  });

  it('recognises a server shutting down, starting up or cut off, and nothing else', () => {
    const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });
    for (const code of ['57P01', '57P02', '57P03', '08006', '08001', '53300', 'ECONNRESET']) {
      expect(isDatabaseUnavailable(withCode(code)), code).toBe(true);
    }
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    for (const code of ['23505', '23503', '22P02', '42P01', '57014']) {
      expect(isDatabaseUnavailable(withCode(code)), code).toBe(false);
    }
    expect(isDatabaseUnavailable(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isDatabaseUnavailable('ECONNREFUSED')).toBe(false);
    // pg-boss emits its workers' errors as copies: { ...error, message, stack, queue }.
    const copy = { ...withCode('ECONNREFUSED', 'connect ECONNREFUSED'), queue: 'receipt-email' };
    expect(isDatabaseUnavailable(copy)).toBe(true);
  });
});

/**
 * A database server that accepts connections and never answers (hung, or behind a broken
 * network path): requests must not hang with it.
 */
describe('a database that accepts connections but never answers', () => {
  const sockets = new Set<net.Socket>();
  const silent = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  let app: FastifyInstance;
  let close: () => Promise<void>;
  let dataDir: string;
  let webDir: string;

  beforeAll(async () => {
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as net.AddressInfo;
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'store-silent-db-'));
    webDir = webBuild();
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      WEB_DIST_DIR: webDir,
    });
    const database = createDatabase(`postgres://store:secret@127.0.0.1:${port}/store`, {
      onError: () => {},
    });
    close = database.close;
    app = await buildApp({
      config,
      db: database.db,
      pool: database.pool,
      storage: createLocalStorage(config.uploadsDir),
      accessTokens: createAccessTokens(randomBytes(32).toString('hex')),
      mailer: createMailer(config, pino({ level: 'silent' })),
      jobs: false,
    });
    await app.ready();
  });

  afterAll(async () => {
    await app?.close();
    for (const socket of sockets) socket.destroy();
    await close?.();
    silent.close();
    await rm(dataDir, { recursive: true, force: true });
    await rm(webDir, { recursive: true, force: true });
  });

  it('answers 503 with Retry-After within a few seconds, search and catalogue alike', async () => {
    const calls = [
      { method: 'POST' as const, url: '/api/product/get', payload: { page: 1 } },
      { method: 'POST' as const, url: '/api/product/search-product', payload: { search: 'lut' } },
      { method: 'GET' as const, url: '/api/category/get' },
    ];
    const started = Date.now();
    const replies = await Promise.all(calls.map((call) => app.inject(call)));
    expect(Date.now() - started).toBeLessThan(5_000);
    for (const reply of replies) {
      expect(reply.statusCode).toBe(503);
      expect(reply.headers['retry-after']).toBe('5');
      expect(reply.json()).toEqual({
        success: false,
        error: true,
        message: DATABASE_UNAVAILABLE_MESSAGE,
      });
    }
  });

  it('sends a page request the web app (which retries its calls) with 503, not JSON', async () => {
    const page = await app.inject({
      method: 'GET',
      url: '/product/cinematic-lut-pack-1',
      headers: { accept: 'text/html,application/xhtml+xml' },
    });
    expect(page.statusCode).toBe(503);
    expect(page.headers['retry-after']).toBe('5');
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body).toContain('<script type="module" src="/assets/index-abc.js"></script>');

    // The sitemap is for crawlers (no HTML asked for): the envelope.
    const sitemap = await app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(sitemap.statusCode).toBe(503);
    expect(sitemap.json()).toMatchObject({ success: false, message: DATABASE_UNAVAILABLE_MESSAGE });
  });
});
