import { apiRoutes } from '@store/contract/api';
import { errorEnvelopeSchema, pageCount } from '@store/contract/common';
import { ORDER_MESSAGES } from '@store/contract/order';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '#server/db/client.js';
import { serve } from '#server/lib/api-route.js';
import { NotFoundError } from '#server/lib/errors.js';
import { ok } from '#server/lib/reply.js';
import { currentUserId } from '#server/plugins/auth.js';
import { createOrderViews } from './order-view-repository.js';

const security = [{ bearerAuth: [] }];
const e = errorEnvelopeSchema;

/**
 * Orders as orders (issue 17 point 1, decision 39): the shopper's order page and the admin
 * Orders view. POST with a JSON body, like the other admin list calls.
 */
export const orderViewRoutes: FastifyPluginAsyncZod<{
  db: Database;
  storeTimezone: string;
}> = async (app, options) => {
  const views = createOrderViews(options.db, options.storeTimezone);

  serve(
    app,
    apiRoutes.orderView.getOne,
    {
      config: { auth: 'user' },
      schema: {
        tags: ['order'],
        summary: 'One of the caller’s orders with its items (404 for anyone else’s)',
        security,
        response: { 400: e, 401: e, 404: e },
      },
    },
    async (request) => {
      const order = await views.findOwn(currentUserId(request), request.body.orderId);
      // Another shopper's order is "not found": its existence is not theirs to learn.
      if (!order) throw new NotFoundError(ORDER_MESSAGES.orderNotFound);
      return { ...ok, message: 'Order', data: order };
    },
  );

  serve(
    app,
    apiRoutes.orderView.adminList,
    {
      config: { auth: 'admin' },
      schema: {
        tags: ['order', 'admin'],
        summary:
          'Orders (one row per checkout), newest first: search by order id, payment id, buyer e-mail or name; filter by state and store days',
        security,
        response: { 400: e, 401: e, 403: e },
      },
    },
    async (request) => {
      const body = request.body;
      const { rows, totalCount } = await views.adminList(body);
      const pages = pageCount(totalCount, body.limit);
      return {
        ...ok,
        message: 'Orders',
        data: rows,
        totalCount,
        totalNoPage: pages,
        totalPage: pages,
        page: body.page,
      };
    },
  );

  serve(
    app,
    apiRoutes.orderView.adminGet,
    {
      config: { auth: 'admin' },
      schema: {
        tags: ['order', 'admin'],
        summary: 'One order with its buyer, items, payment events, state changes and audit rows',
        security,
        response: { 400: e, 401: e, 403: e, 404: e },
      },
    },
    async (request) => {
      const order = await views.adminGet(request.body.orderId);
      if (!order) throw new NotFoundError(ORDER_MESSAGES.orderNotFound);
      return { ...ok, message: 'Order', data: order };
    },
  );
};
