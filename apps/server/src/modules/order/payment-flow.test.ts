import { cartReplySchema } from '@store/contract/cart';
import {
  ORDER_MESSAGES,
  orderListReplySchema,
  verifyPaymentReplySchema,
} from '@store/contract/order';
import { describe, expect, it } from 'vitest';
import { webhookSignature } from '#server/platform/payments/index.js';
import { signedInUser } from '#server/test-support/auth.js';
import {
  checkout,
  orderStatus,
  simulatorComplete,
  twoProducts,
  verify,
} from '#server/test-support/orders.js';
import { useTestApp } from '#server/test-support/test-app.js';

const ctx = useTestApp();

const postWebhook = (rawBody: string, headers: Record<string, string>) =>
  ctx.app.inject({ method: 'POST', url: '/api/order/payment-webhook', headers, payload: rawBody });

/** A webhook body as Cashfree sends it, signed with the provider's key unless told otherwise. */
async function webhook(
  orderId: string,
  options: {
    amount: number;
    status?: string;
    paymentId?: string;
    timestamp?: number;
    secret?: string;
  },
) {
  const rawBody = JSON.stringify({
    type: options.status === 'FAILED' ? 'PAYMENT_FAILED_WEBHOOK' : 'PAYMENT_SUCCESS_WEBHOOK',
    event_time: new Date().toISOString(),
    data: {
      order: { order_id: orderId, order_amount: options.amount, order_currency: 'INR' },
      payment: {
        cf_payment_id: options.paymentId ?? '8800001',
        payment_status: options.status ?? 'SUCCESS',
        payment_amount: options.amount,
        payment_currency: 'INR',
      },
    },
  });
  const timestamp = String(options.timestamp ?? Date.now());
  const secret = options.secret ?? (await ctx.app.payments.webhookSecret());
  return {
    rawBody,
    headers: {
      'content-type': 'application/json',
      'x-webhook-timestamp': timestamp,
      'x-webhook-signature': webhookSignature(secret, timestamp, rawBody),
    },
  };
}

describe('paying through the simulator', () => {
  it('Pay posts a signed webhook, the order becomes PAID once, the cart empties, verify agrees', async () => {
    const user = await signedInUser(ctx);
    const { lut, preset } = await twoProducts(ctx);
    const order = await checkout(ctx, user, [lut.id, preset.id]);

    const page = await ctx.app.inject({
      method: 'GET',
      url: `/pay/simulator?payment_session_id=${order.paymentSessionId}`,
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Test payments');
    expect(page.body).toContain(order.orderId);
    expect(page.body).toContain('₹1,299');

    const paid = await simulatorComplete(ctx, order.paymentSessionId, 'pay');
    expect(paid.statusCode).toBe(303);
    // Never the request's origin (inject's is localhost:80): without PUBLIC_URL, this machine
    // on PORT.
    expect(paid.headers.location).toBe(
      `http://localhost:${ctx.config.port}/cashfree?order_id=${order.orderId}`,
    );
    expect(await orderStatus(ctx, order.orderId)).toBe('PAID');

    const verified = verifyPaymentReplySchema.parse(
      (await verify(ctx, user, order.orderId)).json(),
    );
    expect(verified.message).toBe(ORDER_MESSAGES.verified);
    expect(verified.data).toMatchObject({ modifiedCount: 1, payment_status: 'PAID' });
    // Twice is still success, and still one transition.
    expect((await verify(ctx, user, order.orderId)).json().data.modifiedCount).toBe(1);
    const { rows } = await ctx.pool.query(
      `select t.actor_kind from order_transitions t join orders o on o.id = t.order_id
       where o.order_id = $1`,
      [order.orderId],
    );
    expect(rows).toEqual([{ actor_kind: 'webhook' }]);

    const cart = cartReplySchema.parse(
      (await ctx.app.inject({ method: 'GET', url: '/api/cart/get', headers: user.headers })).json(),
    );
    expect(cart.data).toEqual([]);

    const list = orderListReplySchema.parse(
      (
        await ctx.app.inject({ method: 'GET', url: '/api/order/order-list', headers: user.headers })
      ).json(),
    );
    expect(list.data).toHaveLength(2);
    expect(list.data[0]).toMatchObject({
      orderId: order.orderId,
      payment_status: 'PAID',
      orderAmount: 1299,
    });
    expect(list.data.map((r) => r.totalAmt).sort()).toEqual([450, 849]);
    expect(list.data[0]!.paymentId).not.toBe('');
    expect(JSON.stringify(list)).not.toContain('drive.example.com');
  });

  it('Fail marks the order FAILED and verify reports the failed attempt', async () => {
    const user = await signedInUser(ctx);
    const { lut } = await twoProducts(ctx, ' fail');
    const order = await checkout(ctx, user, [lut.id]);
    const failed = await simulatorComplete(ctx, order.paymentSessionId, 'fail');
    expect(failed.statusCode).toBe(303);
    const res = verifyPaymentReplySchema.parse((await verify(ctx, user, order.orderId)).json());
    expect(res.data).toMatchObject({
      modifiedCount: 0,
      payment_status: 'FAILED',
      lastPaymentStatus: 'FAILED',
    });
    expect(await orderStatus(ctx, order.orderId)).toBe('FAILED');
    // A retry on the same provider session still pays it (decision 39).
    await simulatorComplete(ctx, order.paymentSessionId, 'pay');
    expect(await orderStatus(ctx, order.orderId)).toBe('PAID');
  });

  it('shows an unknown session as a 404 page, and verify of a foreign or unknown order as 404', async () => {
    const page = await ctx.app.inject({
      method: 'GET',
      url: '/pay/simulator?payment_session_id=nope',
    });
    expect(page.statusCode).toBe(404);
    expect(page.body).toContain('unknown or has ended');
    const done = await simulatorComplete(ctx, 'nope', 'pay');
    expect(done.statusCode).toBe(404);

    const owner = await signedInUser(ctx);
    const stranger = await signedInUser(ctx);
    const { lut } = await twoProducts(ctx, ' foreign');
    const order = await checkout(ctx, owner, [lut.id]);
    for (const orderId of [order.orderId, 'EKA_0_unknown']) {
      const res = await verify(ctx, stranger, orderId);
      expect([res.statusCode, res.json().message]).toEqual([404, ORDER_MESSAGES.orderNotFound]);
    }
    expect((await verify(ctx, stranger, 'bad id!')).statusCode).toBe(400);
    expect(
      (
        await ctx.app.inject({
          method: 'POST',
          url: '/api/order/verify-payment',
          payload: { orderId: order.orderId },
        })
      ).statusCode,
    ).toBe(401);
  });
});

describe('POST /api/order/payment-webhook', () => {
  it('refuses forged, unsigned, stale and future-dated webhooks before reading them', async () => {
    const user = await signedInUser(ctx);
    const { lut } = await twoProducts(ctx, ' forged');
    const order = await checkout(ctx, user, [lut.id]);
    // Paid at the provider, so only the webhook's own checks can stop it.
    await ctx.app.payments.getOrder(order.orderId);

    const forged = await webhook(order.orderId, {
      amount: 849,
      secret: 'not-the-secret-not-the-secret-xx',
    });
    const res = await postWebhook(forged.rawBody, forged.headers);
    expect([res.statusCode, res.json().message]).toEqual([
      401,
      'The webhook signature is not valid.',
    ]);

    const genuine = await webhook(order.orderId, { amount: 849 });
    const tampered = genuine.rawBody.replace('849', '1');
    expect((await postWebhook(tampered, genuine.headers)).statusCode).toBe(401);

    const unsigned = await postWebhook(genuine.rawBody, { 'content-type': 'application/json' });
    expect([unsigned.statusCode, unsigned.json().message]).toEqual([
      401,
      'The webhook signature is missing.',
    ]);

    for (const timestamp of [Date.now() - 6 * 60_000, Date.now() + 6 * 60_000]) {
      const stale = await webhook(order.orderId, { amount: 849, timestamp });
      const reply = await postWebhook(stale.rawBody, stale.headers);
      expect([reply.statusCode, reply.json().message]).toEqual([
        401,
        'The webhook timestamp is outside the allowed window.',
      ]);
    }
    const garbage = await webhook(order.orderId, { amount: 849 });
    const notJson = 'not json at all';
    const signed = {
      ...garbage.headers,
      'x-webhook-signature': webhookSignature(
        await ctx.app.payments.webhookSecret(),
        garbage.headers['x-webhook-timestamp'],
        notJson,
      ),
    };
    expect((await postWebhook(notJson, signed)).statusCode).toBe(400);
    expect(await orderStatus(ctx, order.orderId)).toBe('PENDING');
  });

  it('refuses a signed webhook whose amount differs from the order, and one the provider does not confirm', async () => {
    const user = await signedInUser(ctx);
    const { lut } = await twoProducts(ctx, ' amount');
    const order = await checkout(ctx, user, [lut.id]);

    const cheap = await webhook(order.orderId, { amount: 1, paymentId: '9100' });
    const res = await postWebhook(cheap.rawBody, cheap.headers);
    expect([res.statusCode, res.json().message]).toEqual([
      409,
      'The payment amount does not match the order.',
    ]);

    // Correct amount, signed, but the provider holds no such payment: not fulfilled.
    const unconfirmed = await webhook(order.orderId, { amount: 849, paymentId: '9101' });
    const reply = await postWebhook(unconfirmed.rawBody, unconfirmed.headers);
    expect([reply.statusCode, reply.json().message]).toEqual([
      409,
      'The payment provider does not confirm this payment.',
    ]);
    expect(await orderStatus(ctx, order.orderId)).toBe('PENDING');

    const unknown = await webhook('EKA_1_nosuchorder', { amount: 849 });
    expect((await postWebhook(unknown.rawBody, unknown.headers)).statusCode).toBe(404);
  });

  it('treats replayed, duplicated and out-of-order webhooks as one payment', async () => {
    const user = await signedInUser(ctx);
    const { lut } = await twoProducts(ctx, ' replay');
    const order = await checkout(ctx, user, [lut.id]);
    const simulator = ctx.app
      .payments as import('#server/platform/payments/index.js').PaymentSimulator;
    const failed = (await simulator.complete(order.paymentSessionId, 'fail'))!;
    const success = (await simulator.complete(order.paymentSessionId, 'pay'))!;

    // Success first, then the older failure, then the success again, some at once.
    const replies = await Promise.all([
      postWebhook(success.webhook.rawBody, success.webhook.headers),
      postWebhook(success.webhook.rawBody, success.webhook.headers),
      verify(ctx, user, order.orderId),
    ]);
    expect(replies.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    const late = await postWebhook(failed.webhook.rawBody, failed.webhook.headers);
    expect(late.statusCode).toBe(200);
    expect(late.json().data).toMatchObject({ payment_status: 'PAID', changed: false });
    expect(
      (await postWebhook(success.webhook.rawBody, success.webhook.headers)).json().data.changed,
    ).toBe(false);

    expect(await orderStatus(ctx, order.orderId)).toBe('PAID');
    const { rows } = await ctx.pool.query(
      `select (select count(*)::int from order_transitions t where t.order_id = o.id) as transitions,
              (select count(*)::int from payment_events e where e.order_id = o.id) as events
       from orders o where o.order_id = $1`,
      [order.orderId],
    );
    expect(rows[0]).toEqual({ transitions: 1, events: 2 });
  });
});
