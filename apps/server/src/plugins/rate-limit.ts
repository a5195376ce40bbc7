import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export const RATE_LIMIT_MESSAGE = 'Too many attempts. Please wait a few minutes and try again.';

/**
 * Rate limiting, off by default and switched on per route with
 * `config: { rateLimit: { max, timeWindow, keyGenerator? } }` (login, register, OTP,
 * contact form, metrics beacon). The store is in memory; a REDIS_URL store comes with
 * scaling out (DESIGN §2). A limited request gets 429 in the usual envelope.
 */
export const rateLimitPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(rateLimit, {
      global: false,
      // Limits count per client address unless a route keys them otherwise (e.g. per account).
      keyGenerator: (request) => request.ip,
      errorResponseBuilder: (_request, context) => ({
        statusCode: 429,
        success: false,
        error: true,
        message: RATE_LIMIT_MESSAGE,
        retryAfterSeconds: Math.ceil(context.ttl / 1000),
      }),
    });
  },
  { name: 'rate-limit', dependencies: ['errors'] },
);
