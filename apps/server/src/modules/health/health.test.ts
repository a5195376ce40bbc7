import { describe, expect, it } from 'vitest';
import { buildApp } from '#server/app.js';
import { createDatabase } from '#server/db/client.js';
import { useTestApp } from '#server/test-support/test-app.js';
import { createHealthState } from './state.js';

describe('GET /api (warm-up, SPEC §4)', () => {
  const ctx = useTestApp();

  it('reports a connected database', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      error: false,
      message: 'Server is running',
      database: 'connected',
    });
  });

  it('answers 503 with database "disconnected" when PostgreSQL is unreachable', async () => {
    // A pool aimed at a port where nothing listens: the app must say so, not hang or 500.
    const unreachable = createDatabase('postgres://nobody:nothing@127.0.0.1:1/none');
    const app = await buildApp({
      ...ctx,
      db: unreachable.db,
      pool: unreachable.pool,
      // The job queue needs the database to start; this app is about its absence.
      jobs: false,
    });
    try {
      const res = await app.inject({ method: 'GET', url: '/api' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ success: false, error: true, database: 'disconnected' });
    } finally {
      await app.close();
      await unreachable.close();
    }
  });

  it('is the only thing on /api itself: other methods are 404 JSON', async () => {
    const res = await ctx.app.inject({ method: 'DELETE', url: '/api' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, error: true });
  });
});

describe('GET /api/health/live and /api/health/ready (probes, issue 14)', () => {
  const ctx = useTestApp();

  it('live: 200 without touching the database', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/health/live' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, error: false, message: 'Process is up' });
  });

  it('ready: 200 with the database reachable and migrations applied', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      error: false,
      message: 'Ready',
      database: 'connected',
      migrations: 'applied',
      draining: false,
    });
  });

  it('ready: 503 while draining, and every reply then says Connection: close', async () => {
    const health = createHealthState({ migrationsApplied: true });
    const app = await buildApp({ ...ctx, health, jobs: false });
    try {
      await app.listen({ port: 0, host: '127.0.0.1' });
      const url = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
      const before = await fetch(`${url}/api/health/ready`);
      expect(before.status).toBe(200);
      expect(before.headers.get('connection')).toBe('keep-alive');

      health.draining = true;
      const during = await fetch(`${url}/api/health/ready`);
      expect(during.status).toBe(503);
      expect(during.headers.get('connection')).toBe('close');
      expect(await during.json()).toEqual({
        success: false,
        error: true,
        message: 'Stopping: draining connections, send no new traffic',
        database: 'connected',
        migrations: 'applied',
        draining: true,
      });
      // Still serving while draining: the liveness probe and the store's own routes answer.
      const live = await fetch(`${url}/api/health/live`);
      expect(live.status).toBe(200);
      expect(live.headers.get('connection')).toBe('close');
      const api = await fetch(`${url}/api`);
      expect(api.status).toBe(200);
      expect(api.headers.get('connection')).toBe('close');
    } finally {
      await app.close();
    }
  });

  it('ready: 503 before migrations are applied', async () => {
    const app = await buildApp({ ...ctx, health: createHealthState(), jobs: false });
    try {
      const res = await app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({
        success: false,
        message: 'Database migrations have not been applied yet',
        migrations: 'pending',
        draining: false,
      });
    } finally {
      await app.close();
    }
  });

  it('ready: 503 when PostgreSQL is unreachable; live still 200', async () => {
    const unreachable = createDatabase('postgres://nobody:nothing@127.0.0.1:1/none');
    const app = await buildApp({
      ...ctx,
      db: unreachable.db,
      pool: unreachable.pool,
      health: createHealthState({ migrationsApplied: true }),
      jobs: false,
    });
    try {
      const ready = await app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toMatchObject({
        success: false,
        error: true,
        message: 'The database is not reachable',
        database: 'disconnected',
      });
      const live = await app.inject({ method: 'GET', url: '/api/health/live' });
      expect(live.statusCode).toBe(200);
    } finally {
      await app.close();
      await unreachable.close();
    }
  });

  // A balancer pointed at a guessed path must fail its check, not pass on the web page's 200.
  it.each(['/healthz', '/readyz', '/metrics', '/health', '/api/health', '/api/healthz'])(
    '%s is not a health check: it never answers 200',
    async (url) => {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
    },
  );
});
