import { type CouponWrite, couponReplySchema } from '@store/contract/coupon';
import type { SignedInUser } from './auth.js';
import type { TestContext } from './test-app.js';

/** Helpers for the coupon tests (not a test file itself). */

let serial = 0;
/** A code no other test of the file uses. */
export const uniqueCode = (tag = 'C') =>
  `${tag}${Date.now().toString(36)}${serial++}`.toUpperCase();

export function postCoupon(ctx: TestContext, admin: SignedInUser, body: Partial<CouponWrite>) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/coupon/create',
    headers: admin.headers,
    payload: { code: uniqueCode(), discountKind: 'percent', amountOff: 10, ...body },
  });
}

/** Creates a coupon through the admin API and returns it. */
export async function createCoupon(
  ctx: TestContext,
  admin: SignedInUser,
  body: Partial<CouponWrite>,
) {
  const res = await postCoupon(ctx, admin, body);
  if (res.statusCode !== 200) throw new Error(`create coupon: ${res.statusCode} ${res.body}`);
  return couponReplySchema.parse(res.json()).data;
}

export function applyCoupon(ctx: TestContext, user: SignedInUser, code: string) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/coupon/apply',
    headers: user.headers,
    payload: { code },
  });
}
