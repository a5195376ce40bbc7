import { COUPON_MESSAGES, couponLineDiscounts } from '@store/contract/coupon';
import { formatINR } from '@store/contract/format';
import type { DbOrTx } from '#server/db/client.js';
import { ConflictError, NotFoundError } from '#server/lib/errors.js';
import { type CouponRow, redemptionRepository as repo } from './repository.js';

export interface CouponCartLine {
  productId: string;
  /** What the line costs before the coupon (sale price × quantity). */
  amount: number;
}

export interface AppliedCoupon {
  couponId: string;
  code: string;
  subtotal: number;
  discount: number;
  total: number;
  lines: { productId: string; discount: number }[];
}

/**
 * Checks a code against a cart and prices it, or throws the one refusal that applies
 * (unknown 404; the others 409). With `lock`, the coupon's row stays locked until the caller's
 * transaction ends: every checkout of one coupon then counts and reserves in turn, which is
 * what keeps a 100-use coupon at 100 uses however many checkouts race for it.
 */
export async function evaluateCoupon(
  db: DbOrTx,
  input: { code: string; userId: string; lines: readonly CouponCartLine[]; lock: boolean },
): Promise<AppliedCoupon> {
  const coupon = await repo.byCode(db, input.code, input.lock);
  if (!coupon) throw new NotFoundError(COUPON_MESSAGES.unknown);
  if (!coupon.active) throw new ConflictError(COUPON_MESSAGES.paused);
  if (coupon.not_yet) throw new ConflictError(COUPON_MESSAGES.notYetValid);
  if (coupon.ended) throw new ConflictError(COUPON_MESSAGES.expired);
  if (input.lines.length === 0) throw new ConflictError(COUPON_MESSAGES.emptyCart);

  const eligible = await eligibleProducts(db, coupon, input.lines);
  if (eligible.size === 0) throw new ConflictError(COUPON_MESSAGES.notForTheseItems);
  const subtotal = input.lines.reduce((sum, line) => sum + line.amount, 0);
  if (subtotal < coupon.min_cart_value) {
    throw new ConflictError(COUPON_MESSAGES.belowMinimum(formatINR(coupon.min_cart_value)));
  }
  const uses = await repo.countUses(db, coupon.id, input.userId);
  if (coupon.max_uses !== null && uses.taken >= coupon.max_uses) {
    throw new ConflictError(COUPON_MESSAGES.usedUp);
  }
  if (coupon.per_buyer_limit !== null && uses.mine >= coupon.per_buyer_limit) {
    throw new ConflictError(COUPON_MESSAGES.usedUpByYou);
  }

  const shares = couponLineDiscounts(
    coupon,
    input.lines.map((line) => ({ amount: line.amount, eligible: eligible.has(line.productId) })),
  );
  const discount = shares.reduce((sum, share) => sum + share, 0);
  return {
    couponId: coupon.id,
    code: coupon.code,
    subtotal,
    discount,
    total: subtotal - discount,
    lines: input.lines.map((line, i) => ({ productId: line.productId, discount: shares[i] ?? 0 })),
  };
}

async function eligibleProducts(
  db: DbOrTx,
  coupon: CouponRow,
  lines: readonly CouponCartLine[],
): Promise<Set<string>> {
  if (coupon.all_products) return new Set(lines.map((line) => line.productId));
  return new Set(
    await repo.productsInScope(
      db,
      coupon.id,
      lines.map((line) => line.productId),
    ),
  );
}

/**
 * Reserves a use for a new PENDING order (the coupon row is locked by `evaluateCoupon`). The
 * buyer's earlier unpaid holds of the same code are released first: the new checkout
 * replaces them, so a shopper who came back from the payment page is not refused.
 */
export async function reserveCoupon(
  tx: DbOrTx,
  applied: AppliedCoupon,
  order: { id: string; userId: string },
): Promise<void> {
  await repo.releaseOwnHolds(tx, applied.couponId, order.userId);
  await repo.insertHold(tx, {
    couponId: applied.couponId,
    orderDbId: order.id,
    userId: order.userId,
    code: applied.code,
    discount: applied.discount,
  });
}

/**
 * Makes an order's coupon use final, in the transaction that marks the order PAID. A hold
 * still alive was counted when it was made, so it always fits. One that lapsed (paid after
 * its hold ran out, or replaced by a later checkout) is re-counted: if the coupon filled up
 * meanwhile, the payment is still honoured — the buyer paid the price they were quoted and
 * the money is taken — and the use is flagged `over_limit` for the owner to see.
 */
export async function redeemCoupon(tx: DbOrTx, orderDbId: string): Promise<void> {
  const redemption = await repo.pendingRedemption(tx, orderDbId);
  if (!redemption) return;
  const coupon = await repo.lockLimits(tx, redemption.coupon_id);
  const uses = await repo.countUses(tx, redemption.coupon_id, redemption.user_id, orderDbId);
  const overLimit =
    (coupon?.max_uses != null && uses.taken >= coupon.max_uses) ||
    (coupon?.per_buyer_limit != null && uses.mine >= coupon.per_buyer_limit);
  await repo.markRedeemed(tx, redemption.id, overLimit);
}
