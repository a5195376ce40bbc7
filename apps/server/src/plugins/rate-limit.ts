import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { TooManyRequestsError } from '../lib/errors.js';
import type { RedisLink } from '../platform/redis/index.js';
import { sharedRateLimitStore } from './rate-limit-store.js';

export const RATE_LIMIT_MESSAGE = 'Too many attempts. Please wait a few minutes and try again.';

/**
 * Rate limiting, off by default and switched on per route with
 * `config: { rateLimit: { max, timeWindow, keyGenerator? } }` (login, register, OTP,
 * contact form, metrics beacon). Counted in Redis when REDIS_URL is set, so every instance
 * shares the counts and a restart keeps them, with memory standing in while Redis is down
 * (rate-limit-store.ts); in this instance's memory otherwise. A limited request gets 429 in
 * the usual envelope.
 */
export const rateLimitPlugin = fp<{ redis: RedisLink | null }>(
  async (app: FastifyInstance, { redis }) => {
    await app.register(rateLimit, {
      global: false,
      ...(redis ? { store: sharedRateLimitStore(redis) } : {}),
      // Limits count per client address unless a route keys them otherwise (e.g. per account).
      keyGenerator: (request) => request.ip,
      // @fastify/rate-limit throws what this returns, so it reaches the errors plugin: a typed
      // error keeps this message (a plain object's 429 would get the generic one there). The
      // Retry-After header is set by @fastify/rate-limit itself.
      errorResponseBuilder: () => new TooManyRequestsError(RATE_LIMIT_MESSAGE),
    });
  },
  { name: 'rate-limit', dependencies: ['errors'] },
);
