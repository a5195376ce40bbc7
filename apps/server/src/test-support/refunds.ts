import { randomUUID } from 'node:crypto';
import type { SignedInUser } from './auth.js';
import { addToCart, createOrder, simulatorComplete } from './orders.js';
import type { TestContext } from './test-app.js';

/** Helpers for the refund tests (not a test file itself). */

/** Cart → order → Pay on the simulator; returns the provider-facing order id. */
export async function buyAndPay(ctx: TestContext, user: SignedInUser, productIds: string[]) {
  await addToCart(ctx, user, productIds);
  const created = await createOrder(ctx, user);
  if (created.statusCode !== 200) throw new Error(`checkout: ${created.body}`);
  const { orderId, paymentSessionId } = created.json().data;
  const paid = await simulatorComplete(ctx, paymentSessionId, 'pay');
  if (paid.statusCode !== 303) throw new Error(`pay: ${paid.statusCode} ${paid.body}`);
  return orderId as string;
}

export function refund(
  ctx: TestContext,
  admin: SignedInUser,
  body: { orderId: string; items: 'all' | string[]; reason?: string; requestKey?: string },
) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/order/admin-refund',
    headers: admin.headers,
    payload: { reason: 'Buyer could not open the file', requestKey: randomUUID(), ...body },
  });
}

/** The download route's status for this user and product (302 when entitled). */
export async function downloadStatus(ctx: TestContext, user: SignedInUser, productId: string) {
  const res = await ctx.app.inject({
    method: 'GET',
    url: `/api/download/${productId}`,
    headers: user.headers,
  });
  return res.statusCode;
}
