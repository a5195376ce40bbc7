import { apiRoutes } from '@store/contract/api';
import { errorEnvelopeSchema } from '@store/contract/common';
import { COUPON_MESSAGES } from '@store/contract/coupon';
import { salePrice } from '@store/contract/pricing';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '#server/db/client.js';
import { serve } from '#server/lib/api-route.js';
import { ok } from '#server/lib/reply.js';
import { currentUserId } from '#server/plugins/auth.js';
import { createCartRepository } from '../cart/index.js';
import { createCouponAdmin } from './admin.js';
import { evaluateCoupon } from './redemption.js';

const security = [{ bearerAuth: [] }];
const e = errorEnvelopeSchema;

/** Per signed-in shopper: enough to fix a typo many times, too few to guess codes. */
const perUser = (request: FastifyRequest) => request.auth?.userId ?? request.ip;
export const COUPON_LIMITS = {
  applyPerUser: { max: 20, timeWindow: 60_000, keyGenerator: perUser },
};

/** /api/coupon/* (issue 17 point 5, decision 41). */
export const couponRoutes: FastifyPluginAsyncZod<{ db: Database; timeZone: string }> = async (
  app,
  { db, timeZone },
) => {
  const admin = createCouponAdmin(db, timeZone);

  serve(
    app,
    apiRoutes.coupon.apply,
    {
      config: { auth: 'user', rateLimit: COUPON_LIMITS.applyPerUser },
      schema: {
        tags: ['coupon'],
        summary: 'Preview a promo code against the caller’s cart: the discount and new total',
        description:
          'Nothing is reserved: create-order-cashfree with `couponCode` checks and prices ' +
          'again. 404 for an unknown code; 409 with one message per refusal (paused, not yet ' +
          'valid, expired, used up, below the minimum, not for these items).',
        security,
        response: { 400: e, 401: e, 404: e, 409: e, 429: e },
      },
    },
    async (request) => {
      const userId = currentUserId(request);
      const items = await createCartRepository(db).listLive(userId);
      const preview = await evaluateCoupon(db, {
        code: request.body.code,
        userId,
        lock: false,
        lines: items.map((item) => ({
          productId: item.productId._id,
          amount: salePrice(item.productId.price, item.productId.discount) * item.quantity,
        })),
      });
      const { couponId: _, ...data } = preview;
      return { ...ok, message: COUPON_MESSAGES.applied, data };
    },
  );

  serve(
    app,
    apiRoutes.coupon.list,
    {
      config: { auth: 'admin' },
      schema: {
        tags: ['coupon', 'admin'],
        summary: 'Every coupon, newest first, with its paid uses and unpaid holds',
        security,
        response: { 401: e, 403: e },
      },
    },
    async () => ({ ...ok, message: 'Coupons', data: await admin.list() }),
  );

  const writeSchema = {
    tags: ['coupon', 'admin'],
    security,
    description:
      '`startsAt`/`endsAt` are wall-clock times in STORE_TIMEZONE (`YYYY-MM-DDTHH:mm`, empty ' +
      'for none); the start is included, the end is not.',
    response: { 400: e, 401: e, 403: e, 404: e, 409: e },
  };

  serve(
    app,
    apiRoutes.coupon.create,
    { config: { auth: 'admin' }, schema: { ...writeSchema, summary: 'Create a coupon' } },
    async (request) => ({
      ...ok,
      message: COUPON_MESSAGES.created,
      data: await admin.create(currentUserId(request), request.body),
    }),
  );

  serve(
    app,
    apiRoutes.coupon.update,
    {
      config: { auth: 'admin' },
      schema: {
        ...writeSchema,
        summary: 'Replace a coupon’s fields (uses so far stay)',
      },
    },
    async (request) => ({
      ...ok,
      message: COUPON_MESSAGES.updated,
      data: await admin.update(currentUserId(request), request.params.id, request.body),
    }),
  );

  serve(
    app,
    apiRoutes.coupon.setActive,
    {
      config: { auth: 'admin' },
      schema: {
        tags: ['coupon', 'admin'],
        summary: 'Pause (false) or activate (true) a coupon',
        security,
        response: { 400: e, 401: e, 403: e, 404: e },
      },
    },
    async (request) => ({
      ...ok,
      message: request.body.active ? 'Coupon active' : 'Coupon paused',
      data: await admin.setActive(currentUserId(request), request.params.id, request.body.active),
    }),
  );
};
