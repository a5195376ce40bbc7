import { ORDER_MESSAGES } from '@store/contract/order';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from '#server/test-support/auth.js';
import { type FakeCashfree, startFakeCashfree } from '#server/test-support/fake-cashfree.js';
import {
  addToCart,
  checkout,
  createOrder,
  orderStatus,
  twoProducts,
  verify,
} from '#server/test-support/orders.js';
import { useTestApp } from '#server/test-support/test-app.js';

let fake: FakeCashfree;
beforeAll(async () => {
  fake = await startFakeCashfree();
});
afterAll(() => fake.close());

const ctx = useTestApp(() => ({
  CASHFREE_APP_ID: fake.appId,
  CASHFREE_SECRET_KEY: fake.secretKey,
  CASHFREE_BASE_URL: fake.url,
  PUBLIC_URL: 'https://store.example.in',
  CASHFREE_TIMEOUT_SECONDS: '0.5',
}));

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const postWebhook = (hook: { rawBody: string; headers: Record<string, string> }) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/order/payment-webhook',
    headers: hook.headers,
    payload: hook.rawBody,
  });

describe('orders with the Cashfree provider', () => {
  it('creates the Cashfree order with the server’s amount and URLs, and a webhook marks it PAID', async () => {
    const user = await signedInUser(ctx);
    const { lut, preset } = await twoProducts(ctx);
    const order = await checkout(ctx, user, [lut.id, preset.id]);
    expect(order.checkoutMode).toBe('sandbox');
    const remote = fake.orders.get(order.orderId)!;
    expect(remote).toMatchObject({
      order_amount: 1299,
      payment_session_id: order.paymentSessionId,
      order_meta: {
        return_url: 'https://store.example.in/cashfree?order_id={order_id}',
        notify_url: 'https://store.example.in/api/order/payment-webhook',
      },
    });

    // Cashfree's own body: amounts written as 1299.00, signed over those bytes.
    const hook = fake.pay(order.orderId);
    expect(hook.rawBody).toContain('"payment_amount":1299.00');
    const res = await postWebhook(hook);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ payment_status: 'PAID', changed: true });
    const { rows } = await ctx.pool.query('select payment_id from orders where order_id = $1', [
      order.orderId,
    ]);
    expect(rows[0].payment_id).toBe(hook.paymentId);
  });

  it('answers initiation failures with "payment initiation failed." and keeps the order PENDING', async () => {
    const user = await signedInUser(ctx);
    const { lut } = await twoProducts(ctx, ' outage');
    await addToCart(ctx, user, [lut.id]);
    fake.failNext('/orders', { status: 500 });
    const res = await createOrder(ctx, user);
    expect([res.statusCode, res.json().message]).toEqual([502, ORDER_MESSAGES.initiationFailed]);
    const { rows } = await ctx.pool.query(
      `select order_id, payment_status, payment_session_id from orders where user_id = $1`,
      [user.id],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ payment_status: 'PENDING', payment_session_id: null });
    // Pressing Pay again retries the same order with the same idempotency key.
    const retry = await createOrder(ctx, user);
    expect(retry.statusCode).toBe(200);
    expect(retry.json().data.orderId).toBe(rows[0].order_id);

    // That key is a UUID kept with the order (Cashfree refuses any other), sent both times.
    const { rows: kept } = await ctx.pool.query(
      'select idempotency_key from orders where order_id = $1',
      [rows[0].order_id],
    );
    expect(kept[0].idempotency_key).toMatch(UUID);
    const sent = fake.requests
      .filter(
        (r) =>
          r.method === 'POST' && (r.body as { order_id?: string })?.order_id === rows[0].order_id,
      )
      .map((r) => r.headers['x-idempotency-key']);
    expect(sent).toEqual([kept[0].idempotency_key, kept[0].idempotency_key]);
  });

  it('gives each new order its own UUID idempotency key', async () => {
    const user = await signedInUser(ctx);
    const { lut, preset } = await twoProducts(ctx, ' keys');
    const first = await checkout(ctx, user, [lut.id]);
    const second = await checkout(ctx, user, [preset.id]);
    const { rows } = await ctx.pool.query(
      'select order_id, idempotency_key from orders where order_id = any($1) order by created_at',
      [[first.orderId, second.orderId]],
    );
    expect(rows).toHaveLength(2);
    expect(rows[0].idempotency_key).toMatch(UUID);
    expect(rows[1].idempotency_key).toMatch(UUID);
    expect(rows[0].idempotency_key).not.toBe(rows[1].idempotency_key);
    for (const row of rows) {
      const request = fake.requests.find(
        (r) => r.method === 'POST' && (r.body as { order_id?: string })?.order_id === row.order_id,
      );
      expect(request?.headers['x-idempotency-key']).toBe(row.idempotency_key);
    }
  });

  it('keeps the order PENDING when verification cannot reach Cashfree, and reconciles it later', async () => {
    const user = await signedInUser(ctx);
    const { lut } = await twoProducts(ctx, ' reconcile');
    const order = await checkout(ctx, user, [lut.id]);
    fake.pay(order.orderId); // paid at Cashfree; its webhook is lost

    fake.failNext('/orders', 'hang');
    fake.failNext('/orders', { status: 502 });
    const slow = await verify(ctx, user, order.orderId);
    expect([slow.statusCode, slow.json().message]).toEqual([502, ORDER_MESSAGES.paymentFailed]);
    expect(await orderStatus(ctx, order.orderId)).toBe('PENDING');

    // A webhook arriving while Cashfree cannot confirm it asks to be retried (503).
    fake.failNext('/orders', { status: 500 });
    const hook = fake.pay(order.orderId);
    expect((await postWebhook(hook)).statusCode).toBe(503);

    const result = await ctx.app.orderSettlement.reconcile({ olderThanMs: 0 });
    expect(result.paid).toBeGreaterThanOrEqual(1);
    expect(await orderStatus(ctx, order.orderId)).toBe('PAID');
    const { rows } = await ctx.pool.query(
      `select t.actor_kind from order_transitions t join orders o on o.id = t.order_id where o.order_id = $1`,
      [order.orderId],
    );
    expect(rows).toEqual([{ actor_kind: 'reconcile' }]);
    // The retried webhook now changes nothing.
    expect((await postWebhook(hook)).json().data.changed).toBe(false);
  });
});
