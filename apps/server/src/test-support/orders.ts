import { createOrderReplySchema } from '@store/contract/order';
import type { SignedInUser } from './auth.js';
import { insertProduct } from './fixtures.js';
import type { TestContext } from './test-app.js';

/** Helpers for the order and payment tests (not a test file itself). */

export const CONTACT = { customer_phone: '9876543210', customer_email: 'buyer@example.com' };

/** Products at known prices: 999 at 15% (849) and 500 at 10% (450): 1,299 together. */
export async function twoProducts(ctx: TestContext, tag = '') {
  const lut = await insertProduct(ctx.db, {
    name: `Teal Orange LUT${tag}`,
    price: 999,
    discount: 15,
    driveLink: `https://drive.example.com/lut${tag}`,
  });
  const preset = await insertProduct(ctx.db, {
    name: `Film Preset${tag}`,
    price: 500,
    discount: 10,
    driveLink: `https://drive.example.com/preset${tag}`,
  });
  return { lut, preset };
}

export async function addToCart(ctx: TestContext, user: SignedInUser, productIds: string[]) {
  for (const productId of productIds) {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/cart/create',
      headers: user.headers,
      payload: { productId },
    });
    if (res.statusCode !== 200) throw new Error(`add to cart: ${res.statusCode} ${res.body}`);
  }
}

export function createOrder(ctx: TestContext, user: SignedInUser, payload: object = {}) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/order/create-order-cashfree',
    headers: user.headers,
    payload: { customer_details: CONTACT, ...payload },
  });
}

/** Cart → order: returns the created order's ids. */
export async function checkout(ctx: TestContext, user: SignedInUser, productIds: string[]) {
  await addToCart(ctx, user, productIds);
  const res = await createOrder(ctx, user);
  if (res.statusCode !== 200) throw new Error(`checkout: ${res.statusCode} ${res.body}`);
  return createOrderReplySchema.parse(res.json()).data;
}

/** Presses Pay or Fail on the simulator's page, as the shopper's browser would. */
export function simulatorComplete(ctx: TestContext, session: string, outcome: 'pay' | 'fail') {
  return ctx.app.inject({
    method: 'POST',
    url: '/pay/simulator/complete',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ session, outcome }).toString(),
  });
}

export function verify(ctx: TestContext, user: SignedInUser, orderId: string) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/order/verify-payment',
    headers: user.headers,
    payload: { orderId },
  });
}

export async function orderStatus(ctx: TestContext, orderId: string) {
  const { rows } = await ctx.pool.query<{ payment_status: string }>(
    'select payment_status from orders where order_id = $1',
    [orderId],
  );
  return rows[0]?.payment_status;
}
