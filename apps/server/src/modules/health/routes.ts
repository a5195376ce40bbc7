import { apiRoutes } from '@store/contract/api';
import { healthReplySchema, readyReplySchema } from '@store/contract/health';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type pg from 'pg';
import { checkConnection } from '#server/db/client.js';
import { RETRY_AFTER_SECONDS } from '#server/db/unavailable.js';
import { serve } from '#server/lib/api-route.js';
import { ok } from '#server/lib/reply.js';
import type { HealthState } from './state.js';

/**
 * GET /api — the warm-up call of SPEC §4. The web app polls it until the database is
 * connected (503 while it is not). Load balancers use the probes below instead: /api knows
 * nothing of migrations or draining.
 */
export const healthRoutes: FastifyPluginAsyncZod<{ pool: pg.Pool; state: HealthState }> = async (
  app,
  { pool, state },
) => {
  serve(
    app,
    apiRoutes.health.warmUp,
    {
      schema: {
        tags: ['health'],
        summary: 'Warm-up and readiness: reports whether the database is connected',
        response: { 503: healthReplySchema },
      },
    },
    async (_request, reply) => {
      const connected = await checkConnection(pool);
      if (!connected) reply.header('retry-after', String(RETRY_AFTER_SECONDS));
      return reply.code(connected ? 200 : 503).send({
        success: connected,
        error: !connected,
        message: connected ? 'Server is running' : 'The database is not reachable yet',
        database: connected ? 'connected' : 'disconnected',
      });
    },
  );

  // Probes for load balancers and Kubernetes (README "Behind a load balancer").
  serve(
    app,
    apiRoutes.health.live,
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness: the process is up (no database call; restart it when this fails)',
      },
    },
    async () => ({ ...ok, message: 'Process is up' }),
  );

  serve(
    app,
    apiRoutes.health.ready,
    {
      schema: {
        tags: ['health'],
        summary:
          'Readiness: database reachable, migrations applied, not draining (send no traffic on 503)',
        response: { 503: readyReplySchema },
      },
    },
    async (_request, reply) => {
      const connected = await checkConnection(pool);
      const ready = connected && state.migrationsApplied && !state.draining;
      return reply.code(ready ? 200 : 503).send({
        success: ready,
        error: !ready,
        message: readinessMessage(state, connected),
        database: connected ? 'connected' : 'disconnected',
        migrations: state.migrationsApplied ? 'applied' : 'pending',
        draining: state.draining,
      });
    },
  );
};

function readinessMessage(state: HealthState, connected: boolean): string {
  if (state.draining) return 'Stopping: draining connections, send no new traffic';
  if (!connected) return 'The database is not reachable';
  if (!state.migrationsApplied) return 'Database migrations have not been applied yet';
  return 'Ready';
}
