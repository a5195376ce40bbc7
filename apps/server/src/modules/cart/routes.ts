import {
  addToCartRequestSchema,
  allCartsReplySchema,
  CART_MESSAGES,
  cartItemIdRequestSchema,
  cartReplySchema,
  updateCartQuantityRequestSchema,
} from '@store/contract/cart';
import { errorEnvelopeSchema } from '@store/contract/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '#server/db/client.js';
import { ok } from '#server/lib/reply.js';
import { currentUserId } from '#server/plugins/auth.js';
import { createCartService } from './service.js';

const security = [{ bearerAuth: [] }];
const errors = { 400: errorEnvelopeSchema, 401: errorEnvelopeSchema, 404: errorEnvelopeSchema };

/**
 * /api/cart/* (SPEC §7). Every reply that changes the cart carries the whole cart and its
 * totals, the same representation as `GET /get`, so the client never adds prices up itself.
 */
export const cartRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const service = createCartService(db);
  const reply = (message: string, cart: Awaited<ReturnType<typeof service.view>>) => ({
    ...ok,
    message,
    data: cart.items,
    totals: cart.totals,
  });

  app.post(
    '/create',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['cart'],
        summary: 'Add a product to the cart (once; not free, out-of-stock, trashed or owned ones)',
        security,
        body: addToCartRequestSchema,
        response: { 200: cartReplySchema, ...errors, 409: errorEnvelopeSchema },
      },
    },
    async (request) =>
      reply(CART_MESSAGES.added, await service.add(currentUserId(request), request.body.productId)),
  );

  app.get(
    '/get',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['cart'],
        summary: 'The signed-in shopper’s cart with sale prices and totals',
        security,
        response: { 200: cartReplySchema, 401: errorEnvelopeSchema },
      },
    },
    async (request) => reply('Cart', await service.view(currentUserId(request))),
  );

  app.put(
    '/update-qty',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['cart'],
        summary: 'Set an item’s quantity (always 1: a digital product is bought once)',
        security,
        body: updateCartQuantityRequestSchema,
        response: { 200: cartReplySchema, ...errors },
      },
    },
    async (request) =>
      reply(
        CART_MESSAGES.updated,
        await service.updateQuantity(currentUserId(request), request.body._id),
      ),
  );

  app.delete(
    '/delete-cart-item',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['cart'],
        summary: 'Remove an item from the cart',
        security,
        body: cartItemIdRequestSchema,
        response: { 200: cartReplySchema, ...errors },
      },
    },
    async (request) =>
      reply(CART_MESSAGES.removed, await service.remove(currentUserId(request), request.body._id)),
  );

  app.get(
    '/all-carts',
    {
      config: { auth: 'admin' },
      schema: {
        tags: ['cart', 'admin'],
        summary: 'Every non-empty cart (admin; the metrics page counts active cart users)',
        security,
        response: { 200: allCartsReplySchema, 401: errorEnvelopeSchema, 403: errorEnvelopeSchema },
      },
    },
    async () => ({ ...ok, message: 'All carts', data: await service.allCarts() }),
  );
};
