import { COUPON_MESSAGES, type CouponKind, couponLineDiscounts } from '@store/contract/coupon';
import { formatINR } from '@store/contract/format';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.js';
import { newId } from '#server/db/ids.js';
import { ConflictError, NotFoundError } from '#server/lib/errors.js';

/**
 * How long an unpaid order holds a coupon use. Issue 17 expires unpaid orders after 30
 * minutes; a hold lasts as long, so a checkout abandoned at the payment page frees its use.
 */
export const COUPON_HOLD_MINUTES = 30;

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

interface CouponRow {
  id: string;
  code: string;
  discountKind: CouponKind;
  amountOff: number;
  min_cart_value: number;
  max_uses: number | null;
  per_buyer_limit: number | null;
  all_products: boolean;
  active: boolean;
  not_yet: boolean;
  ended: boolean;
}

/** A redemption holds a use while it is redeemed, or reserved by a young PENDING order. */
const holdsUse = sql`(r.status = 'redeemed' or (r.status = 'reserved'
  and o.payment_status = 'PENDING'
  and o.created_at > now() - make_interval(mins => ${COUPON_HOLD_MINUTES})))`;

/**
 * Uses taken by others, and the buyer's own paid uses. The buyer's own unpaid holds are left
 * out: their next checkout with the code releases them (`releaseOwnHolds`).
 */
async function countUses(db: DbOrTx, couponId: string, userId: string, exceptOrder = '') {
  const { rows } = await db.execute<{ taken: number; mine: number }>(sql`
    select count(*) filter (where ${holdsUse} and (r.user_id <> ${userId} or r.status = 'redeemed'))::int as taken,
           count(*) filter (where r.user_id = ${userId} and r.status = 'redeemed')::int as mine
    from coupon_redemptions r join orders o on o.id = r.order_id
    where r.coupon_id = ${couponId} and r.order_id <> ${exceptOrder}`);
  return rows[0] ?? { taken: 0, mine: 0 };
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
  const { rows } = await db.execute<CouponRow & Record<string, unknown>>(sql`
    select id, code, kind as "discountKind", value as "amountOff", min_cart_value, max_uses, per_buyer_limit, all_products, active,
           coalesce(starts_at > now(), false) as not_yet, coalesce(ends_at <= now(), false) as ended
    from coupons where upper(code) = ${input.code.toUpperCase()}
    ${input.lock ? sql`for update` : sql``}`);
  const coupon = rows[0];
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
  const uses = await countUses(db, coupon.id, input.userId);
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
  const ids = sql.join(
    lines.map((line) => sql`${line.productId}`),
    sql`, `,
  );
  const { rows } = await db.execute<{ id: string }>(sql`
    select p.id from products p
    where p.id in (${ids})
      and (exists (select 1 from coupon_products cp
                   where cp.coupon_id = ${coupon.id} and cp.product_id = p.id)
        or exists (select 1 from product_categories pc
                   join coupon_categories cc on cc.category_id = pc.category_id
                   where cc.coupon_id = ${coupon.id} and pc.product_id = p.id))`);
  return new Set(rows.map((row) => row.id));
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
  await tx.execute(sql`
    update coupon_redemptions set status = 'released'
    where coupon_id = ${applied.couponId} and user_id = ${order.userId} and status = 'reserved'`);
  await tx.execute(sql`
    insert into coupon_redemptions (id, coupon_id, order_id, user_id, code, discount)
    values (${newId()}, ${applied.couponId}, ${order.id}, ${order.userId}, ${applied.code},
            ${applied.discount})`);
}

/**
 * Makes an order's coupon use final, in the transaction that marks the order PAID. A hold
 * still alive was counted when it was made, so it always fits. One that lapsed (paid after
 * its hold ran out, or replaced by a later checkout) is re-counted: if the coupon filled up
 * meanwhile, the payment is still honoured — the buyer paid the price they were quoted and
 * the money is taken — and the use is flagged `over_limit` for the owner to see.
 */
export async function redeemCoupon(tx: DbOrTx, orderDbId: string): Promise<void> {
  const { rows } = await tx.execute<{ id: string; coupon_id: string; user_id: string }>(sql`
    select id, coupon_id, user_id from coupon_redemptions
    where order_id = ${orderDbId} and status <> 'redeemed'`);
  const redemption = rows[0];
  if (!redemption) return;
  const { rows: coupons } = await tx.execute<{
    max_uses: number | null;
    per_buyer_limit: number | null;
  }>(
    sql`select max_uses, per_buyer_limit from coupons where id = ${redemption.coupon_id} for update`,
  );
  const coupon = coupons[0];
  const uses = await countUses(tx, redemption.coupon_id, redemption.user_id, orderDbId);
  const overLimit =
    (coupon?.max_uses != null && uses.taken >= coupon.max_uses) ||
    (coupon?.per_buyer_limit != null && uses.mine >= coupon.per_buyer_limit);
  await tx.execute(sql`
    update coupon_redemptions
    set status = 'redeemed', redeemed_at = now(), over_limit = ${overLimit}
    where id = ${redemption.id}`);
}
