import { apiRoutes } from '@store/contract/api';
import { errorEnvelopeSchema } from '@store/contract/common';
import { WISHLIST_MESSAGES } from '@store/contract/wishlist';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '#server/db/client.js';
import { serve } from '#server/lib/api-route.js';
import { ok } from '#server/lib/reply.js';
import { currentUserId } from '#server/plugins/auth.js';
import { createWishlistService } from './service.js';

/** Per signed-in shopper (a household behind one address is not one shopper). */
const perUser = (request: FastifyRequest) => request.auth?.userId ?? request.ip;
export const WISHLIST_LIMITS = {
  /** A heart clicked on and off on a page of cards, with room to spare. */
  togglePerUser: { max: 120, timeWindow: 60_000, keyGenerator: perUser },
  /** Once per sign-in; a few retries. */
  mergePerUser: { max: 20, timeWindow: 60_000, keyGenerator: perUser },
  /** Public: a page or two of cards per visit, per address. */
  cardsPerIp: { max: 120, timeWindow: 60_000 },
};

const security = [{ bearerAuth: [] }];
const e = errorEnvelopeSchema;

/**
 * /api/wishlist/* (issue 16 point 5): a signed-in shopper's saved products. Every reply is the
 * whole list, newest saved first, the same representation as `GET /get`.
 */
export const wishlistRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const service = createWishlistService(db);
  const reply = (message: string, data: Awaited<ReturnType<typeof service.list>>) => ({
    ...ok,
    message,
    data,
  });

  serve(
    app,
    apiRoutes.wishlist.get,
    {
      config: { auth: 'user' },
      schema: {
        tags: ['wishlist'],
        summary: 'The signed-in shopper’s wishlist, newest saved first (live products only)',
        security,
        response: { 401: e },
      },
    },
    async (request) => reply(WISHLIST_MESSAGES.list, await service.list(currentUserId(request))),
  );

  serve(
    app,
    apiRoutes.wishlist.add,
    {
      config: { auth: 'user', rateLimit: WISHLIST_LIMITS.togglePerUser },
      schema: {
        tags: ['wishlist'],
        summary: 'Save a live product (saving it again changes nothing)',
        security,
        response: { 400: e, 401: e, 404: e, 409: e, 429: e },
      },
    },
    async (request) =>
      reply(
        WISHLIST_MESSAGES.added,
        await service.add(currentUserId(request), request.body.productId),
      ),
  );

  serve(
    app,
    apiRoutes.wishlist.remove,
    {
      config: { auth: 'user', rateLimit: WISHLIST_LIMITS.togglePerUser },
      schema: {
        tags: ['wishlist'],
        summary: 'Remove a product from the wishlist (not saved: nothing to do)',
        security,
        response: { 400: e, 401: e, 429: e },
      },
    },
    async (request) =>
      reply(
        WISHLIST_MESSAGES.removed,
        await service.remove(currentUserId(request), request.body.productId),
      ),
  );

  serve(
    app,
    apiRoutes.wishlist.merge,
    {
      config: { auth: 'user', rateLimit: WISHLIST_LIMITS.mergePerUser },
      schema: {
        tags: ['wishlist'],
        summary: 'Add the visitor’s browser wishlist on sign-in (idempotent; gone ids ignored)',
        security,
        response: { 400: e, 401: e, 429: e },
      },
    },
    async (request) =>
      reply(
        WISHLIST_MESSAGES.merged,
        await service.merge(currentUserId(request), request.body.productIds),
      ),
  );

  serve(
    app,
    apiRoutes.wishlist.cards,
    {
      config: { auth: 'optional', rateLimit: WISHLIST_LIMITS.cardsPerIp },
      schema: {
        tags: ['wishlist'],
        summary:
          'Cards of products a browser remembers (a visitor’s wishlist, recently viewed): live ones, in the order asked',
        response: { 400: e, 429: e },
      },
    },
    async (request) => ({
      ...ok,
      message: WISHLIST_MESSAGES.cards,
      data: await service.cards(request.body.productIds),
    }),
  );
};
