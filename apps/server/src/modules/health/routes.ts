import { healthReplySchema } from '@store/contract/health';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type pg from 'pg';
import { checkConnection } from '../../db/client.js';
import { RETRY_AFTER_SECONDS } from '../../db/unavailable.js';

/**
 * GET /api — the warm-up call of SPEC §4. The web app polls it until the database is
 * connected; a load balancer can use it as a readiness check (503 while not ready).
 */
export const healthRoutes: FastifyPluginAsyncZod<{ pool: pg.Pool }> = async (app, { pool }) => {
  app.get(
    '/api',
    {
      schema: {
        tags: ['health'],
        summary: 'Warm-up and readiness: reports whether the database is connected',
        response: { 200: healthReplySchema, 503: healthReplySchema },
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
};
