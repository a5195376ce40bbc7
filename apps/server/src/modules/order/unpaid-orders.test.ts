import { cartReplySchema } from '@store/contract/cart';
import {
  ORDER_MESSAGES,
  orderListReplySchema,
  verifyPaymentReplySchema,
} from '@store/contract/order';
import { orderGetOneReplySchema } from '@store/contract/order-view';
import { describe, expect, it } from 'vitest';
import type { PaymentSimulator } from '#server/platform/payments/index.js';
import { type SignedInUser, signedInUser } from '#server/test-support/auth.js';
import {
  addToCart,
  checkout,
  createOrder,
  orderStatus,
  simulatorComplete,
  twoProducts,
  verify,
} from '#server/test-support/orders.js';
import { useTestApp } from '#server/test-support/test-app.js';
import { providerExpiry } from './checkout.js';

const ctx = useTestApp();

const cartOf = async (user: SignedInUser) =>
  cartReplySchema.parse(
    (await ctx.app.inject({ method: 'GET', url: '/api/cart/get', headers: user.headers })).json(),
  ).data;

const itemsOf = async (orderId: string) =>
  (
    await ctx.pool.query<{ product_id: string }>(
      `select oi.product_id from order_items oi join orders o on o.id = oi.order_id
       where o.order_id = $1 order by oi.product_id`,
      [orderId],
    )
  ).rows.map((row) => row.product_id);

const transitions = async (orderId: string) =>
  (
    await ctx.pool.query(
      `select t.from_status as "from", t.to_status as "to", t.actor_kind as actor, t.note
       from order_transitions t join orders o on o.id = t.order_id
       where o.order_id = $1 order by t.created_at, t.id`,
      [orderId],
    )
  ).rows;

/** The order was made `minutes` ago (the reconcile job reads its age). */
const backdate = (orderId: string, minutes: number) =>
  ctx.pool.query(
    `update orders set created_at = now() - make_interval(mins => $2) where order_id = $1`,
    [orderId, minutes],
  );

const simulator = () => ctx.app.payments as PaymentSimulator;

describe('a failed payment', () => {
  it('marks its order FAILED, and the next checkout is a new order of exactly the cart (issue 17: it used to stay PENDING and slip in)', async () => {
    const user = await signedInUser(ctx);
    const { lut, preset } = await twoProducts(ctx, ' leak');
    const failed = await checkout(ctx, user, [lut.id]);
    expect((await simulatorComplete(ctx, failed.paymentSessionId, 'fail')).statusCode).toBe(303);

    expect(await orderStatus(ctx, failed.orderId)).toBe('FAILED');
    expect(await transitions(failed.orderId)).toEqual([
      expect.objectContaining({ from: 'PENDING', to: 'FAILED', actor: 'webhook' }),
    ]);
    const verified = verifyPaymentReplySchema.parse(
      (await verify(ctx, user, failed.orderId)).json(),
    );
    expect(verified.data).toMatchObject({
      modifiedCount: 0,
      payment_status: 'FAILED',
      lastPaymentStatus: 'FAILED',
    });

    // The shopper sees the item still in the cart (to try again) and takes it out.
    const cart = await cartOf(user);
    expect(cart.map((line) => line.productId._id)).toEqual([lut.id]);
    await ctx.app.inject({
      method: 'DELETE',
      url: '/api/cart/delete-cart-item',
      headers: user.headers,
      payload: { _id: cart[0]!._id },
    });
    await addToCart(ctx, user, [preset.id]);
    const next = await createOrder(ctx, user);
    expect(next.statusCode).toBe(200);
    const nextOrderId = next.json().data.orderId as string;
    expect(nextOrderId).not.toBe(failed.orderId);
    expect(await itemsOf(nextOrderId)).toEqual([preset.id]);
    expect(next.json().data.amount).toBe(450);

    // My Orders lists the failed one with its state; it grants nothing.
    const list = orderListReplySchema.parse(
      (
        await ctx.app.inject({ method: 'GET', url: '/api/order/order-list', headers: user.headers })
      ).json(),
    );
    expect(list.data.find((r) => r.orderId === failed.orderId)?.payment_status).toBe('FAILED');
    const download = await ctx.app.inject({
      method: 'GET',
      url: `/api/download/${lut.id}`,
      headers: { ...user.headers, accept: 'application/json' },
    });
    expect(download.statusCode).toBe(403);
  });

  it('is never reused: checking out the same cart again makes a new order and session', async () => {
    const user = await signedInUser(ctx);
    const { lut } = await twoProducts(ctx, ' reuse');
    const failed = await checkout(ctx, user, [lut.id]);
    await simulatorComplete(ctx, failed.paymentSessionId, 'fail');
    const again = await createOrder(ctx, user);
    expect(again.statusCode).toBe(200);
    expect(again.json().data.orderId).not.toBe(failed.orderId);
    expect(again.json().data.paymentSessionId).not.toBe(failed.paymentSessionId);
    expect(await itemsOf(again.json().data.orderId)).toEqual([lut.id]);
    // A PENDING one still is (a double click), as before.
    const twice = await createOrder(ctx, user);
    expect(twice.json().data.orderId).toBe(again.json().data.orderId);
  });

  it('a later success on the failed order still pays it (money taken is never lost)', async () => {
    const user = await signedInUser(ctx);
    const { lut } = await twoProducts(ctx, ' late');
    const order = await checkout(ctx, user, [lut.id]);
    await simulatorComplete(ctx, order.paymentSessionId, 'fail');
    expect(await orderStatus(ctx, order.orderId)).toBe('FAILED');
    await simulatorComplete(ctx, order.paymentSessionId, 'pay');
    expect(await orderStatus(ctx, order.orderId)).toBe('PAID');
    expect(await transitions(order.orderId)).toEqual([
      expect.objectContaining({ from: 'PENDING', to: 'FAILED', actor: 'webhook' }),
      expect.objectContaining({
        from: 'FAILED',
        to: 'PAID',
        actor: 'webhook',
        note: expect.stringContaining('late payment'),
      }),
    ]);
    expect(await cartOf(user)).toEqual([]);
  });
});

describe('unpaid orders expire', () => {
  it('the reconcile job expires a PENDING order past ORDER_EXPIRY_MINUTES after asking the provider', async () => {
    const user = await signedInUser(ctx);
    const { lut } = await twoProducts(ctx, ' expire');
    const young = await checkout(ctx, user, [lut.id]);
    await backdate(young.orderId, 29);
    await ctx.app.orderSettlement.reconcile({ olderThanMs: 0 });
    expect(await orderStatus(ctx, young.orderId)).toBe('PENDING');

    await backdate(young.orderId, 31);
    const result = await ctx.app.orderSettlement.reconcile({ olderThanMs: 0 });
    expect(result.expired).toBeGreaterThanOrEqual(1);
    expect(await orderStatus(ctx, young.orderId)).toBe('EXPIRED');
    expect(await transitions(young.orderId)).toEqual([
      {
        from: 'PENDING',
        to: 'EXPIRED',
        actor: 'reconcile',
        note: 'no successful payment within 30 minutes',
      },
    ]);
    // It does not block the next checkout of the same cart.
    const next = await createOrder(ctx, user);
    expect(next.statusCode).toBe(200);
    expect(next.json().data.orderId).not.toBe(young.orderId);
    expect(await itemsOf(next.json().data.orderId)).toEqual([lut.id]);
  });

  it('pays instead of expiring when the provider holds a success whose webhook was lost', async () => {
    const user = await signedInUser(ctx);
    const { lut } = await twoProducts(ctx, ' lost');
    const order = await checkout(ctx, user, [lut.id]);
    // Paid on the simulator's side only: its webhook never posted.
    expect(await simulator().complete(order.paymentSessionId, 'pay')).not.toBeNull();
    await backdate(order.orderId, 45);
    await ctx.app.orderSettlement.reconcile({ olderThanMs: 0 });
    expect(await orderStatus(ctx, order.orderId)).toBe('PAID');
    expect((await transitions(order.orderId)).map((t) => [t.from, t.to, t.actor])).toEqual([
      ['PENDING', 'PAID', 'reconcile'],
    ]);
  });

  it('expires an order whose payment session was never made (the provider does not know it)', async () => {
    const user = await signedInUser(ctx);
    const { lut } = await twoProducts(ctx, ' nosession');
    const order = await checkout(ctx, user, [lut.id]);
    await ctx.pool.query(
      `update orders set payment_session_id = null, order_id = order_id || '_x' where order_id = $1`,
      [order.orderId],
    );
    const orderId = `${order.orderId}_x`;
    await backdate(orderId, 10);
    await ctx.app.orderSettlement.reconcile({ olderThanMs: 0 });
    expect(await orderStatus(ctx, orderId)).toBe('PENDING');
    await backdate(orderId, 60);
    await ctx.app.orderSettlement.reconcile({ olderThanMs: 0 });
    expect(await orderStatus(ctx, orderId)).toBe('EXPIRED');
  });

  it('a success arriving after expiry still pays the order', async () => {
    const user = await signedInUser(ctx);
    const { lut } = await twoProducts(ctx, ' afterexpiry');
    const order = await checkout(ctx, user, [lut.id]);
    await backdate(order.orderId, 31);
    await ctx.app.orderSettlement.reconcile({ olderThanMs: 0 });
    expect(await orderStatus(ctx, order.orderId)).toBe('EXPIRED');
    expect((await simulatorComplete(ctx, order.paymentSessionId, 'pay')).statusCode).toBe(303);
    expect(await orderStatus(ctx, order.orderId)).toBe('PAID');
    expect((await transitions(order.orderId)).map((t) => [t.from, t.to])).toEqual([
      ['PENDING', 'EXPIRED'],
      ['EXPIRED', 'PAID'],
    ]);
    const download = await ctx.app.inject({
      method: 'GET',
      url: `/api/download/${lut.id}`,
      headers: { ...user.headers, accept: 'application/json' },
    });
    expect(download.statusCode).toBe(200);
  });
});

describe('POST /api/order/get-one', () => {
  it('answers the owner’s order with its items, and 404 to anyone else', async () => {
    const owner = await signedInUser(ctx);
    const stranger = await signedInUser(ctx);
    const { lut, preset } = await twoProducts(ctx, ' one');
    const order = await checkout(ctx, owner, [lut.id, preset.id]);
    await simulatorComplete(ctx, order.paymentSessionId, 'pay');

    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/order/get-one',
      headers: owner.headers,
      payload: { orderId: order.orderId },
    });
    expect(res.statusCode, res.body).toBe(200);
    const { data } = orderGetOneReplySchema.parse(res.json());
    expect(data).toMatchObject({
      orderId: order.orderId,
      payment_status: 'PAID',
      totalAmt: 1299,
      subTotalAmt: 1499,
    });
    expect(data.paidAt).not.toBeNull();
    expect(data.items.map((i) => [i.name, i.unitPrice, i.amount]).sort()).toEqual([
      ['Film Preset one', 450, 450],
      ['Teal Orange LUT one', 849, 849],
    ]);
    expect(JSON.stringify(data)).not.toContain('drive.example.com');

    for (const [user, orderId] of [
      [stranger, order.orderId],
      [owner, 'EKA_0_nosuch'],
    ] as const) {
      const other = await ctx.app.inject({
        method: 'POST',
        url: '/api/order/get-one',
        headers: user.headers,
        payload: { orderId },
      });
      expect([other.statusCode, other.json().message]).toEqual([404, ORDER_MESSAGES.orderNotFound]);
    }
    const bad = await ctx.app.inject({
      method: 'POST',
      url: '/api/order/get-one',
      headers: owner.headers,
      payload: { orderId: 'no spaces!' },
    });
    expect(bad.statusCode).toBe(400);
    const anonymous = await ctx.app.inject({
      method: 'POST',
      url: '/api/order/get-one',
      payload: { orderId: order.orderId },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('providerExpiry', () => {
  it('is the store’s expiry plus five minutes, at least 20 minutes, in whole seconds', () => {
    const at = new Date('2026-11-26T10:00:00.400Z');
    expect(providerExpiry(at, 30 * 60_000).toISOString()).toBe('2026-11-26T10:35:01.000Z');
    expect(providerExpiry(at, 5 * 60_000).toISOString()).toBe('2026-11-26T10:20:01.000Z');
  });
});
