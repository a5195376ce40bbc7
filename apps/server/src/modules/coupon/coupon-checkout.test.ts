import { COUPON_MESSAGES, couponListReplySchema } from '@store/contract/coupon';
import { createOrderReplySchema } from '@store/contract/order';
import { describe, expect, it, vi } from 'vitest';
import { type SignedInUser, signedInUser } from '#server/test-support/auth.js';
import { applyCoupon, createCoupon } from '#server/test-support/coupons.js';
import { insertProduct } from '#server/test-support/fixtures.js';
import {
  addToCart,
  createOrder,
  simulatorComplete,
  twoProducts,
  verify,
} from '#server/test-support/orders.js';
import { useTestApp } from '#server/test-support/test-app.js';
import { findEntitlement } from '../order/index.js';

const ctx = useTestApp();
const admin = () => signedInUser(ctx, { role: 'ADMIN' });

async function orderRow(orderId: string) {
  const { rows } = await ctx.pool.query(
    `select o.payment_status, o.total_amt, o.sub_total_amt, o.provider, o.payment_session_id,
            (select json_agg(json_build_object('p', oi.product_id, 'u', oi.unit_price,
                                               'c', oi.coupon_discount) order by oi.unit_price desc)
               from order_items oi where oi.order_id = o.id) as items,
            (select json_build_object('status', r.status, 'discount', r.discount, 'code', r.code,
                                      'over', r.over_limit)
               from coupon_redemptions r where r.order_id = o.id) as redemption,
            (select json_agg(json_build_object('to', t.to_status, 'by', t.actor_kind))
               from order_transitions t where t.order_id = o.id) as transitions
     from orders o where o.order_id = $1`,
    [orderId],
  );
  return rows[0];
}

async function uses(owner: SignedInUser, couponId: string) {
  const res = await ctx.app.inject({
    method: 'GET',
    url: '/api/coupon/list',
    headers: owner.headers,
  });
  const coupon = couponListReplySchema.parse(res.json()).data.find((c) => c._id === couponId);
  return { uses: coupon?.uses, held: coupon?.held };
}

describe('create-order-cashfree with a couponCode', () => {
  it('charges the discounted total, splits it per line, and counts the use when paid', async () => {
    const owner = await admin();
    const user = await signedInUser(ctx);
    const { lut, preset } = await twoProducts(ctx, ' paid');
    await addToCart(ctx, user, [lut.id, preset.id]);
    const coupon = await createCoupon(ctx, owner, { amountOff: 10, maxUses: 5 });

    const res = await createOrder(ctx, user, { couponCode: coupon.code.toLowerCase() });
    expect(res.statusCode).toBe(200);
    const { data } = createOrderReplySchema.parse(res.json());
    expect(data).toMatchObject({ amount: 1170, discount: 129, paid: false });
    // The provider is asked for the discounted amount.
    expect((await ctx.app.payments.getOrder(data.orderId))?.amount).toBe(1170);
    expect(await orderRow(data.orderId)).toMatchObject({
      payment_status: 'PENDING',
      total_amt: 1170,
      sub_total_amt: 1499,
      items: [
        { p: lut.id, u: 765, c: 84 },
        { p: preset.id, u: 405, c: 45 },
      ],
      redemption: { status: 'reserved', discount: 129, code: coupon.code, over: false },
    });
    expect(await uses(owner, coupon._id)).toEqual({ uses: 0, held: 1 });
    // A double-clicked Pay with the same code reuses the same order.
    const again = createOrderReplySchema.parse(
      (await createOrder(ctx, user, { couponCode: coupon.code })).json(),
    );
    expect(again.data.orderId).toBe(data.orderId);

    await simulatorComplete(ctx, data.paymentSessionId, 'pay');
    expect((await verify(ctx, user, data.orderId)).json().data.payment_status).toBe('PAID');
    expect((await orderRow(data.orderId)).redemption).toMatchObject({ status: 'redeemed' });
    expect(await uses(owner, coupon._id)).toEqual({ uses: 1, held: 0 });
  });

  it('leaves the SPEC call without a code unchanged and refuses an order with a refused code', async () => {
    const owner = await admin();
    const user = await signedInUser(ctx);
    const { lut } = await twoProducts(ctx, ' plain');
    await addToCart(ctx, user, [lut.id]);
    const paused = await createCoupon(ctx, owner, { active: false });
    const refused = await createOrder(ctx, user, { couponCode: paused.code });
    expect([refused.statusCode, refused.json().message]).toEqual([409, COUPON_MESSAGES.paused]);
    const unknown = await createOrder(ctx, user, { couponCode: 'NOPE' });
    expect([unknown.statusCode, unknown.json().message]).toEqual([404, COUPON_MESSAGES.unknown]);
    const { rows } = await ctx.pool.query(
      'select count(*)::int as n from orders where user_id = $1',
      [user.id],
    );
    expect(rows[0].n).toBe(0);
    const plain = createOrderReplySchema.parse((await createOrder(ctx, user)).json());
    expect(plain.data).toMatchObject({ amount: 849, discount: 0, paid: false });
    expect((await orderRow(plain.data.orderId)).redemption).toBeNull();
  });

  it('holds to the per-buyer limit: a second paid use is refused, another buyer is not', async () => {
    const owner = await admin();
    const coupon = await createCoupon(ctx, owner, { amountOff: 20, perBuyerLimit: 1 });
    const buyer = await signedInUser(ctx);
    const [first, second] = [
      await insertProduct(ctx.db, { name: 'Per buyer one', price: 500, discount: 0 }),
      await insertProduct(ctx.db, { name: 'Per buyer two', price: 500, discount: 0 }),
    ];
    await addToCart(ctx, buyer, [first!.id]);
    // Checking out twice with the code (came back from the payment page, changed the cart):
    // the later checkout replaces the earlier hold, so it is not refused.
    const abandoned = createOrderReplySchema.parse(
      (await createOrder(ctx, buyer, { couponCode: coupon.code })).json(),
    );
    await addToCart(ctx, buyer, [second!.id]);
    expect((await applyCoupon(ctx, buyer, coupon.code)).statusCode).toBe(200);
    const order = createOrderReplySchema.parse(
      (await createOrder(ctx, buyer, { couponCode: coupon.code })).json(),
    );
    expect(order.data.orderId).not.toBe(abandoned.data.orderId);
    expect((await orderRow(abandoned.data.orderId)).redemption.status).toBe('released');
    await simulatorComplete(ctx, order.data.paymentSessionId, 'pay');
    await verify(ctx, buyer, order.data.orderId);

    const third = await insertProduct(ctx.db, { name: 'Per buyer three', price: 500, discount: 0 });
    await addToCart(ctx, buyer, [third.id]);
    const refused = await applyCoupon(ctx, buyer, coupon.code);
    expect([refused.statusCode, refused.json().message]).toEqual([
      409,
      COUPON_MESSAGES.usedUpByYou,
    ]);
    const refusedOrder = await createOrder(ctx, buyer, { couponCode: coupon.code });
    expect(refusedOrder.statusCode).toBe(409);

    // The replaced order paid late anyway (another tab): honoured, flagged over the limit.
    await simulatorComplete(ctx, abandoned.data.paymentSessionId, 'pay');
    await verify(ctx, buyer, abandoned.data.orderId);
    expect(await orderRow(abandoned.data.orderId)).toMatchObject({
      payment_status: 'PAID',
      redemption: { status: 'redeemed', over: true },
    });

    const other = await signedInUser(ctx);
    await addToCart(ctx, other, [third.id]);
    expect((await applyCoupon(ctx, other, coupon.code)).statusCode).toBe(200);
  });
});

describe('holds of unpaid orders', () => {
  it('a hold lapses after 30 minutes unpaid; admin Allow counts the use', async () => {
    const owner = await admin();
    const coupon = await createCoupon(ctx, owner, { amountOff: 10, maxUses: 1 });
    const product = await insertProduct(ctx.db, { name: 'Hold pack', price: 400, discount: 0 });
    const [first, second] = [await signedInUser(ctx), await signedInUser(ctx)];
    await addToCart(ctx, first, [product.id]);
    await addToCart(ctx, second, [product.id]);
    const held = createOrderReplySchema.parse(
      (await createOrder(ctx, first, { couponCode: coupon.code })).json(),
    ).data;
    // The only use is held by the unpaid order.
    const refused = await applyCoupon(ctx, second, coupon.code);
    expect([refused.statusCode, refused.json().message]).toEqual([409, COUPON_MESSAGES.usedUp]);
    // 29 minutes on it still holds; at 31 it no longer does.
    await ctx.pool.query(
      `update orders set created_at = now() - interval '29 minutes' where order_id = $1`,
      [held.orderId],
    );
    expect((await applyCoupon(ctx, second, coupon.code)).statusCode).toBe(409);
    await ctx.pool.query(
      `update orders set created_at = now() - interval '31 minutes' where order_id = $1`,
      [held.orderId],
    );
    expect((await applyCoupon(ctx, second, coupon.code)).statusCode).toBe(200);
    const taken = createOrderReplySchema.parse(
      (await createOrder(ctx, second, { couponCode: coupon.code })).json(),
    ).data;

    // The admin allows the second order: the use is counted in the same transaction.
    const allowed = await ctx.app.inject({
      method: 'POST',
      url: '/api/order/grantAccess',
      headers: owner.headers,
      payload: { orderId: taken.orderId },
    });
    expect(allowed.statusCode).toBe(200);
    expect((await orderRow(taken.orderId)).redemption).toMatchObject({
      status: 'redeemed',
      over: false,
    });
    expect(await uses(owner, coupon._id)).toEqual({ uses: 1, held: 0 });
  });
});

describe('a coupon that makes the total ₹0', () => {
  it('completes the order without the payment provider and entitles the buyer at once', async () => {
    const owner = await admin();
    const user = await signedInUser(ctx);
    const { lut, preset } = await twoProducts(ctx, ' free');
    await addToCart(ctx, user, [lut.id, preset.id]);
    const coupon = await createCoupon(ctx, owner, { amountOff: 100 });
    const before = await ctx.pool.query('select count(*)::int as n from payment_simulator_orders');

    const res = await createOrder(ctx, user, { couponCode: coupon.code });
    expect(res.statusCode).toBe(200);
    const { data } = createOrderReplySchema.parse(res.json());
    expect(data).toMatchObject({ amount: 0, discount: 1299, paid: true, paymentSessionId: '' });
    // No order at the provider.
    expect(await ctx.app.payments.getOrder(data.orderId)).toBeNull();
    const after = await ctx.pool.query('select count(*)::int as n from payment_simulator_orders');
    expect(after.rows[0].n).toBe(before.rows[0].n);
    expect(await orderRow(data.orderId)).toMatchObject({
      payment_status: 'PAID',
      total_amt: 0,
      provider: 'none',
      payment_session_id: null,
      items: [
        { p: lut.id, u: 0, c: 849 },
        { p: preset.id, u: 0, c: 450 },
      ],
      redemption: { status: 'redeemed', discount: 1299 },
      transitions: [{ to: 'PAID', by: 'coupon' }],
    });
    expect(await findEntitlement(ctx.db, user.id, lut.id)).not.toBeNull();
    // Its invoice is issued as it is paid, like any order's (decision 40), for ₹0.
    const invoices = await ctx.pool.query(
      `select d.total_paise from tax_documents d join orders o on o.id = d.order_id
       where o.order_id = $1`,
      [data.orderId],
    );
    expect(invoices.rows).toEqual([{ total_paise: 0 }]);
    const download = await ctx.app.inject({
      method: 'GET',
      url: `/api/download/${preset.id}`,
      headers: user.headers,
    });
    expect(download.statusCode).toBe(302);
    const cart = await ctx.app.inject({
      method: 'GET',
      url: '/api/cart/get',
      headers: user.headers,
    });
    expect(cart.json().data).toEqual([]);
    // The receipt goes out as for any paid order, with the code and nothing charged.
    const mail = await vi.waitFor(
      () => {
        const found = ctx.mailer.outbox?.list().find((m) => m.subject.includes(data.orderId));
        if (!found) throw new Error('no receipt yet');
        return found;
      },
      { timeout: 10_000 },
    );
    expect(mail.text).toContain(`Promo code ${coupon.code}: ₹1,299 off`);
    expect(mail.text).toContain('nothing was charged');
    expect(mail.text).toContain('Total paid: ₹0');
  });
});

describe('150 concurrent paid checkouts of a 100-use coupon', () => {
  it('give exactly 100 discounts', async () => {
    const owner = await admin();
    const product = await insertProduct(ctx.db, { name: 'Race pack', price: 1000, discount: 0 });
    const coupon = await createCoupon(ctx, owner, { amountOff: 25, maxUses: 100 });
    const shoppers: SignedInUser[] = [];
    for (let i = 0; i < 150; i++) {
      const user = await signedInUser(ctx);
      await addToCart(ctx, user, [product.id]);
      shoppers.push(user);
    }
    // Every shopper presses Pay with the code at once; the refused ones pay full price.
    const attempts = await Promise.all(
      shoppers.map((user) => createOrder(ctx, user, { couponCode: coupon.code })),
    );
    const refused = attempts.filter((res) => res.statusCode !== 200);
    expect(refused).toHaveLength(50);
    expect(new Set(refused.map((res) => res.json().message))).toEqual(
      new Set([COUPON_MESSAGES.usedUp]),
    );
    const orders = await Promise.all(
      attempts.map(async (res, i) =>
        res.statusCode === 200
          ? createOrderReplySchema.parse(res.json()).data
          : createOrderReplySchema.parse((await createOrder(ctx, shoppers[i]!)).json()).data,
      ),
    );
    // All 150 pay at once, and confirm at once.
    await Promise.all(orders.map((order) => simulatorComplete(ctx, order.paymentSessionId, 'pay')));
    await Promise.all(orders.map((order, i) => verify(ctx, shoppers[i]!, order.orderId)));

    const { rows } = await ctx.pool.query<{ total_amt: number; n: number }>(
      `select total_amt, count(*)::int as n from orders o
       join order_items oi on oi.order_id = o.id
       where oi.product_id = $1 and o.payment_status = 'PAID' group by total_amt order by total_amt`,
      [product.id],
    );
    expect(rows).toEqual([
      { total_amt: 750, n: 100 },
      { total_amt: 1000, n: 50 },
    ]);
    expect(await uses(owner, coupon._id)).toEqual({ uses: 100, held: 0 });
    const { rows: over } = await ctx.pool.query(
      'select count(*)::int as n from coupon_redemptions where coupon_id = $1 and over_limit',
      [coupon._id],
    );
    expect(over[0].n).toBe(0);
  });

  it('a 20-use ₹0 coupon completes exactly 20 of 30 concurrent checkouts', async () => {
    const owner = await admin();
    const product = await insertProduct(ctx.db, {
      name: 'Free race pack',
      price: 300,
      discount: 0,
    });
    const coupon = await createCoupon(ctx, owner, { amountOff: 100, maxUses: 20 });
    const shoppers: SignedInUser[] = [];
    for (let i = 0; i < 30; i++) {
      const user = await signedInUser(ctx);
      await addToCart(ctx, user, [product.id]);
      shoppers.push(user);
    }
    const replies = await Promise.all(
      shoppers.map((user) => createOrder(ctx, user, { couponCode: coupon.code })),
    );
    expect(replies.filter((r) => r.statusCode === 200 && r.json().data.paid)).toHaveLength(20);
    expect(replies.filter((r) => r.statusCode === 409)).toHaveLength(10);
    expect(await uses(owner, coupon._id)).toEqual({ uses: 20, held: 0 });
  });
});
