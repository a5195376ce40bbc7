import { apiRoutes } from '@store/contract/api';
import { CART_MESSAGES } from '@store/contract/cart';
import { errorEnvelopeSchema } from '@store/contract/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '#server/db/client.js';
import { serve } from '#server/lib/api-route.js';
import { ok } from '#server/lib/reply.js';
import { currentUserId, sessionToCheck } from '#server/plugins/auth.js';
import { createCartService } from './service.js';

const security = [{ bearerAuth: [] }];
const errors = { 400: errorEnvelopeSchema, 401: errorEnvelopeSchema, 404: errorEnvelopeSchema };

/**
 * /api/cart/* (SPEC §7). Every reply carries the whole cart's totals, so the client never adds
 * prices up itself. The add and remove replies carry what changed (`data`: the added item,
 * `removed`: the removed ids) and the web app merges it into its cached cart (decision 0050);
 * `/get` and `/update-qty` carry every item. Add, remove and read check the caller's session
 * in their one statement ('user-in-statement'): one database round trip each.
 */
export const cartRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const service = createCartService(db);
  const reply = (message: string, cart: Awaited<ReturnType<typeof service.view>>) => ({
    ...ok,
    message,
    data: cart.items,
    totals: cart.totals,
  });
  const changeReply = (message: string, change: Awaited<ReturnType<typeof service.add>>) => ({
    ...ok,
    message,
    data: change.added,
    removed: change.removed,
    totals: change.totals,
  });

  serve(
    app,
    apiRoutes.cart.add,
    {
      config: { auth: 'user-in-statement' },
      schema: {
        tags: ['cart'],
        summary: 'Add a product to the cart (once; not free, out-of-stock, trashed or owned ones)',
        security,
        response: { ...errors, 409: errorEnvelopeSchema },
      },
    },
    async (request) =>
      changeReply(
        CART_MESSAGES.added,
        await service.add(sessionToCheck(request), request.body.productId),
      ),
  );

  serve(
    app,
    apiRoutes.cart.get,
    {
      config: { auth: 'user-in-statement' },
      schema: {
        tags: ['cart'],
        summary: 'The signed-in shopper’s cart with sale prices and totals',
        security,
        response: { 401: errorEnvelopeSchema },
      },
    },
    async (request) => reply('Cart', await service.read(sessionToCheck(request))),
  );

  serve(
    app,
    apiRoutes.cart.updateQuantity,
    {
      config: { auth: 'user' },
      schema: {
        tags: ['cart'],
        summary: 'Set an item’s quantity (always 1: a digital product is bought once)',
        security,
        response: { ...errors },
      },
    },
    async (request) =>
      reply(
        CART_MESSAGES.updated,
        await service.updateQuantity(currentUserId(request), request.body._id),
      ),
  );

  serve(
    app,
    apiRoutes.cart.remove,
    {
      config: { auth: 'user-in-statement' },
      schema: {
        tags: ['cart'],
        summary: 'Remove an item from the cart (replies with its id and the new totals)',
        security,
        response: { ...errors },
      },
    },
    async (request) =>
      changeReply(
        CART_MESSAGES.removed,
        await service.remove(sessionToCheck(request), request.body._id),
      ),
  );

  serve(
    app,
    apiRoutes.cart.allCarts,
    {
      config: { auth: 'admin' },
      schema: {
        tags: ['cart', 'admin'],
        summary: 'Every non-empty cart (admin; the metrics page counts active cart users)',
        security,
        response: { 401: errorEnvelopeSchema, 403: errorEnvelopeSchema },
      },
    },
    async () => ({ ...ok, message: 'All carts', data: await service.allCarts() }),
  );
};
