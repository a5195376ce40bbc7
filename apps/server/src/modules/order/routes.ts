import { apiRoutes } from '@store/contract/api';
import { errorEnvelopeSchema, pageCount } from '@store/contract/common';
import { ORDER_MESSAGES, type PaymentStatus } from '@store/contract/order';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database, Tx } from '#server/db/client.js';
import { serve } from '#server/lib/api-route.js';
import { DomainError, GoneError, NotFoundError } from '#server/lib/errors.js';
import { ok } from '#server/lib/reply.js';
import type { PaymentProvider } from '#server/platform/payments/index.js';
import { currentUserId } from '#server/plugins/auth.js';
import { createOrderAdmin } from './admin.js';
import { createCheckout } from './checkout.js';
import { createOrderRepository, type OrderHead } from './repository.js';
import type { Settlement } from './settlement.js';

export interface OrderRoutesOptions {
  db: Database;
  provider: PaymentProvider;
  settlement: Settlement;
  orderIdPrefix: string;
  orderExpiryMs: number;
  /** The origin of payment return and webhook URLs: PUBLIC_URL, or http://localhost:PORT. */
  linkOrigin: () => string;
  onPaid: (order: OrderHead) => void;
  /** Issues a newly PAID order's invoice in its transaction (decision 0040). */
  issueInvoice?: (tx: Tx, orderDbId: string) => Promise<unknown>;
}

/** Per signed-in shopper (a household behind one address is not one shopper). */
const perUser = (request: FastifyRequest) => request.auth?.userId ?? request.ip;
export const ORDER_LIMITS = {
  checkoutPerUser: { max: 30, timeWindow: 60_000, keyGenerator: perUser },
  verifyPerUser: { max: 60, timeWindow: 60_000, keyGenerator: perUser },
};

const security = [{ bearerAuth: [] }];
const e = errorEnvelopeSchema;

class VerificationUnavailableError extends DomainError {
  constructor() {
    super(502, ORDER_MESSAGES.paymentFailed);
  }
}

/** /api/order/* (SPEC §7, DESIGN §5). The webhook lives in webhook-routes.ts (raw body). */
export const orderRoutes: FastifyPluginAsyncZod<OrderRoutesOptions> = async (app, options) => {
  const { db, provider, settlement } = options;
  const checkout = createCheckout(db, provider, {
    orderIdPrefix: options.orderIdPrefix,
    orderExpiryMs: options.orderExpiryMs,
    log: app.log,
    onPaid: options.onPaid,
    issueInvoice: options.issueInvoice,
  });
  const admin = createOrderAdmin(db, options.onPaid, options.issueInvoice);
  const orders = createOrderRepository(db);

  serve(
    app,
    apiRoutes.order.createCashfree,
    {
      config: { auth: 'user', rateLimit: ORDER_LIMITS.checkoutPerUser },
      schema: {
        tags: ['order'],
        summary:
          'Create a PENDING order from the cart (amounts from the database) and a payment session',
        security,
        response: { 400: e, 401: e, 404: e, 409: e, 502: e },
        description:
          'With `couponCode` the code is checked against the cart and its discount taken off ' +
          '(404/409 with the refusal otherwise). When the total becomes ₹0 the order is PAID ' +
          'at once: `data.paid` is true and `paymentSessionId` is empty.',
      },
    },
    async (request) => {
      const body = request.body;
      // Never the request's Host: a forged one would send the shopper (and the webhook) there.
      const origin = options.linkOrigin();
      const created = await checkout.createOrder({
        userId: currentUserId(request),
        phone: body.customer_details.customer_phone,
        email: body.customer_details.customer_email,
        addressId: body.addressId,
        couponCode: body.couponCode,
        invoice: body.invoice,
        origin,
      });
      return { ...ok, message: 'Order created', orderId: created.paymentSessionId, data: created };
    },
  );

  serve(
    app,
    apiRoutes.order.verifyPayment,
    {
      config: { auth: 'user', rateLimit: ORDER_LIMITS.verifyPerUser },
      schema: {
        tags: ['order'],
        summary: 'Ask the provider whether the caller’s order is paid, and mark it PAID if so',
        security,
        response: { 400: e, 401: e, 404: e, 502: e },
      },
    },
    async (request) => {
      const order = await orders.findByOrderId(request.body.orderId);
      // Another shopper's order is "not found": its existence is not theirs to learn.
      if (!order || order.userId !== currentUserId(request)) {
        throw new NotFoundError(ORDER_MESSAGES.orderNotFound);
      }
      let result: Awaited<ReturnType<Settlement['settle']>>;
      try {
        result = await settlement.settle(order, 'verify');
      } catch (err) {
        request.log.warn({ err, orderId: order.orderId }, 'payment verification failed');
        throw new VerificationUnavailableError();
      }
      const status = result.status;
      return {
        ...ok,
        message: result.paid ? ORDER_MESSAGES.verified : 'Payment not completed',
        data: {
          modifiedCount: result.paid ? 1 : 0,
          orderId: order.orderId,
          payment_status: status,
          lastPaymentStatus: result.lastPaymentStatus,
        },
      };
    },
  );

  serve(
    app,
    apiRoutes.order.list,
    {
      config: { auth: 'user' },
      schema: {
        tags: ['order'],
        summary: 'The caller’s order records, newest first (one per product)',
        security,
        response: { 401: e },
      },
    },
    async (request) => ({
      ...ok,
      message: 'Orders',
      data: await orders.listForUser(currentUserId(request)),
    }),
  );

  serve(
    app,
    apiRoutes.order.allOrders,
    {
      config: { auth: 'admin' },
      schema: {
        tags: ['order', 'admin'],
        summary: 'Every order record, paged, with the Payment Management totals',
        security,
        response: { 400: e, 401: e, 403: e },
      },
    },
    async (request) => {
      const { page, limit, status } = request.query;
      const result = await admin.list(page, limit, status);
      const pages = pageCount(result.filteredCount, limit);
      return {
        ...ok,
        message: 'All orders',
        data: result.rows,
        totalCount: result.filteredCount,
        totalNoPage: pages,
        totalPage: pages,
        page,
        summary: result.summary,
      };
    },
  );

  const adminAction = (
    route: typeof apiRoutes.order.grantAccess | typeof apiRoutes.order.blockAccess,
    summary: string,
    run: (
      adminId: string,
      orderId: string,
    ) => Promise<{
      orderId: string;
      payment_status: PaymentStatus;
      modifiedCount: number;
    }>,
    message: string,
  ) =>
    serve(
      app,
      route,
      {
        config: { auth: 'admin' },
        schema: {
          tags: ['order', 'admin'],
          summary,
          security,
          response: { 400: e, 401: e, 403: e, 404: e, 409: e },
        },
      },
      async (request) => ({
        ...ok,
        message,
        data: await run(currentUserId(request), request.body.orderId),
      }),
    );

  adminAction(
    apiRoutes.order.grantAccess,
    'Allow: a PENDING or BLOCKED order becomes PAID',
    admin.grantAccess,
    ORDER_MESSAGES.accessGranted,
  );
  adminAction(
    apiRoutes.order.blockAccess,
    'Block Access: a PAID order stops granting downloads',
    admin.blockAccess,
    ORDER_MESSAGES.accessBlocked,
  );

  serve(
    app,
    apiRoutes.order.deletePayment,
    {
      config: { auth: 'admin' },
      schema: {
        tags: ['order', 'admin'],
        summary: 'Delete a PENDING payment by its payment id (or order id)',
        security,
        response: { 400: e, 401: e, 403: e, 404: e, 409: e },
      },
    },
    async (request) => {
      const result = await admin.deletePending(currentUserId(request), request.body);
      return { ...ok, message: ORDER_MESSAGES.deletedCount(result.deletedCount), data: result };
    },
  );

  // SPEC §7 lists these without payloads; DESIGN §3: 410 naming the supported flow.
  const gone = async () => {
    throw new GoneError(
      'This call is not supported: create the order with POST /api/order/create-order-cashfree.',
    );
  };
  const goneSchema = { tags: ['order'], summary: 'Not supported (410)', response: { 410: e } };
  // Their table entries have `reply: 'none'`: no 200 is registered, only the 410.
  const { order } = apiRoutes;
  for (const route of [
    order.cashOnDelivery,
    order.checkout,
    order.createOrder,
    order.allOrdersPost,
  ]) {
    serve(app, route, { schema: goneSchema }, gone);
  }
};
