import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { createDatabase } from '../../db/client.js';
import { useTestApp } from '../../test-support/test-app.js';

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
