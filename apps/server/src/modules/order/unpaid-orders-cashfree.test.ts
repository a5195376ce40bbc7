import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '#server/config.js';
import { signedInUser } from '#server/test-support/auth.js';
import { type FakeCashfree, startFakeCashfree } from '#server/test-support/fake-cashfree.js';
import { checkout, orderStatus, twoProducts } from '#server/test-support/orders.js';
import { useTestApp } from '#server/test-support/test-app.js';

let fake: FakeCashfree;
beforeAll(async () => {
  fake = await startFakeCashfree();
});
afterAll(() => fake.close());

// A store that expires unpaid orders after 10 minutes.
const ctx = useTestApp(() => ({
  CASHFREE_APP_ID: fake.appId,
  CASHFREE_SECRET_KEY: fake.secretKey,
  CASHFREE_BASE_URL: fake.url,
  PUBLIC_URL: 'https://store.example.in',
  CASHFREE_TIMEOUT_SECONDS: '0.5',
  ORDER_EXPIRY_MINUTES: '10',
}));

const postWebhook = (hook: { rawBody: string; headers: Record<string, string> }) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/order/payment-webhook',
    headers: hook.headers,
    payload: hook.rawBody,
  });

const backdate = (orderId: string, minutes: number) =>
  ctx.pool.query(
    `update orders set created_at = now() - make_interval(mins => $2) where order_id = $1`,
    [orderId, minutes],
  );

describe('unpaid orders with Cashfree', () => {
  it('a PAYMENT_FAILED webhook marks the order FAILED once Cashfree confirms no success', async () => {
    const user = await signedInUser(ctx);
    const { lut } = await twoProducts(ctx, ' cffail');
    const order = await checkout(ctx, user, [lut.id]);
    const hook = fake.pay(order.orderId, { status: 'FAILED' });
    const res = await postWebhook(hook);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ payment_status: 'FAILED', changed: false });
    expect(await orderStatus(ctx, order.orderId)).toBe('FAILED');
    // Replayed: one event, one transition.
    expect((await postWebhook(hook)).statusCode).toBe(200);
    const { rows } = await ctx.pool.query(
      `select (select count(*)::int from order_transitions t where t.order_id = o.id) as transitions,
              (select count(*)::int from payment_events e where e.order_id = o.id) as events
       from orders o where o.order_id = $1`,
      [order.orderId],
    );
    expect(rows[0]).toEqual({ transitions: 1, events: 1 });

    // The shopper retries in Cashfree's checkout and pays: the FAILED order becomes PAID.
    const paid = await postWebhook(fake.pay(order.orderId));
    expect(paid.json().data).toMatchObject({ payment_status: 'PAID', changed: true });
  });

  it('a failed webhook while Cashfree is unreachable leaves the order PENDING for the reconcile job', async () => {
    const user = await signedInUser(ctx);
    const { lut } = await twoProducts(ctx, ' cfdown');
    const order = await checkout(ctx, user, [lut.id]);
    const hook = fake.pay(order.orderId, { status: 'FAILED' });
    fake.failNext('/orders', { status: 502 });
    expect((await postWebhook(hook)).statusCode).toBe(200);
    expect(await orderStatus(ctx, order.orderId)).toBe('PENDING');
    await ctx.app.orderSettlement.reconcile({ olderThanMs: 0 });
    expect(await orderStatus(ctx, order.orderId)).toBe('FAILED');
  });

  it('expiry asks Cashfree first: unreachable keeps the order PENDING, then it expires at ORDER_EXPIRY_MINUTES', async () => {
    const user = await signedInUser(ctx);
    const { lut } = await twoProducts(ctx, ' cfexpire');
    const order = await checkout(ctx, user, [lut.id]);
    await backdate(order.orderId, 11);

    fake.failNext('/orders', { status: 503 });
    const down = await ctx.app.orderSettlement.reconcile({ olderThanMs: 0 });
    expect(down.failed).toBeGreaterThanOrEqual(1);
    expect(await orderStatus(ctx, order.orderId)).toBe('PENDING');

    const before = fake.requests.length;
    const up = await ctx.app.orderSettlement.reconcile({ olderThanMs: 0 });
    expect(up.expired).toBeGreaterThanOrEqual(1);
    expect(await orderStatus(ctx, order.orderId)).toBe('EXPIRED');
    // It was asked about this very order before it expired.
    expect(
      fake.requests
        .slice(before)
        .some((r) => r.method === 'GET' && r.path.includes(encodeURIComponent(order.orderId))),
    ).toBe(true);

    // Paid at Cashfree after all (a late webhook): money taken is never lost.
    const late = await postWebhook(fake.pay(order.orderId));
    expect(late.json().data).toMatchObject({ payment_status: 'PAID', changed: true });
  });

  it('ORDER_EXPIRY_MINUTES is a whole number from 5 to 10080, default 30', () => {
    expect(loadConfig({}).payments.orderExpiryMs).toBe(30 * 60_000);
    expect(loadConfig({ ORDER_EXPIRY_MINUTES: '45' }).payments.orderExpiryMs).toBe(45 * 60_000);
    for (const bad of ['0', '4', '10081', '2.5', 'soon']) {
      expect(() => loadConfig({ ORDER_EXPIRY_MINUTES: bad })).toThrow(ConfigError);
    }
    expect(() => loadConfig({ ORDER_EXPIRY_MINUTES: '4' })).toThrow(/ORDER_EXPIRY_MINUTES/);
  });
});

describe('the Cashfree order’s own expiry', () => {
  it('asks Cashfree to stop taking payments after the store expires the order (at least 20 minutes on)', async () => {
    const user = await signedInUser(ctx);
    const { lut } = await twoProducts(ctx, ' cfttl');
    const order = await checkout(ctx, user, [lut.id]);
    const { rows } = await ctx.pool.query<{ created_at: Date }>(
      'select created_at from orders where order_id = $1',
      [order.orderId],
    );
    const create = fake.requests.find(
      (r) => r.method === 'POST' && (r.body as { order_id?: string })?.order_id === order.orderId,
    );
    const sent = (create!.body as { order_expiry_time?: string }).order_expiry_time!;
    expect(sent).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+05:30$/);
    // ORDER_EXPIRY_MINUTES is 10 here: 10 + 5 minutes is under the 20-minute floor, so 20
    // minutes after the order, to the next whole second.
    const expected = rows[0]!.created_at.getTime() + 20 * 60_000;
    expect(Date.parse(sent) - expected).toBeGreaterThanOrEqual(0);
    expect(Date.parse(sent) - expected).toBeLessThan(1000);
  });
});
