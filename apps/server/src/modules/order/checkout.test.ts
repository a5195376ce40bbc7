import { createOrderReplySchema, ORDER_MESSAGES } from '@store/contract/order';
import { describe, expect, it } from 'vitest';
import { signedInUser } from '#server/test-support/auth.js';
import { insertProduct } from '#server/test-support/fixtures.js';
import { addToCart, CONTACT, createOrder, twoProducts } from '#server/test-support/orders.js';
import { useTestApp } from '#server/test-support/test-app.js';
import { newProviderOrderId } from './checkout.js';

const ctx = useTestApp();

describe('POST /api/order/create-order-cashfree', () => {
  it('builds the order from the cart in the database and ignores the client’s amounts', async () => {
    const user = await signedInUser(ctx);
    const { lut, preset } = await twoProducts(ctx);
    await addToCart(ctx, user, [lut.id, preset.id]);

    const res = await createOrder(ctx, user, {
      list_items: [{ productId: lut.id, price: 1 }],
      subTotalAmt: 1,
      order_amount: 1,
      order_currency: 'INR',
      order_id: 'ORDER_CHOSEN_BY_CLIENT',
      order_meta: {
        return_url: 'https://evil.example/steal',
        notify_url: 'https://evil.example/hook',
      },
    });
    expect(res.statusCode).toBe(200);
    const body = createOrderReplySchema.parse(res.json());
    expect(body.data).toMatchObject({ checkoutMode: 'simulator', amount: 1299 });
    expect(body.orderId).toBe(body.data.paymentSessionId);
    expect(body.data.orderId).toMatch(/^EKA_\d{13}_[0-9a-f]{12}$/);

    const { rows } = await ctx.pool.query(
      `select o.payment_status, o.total_amt, o.sub_total_amt, o.customer_phone, o.customer_email,
              json_agg(json_build_object('p', oi.product_id, 'u', oi.unit_price) order by oi.unit_price) as items
       from orders o join order_items oi on oi.order_id = o.id where o.order_id = $1
       group by o.id`,
      [body.data.orderId],
    );
    expect(rows[0]).toMatchObject({
      payment_status: 'PENDING',
      total_amt: 1299,
      sub_total_amt: 1499,
      customer_phone: '9876543210',
      customer_email: 'buyer@example.com',
      items: [
        { p: preset.id, u: 450 },
        { p: lut.id, u: 849 },
      ],
    });
    // The simulator was told the server's URLs, not the client's.
    const simulated = ctx.app.payments.getOrder(body.data.orderId);
    expect(await simulated).toMatchObject({ amount: 1299, status: 'ACTIVE' });
  });

  it('returns the same order to a double-clicked Pay and to concurrent clicks', async () => {
    const user = await signedInUser(ctx);
    const { lut } = await twoProducts(ctx, ' double');
    await addToCart(ctx, user, [lut.id]);
    const replies = await Promise.all([1, 2, 3].map(() => createOrder(ctx, user)));
    const ids = replies.map((res) => res.json().data.orderId);
    expect(replies.map((res) => res.statusCode)).toEqual([200, 200, 200]);
    expect(new Set(ids).size).toBe(1);
    const later = await createOrder(ctx, user);
    expect(later.json().data.orderId).toBe(ids[0]);
    const { rows } = await ctx.pool.query(
      'select count(*)::int as n from orders where user_id = $1',
      [user.id],
    );
    expect(rows[0].n).toBe(1);
  });

  it('makes a new order when the cart changed since the last attempt', async () => {
    const user = await signedInUser(ctx);
    const { lut, preset } = await twoProducts(ctx, ' changed');
    await addToCart(ctx, user, [lut.id]);
    const first = (await createOrder(ctx, user)).json().data;
    await addToCart(ctx, user, [preset.id]);
    const second = (await createOrder(ctx, user)).json().data;
    expect(second.orderId).not.toBe(first.orderId);
    expect(second.amount).toBe(1299);
  });

  it('makes order ids unique even within one millisecond', () => {
    const ids = new Set(
      Array.from({ length: 1000 }, () => newProviderOrderId('EKA', 1_760_000_000_000)),
    );
    expect(ids.size).toBe(1000);
    for (const id of ids) expect(id.length).toBeLessThanOrEqual(45);
  });

  it('refuses an empty cart, a sold-out item, a foreign address and bad contact details', async () => {
    const user = await signedInUser(ctx);
    const empty = await createOrder(ctx, user);
    expect([empty.statusCode, empty.json().message]).toEqual([400, ORDER_MESSAGES.emptyCart]);

    const product = await insertProduct(ctx.db, { name: 'Runs Out', price: 300 });
    await addToCart(ctx, user, [product.id]);
    await ctx.pool.query('update products set stock = 0 where id = $1', [product.id]);
    const soldOut = await createOrder(ctx, user);
    expect([soldOut.statusCode, soldOut.json().message]).toEqual([
      409,
      "'Runs Out' is out of stock: remove it from your cart.",
    ]);
    await ctx.pool.query('update products set stock = 5 where id = $1', [product.id]);

    const foreign = await createOrder(ctx, user, { addressId: 'NOTMYADDRESS' });
    expect([foreign.statusCode, foreign.json().message]).toEqual([404, 'Address not found.']);

    const cases: [object, RegExp][] = [
      [{ customer_details: { customer_phone: '12345' } }, /^Mobile number must be a 10-digit/],
      [
        { customer_details: { ...CONTACT, customer_email: 'nope' } },
        /^Email must be a valid e-mail/,
      ],
      [{ customer_details: null }, /^Contact details /],
      [{ order_currency: 'USD' }, /^Currency must be INR\.$/],
    ];
    for (const [payload, message] of cases) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/order/create-order-cashfree',
        headers: user.headers,
        payload: { customer_details: CONTACT, ...payload },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(message);
    }
    const { rows } = await ctx.pool.query(
      'select count(*)::int as n from orders where user_id = $1',
      [user.id],
    );
    expect(rows[0].n).toBe(0);
  });

  it('needs a signed-in shopper, and answers the unsupported order calls with 410', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/order/create-order-cashfree',
      payload: { customer_details: CONTACT },
    });
    expect(res.statusCode).toBe(401);
    for (const path of ['cash-on-delivery', 'checkout', 'create-order', 'all-orders']) {
      const gone = await ctx.app.inject({ method: 'POST', url: `/api/order/${path}`, payload: {} });
      expect(gone.statusCode).toBe(410);
      expect(gone.json().message).toContain('/api/order/create-order-cashfree');
    }
  });
});
