import * as z from 'zod/mini';
import type { SchemasFor } from '../api/index.js';
import { idSchema, nonNegativeInt, requiredText, successEnvelope } from '../common/index.js';

/**
 * Coupons (issue 17 point 5, decision 41): percent (1–100) or whole rupees off, a minimum cart
 * value, a window entered in the store's time zone, total and per-buyer use limits, a scope
 * (every product, or chosen categories and products) and a paused switch.
 */

export const COUPON_CODE_MAX = 32;
/** Caps that keep one request small: a coupon names at most this many products/categories. */
export const COUPON_SCOPE_MAX = 200;
export const COUPON_FIXED_MAX = 10_000_000;
export const COUPON_LIMIT_MAX = 10_000_000;

/** Codes are matched whatever their case: stored and compared in upper case. */
export const couponCodeSchema = requiredText().check(
  z.trim(),
  z.minLength(1, 'Enter a promo code.'),
  z.maxLength(COUPON_CODE_MAX, `must be at most ${COUPON_CODE_MAX} characters`),
  z.regex(/^[A-Za-z0-9_-]+$/, 'must contain only letters, digits, _ and -'),
  z.toUpperCase(),
);

/** The refusals shown to the shopper, one per reason (issue 17 point 5). */
export const COUPON_MESSAGES = {
  unknown: 'This promo code does not exist.',
  paused: 'This promo code is paused at the moment.',
  notYetValid: 'This promo code is not valid yet.',
  expired: 'This promo code has expired.',
  usedUp: 'This promo code has been used up.',
  usedUpByYou: 'You have already used this promo code as many times as it allows.',
  belowMinimum: (minimum: string) => `Add items worth at least ${minimum} to use this promo code.`,
  notForTheseItems: 'This promo code does not apply to the items in your cart.',
  emptyCart: 'Your cart is empty.',
  applied: 'Promo code applied',
  codeTaken: 'Another coupon already has this code.',
  notFound: 'Coupon not found.',
  created: 'Coupon created',
  updated: 'Coupon updated',
} as const;

export const couponKindSchema = z.enum(['percent', 'fixed']);
export type CouponKind = z.infer<typeof couponKindSchema>;

/**
 * A wall-clock time in the store's time zone as `<input type="datetime-local">` gives it
 * (`2026-11-26T09:30`); the server turns it into an instant with STORE_TIMEZONE. Empty = none.
 */
export const localDateTimeSchema = z.nullish(
  z.string().check(
    z.trim(),
    z.regex(
      /^$|^2\d{3}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])T([01]\d|2[0-3]):[0-5]\d$/,
      'must be a date and time (YYYY-MM-DDTHH:mm)',
    ),
    // 31 February passes the pattern; a real calendar date reads back unchanged.
    z.refine((s) => {
      if (s === '') return true;
      const date = new Date(`${s}:00Z`);
      return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 16) === s;
    }, 'must be a real date'),
  ),
);

const wholeNumber = (min: number, max: number) =>
  z.coerce
    .number({ error: 'must be a number' })
    .check(
      z.int('must be a whole number'),
      z.gte(min, `must be at least ${min}`),
      z.lte(max, `must be at most ${max}`),
    );

/** An optional limit: empty or missing = no limit. */
const optionalLimit = z.nullish(
  z.union([z.literal(''), wholeNumber(1, COUPON_LIMIT_MAX)], { error: 'must be a whole number' }),
);

/** Create and update take the same fields (update replaces them all). */
export const couponWriteSchema = z
  .object({
    code: couponCodeSchema,
    discountKind: couponKindSchema,
    amountOff: wholeNumber(1, COUPON_FIXED_MAX),
    minCartValue: z._default(wholeNumber(0, COUPON_FIXED_MAX), 0),
    startsAt: localDateTimeSchema,
    endsAt: localDateTimeSchema,
    maxUses: optionalLimit,
    perBuyerLimit: optionalLimit,
    allProducts: z._default(z.boolean(), true),
    scopeProducts: z._default(z.array(idSchema).check(z.maxLength(COUPON_SCOPE_MAX)), []),
    scopeCategories: z._default(z.array(idSchema).check(z.maxLength(COUPON_SCOPE_MAX)), []),
    active: z._default(z.boolean(), true),
  })
  .check(
    z.refine((c) => c.discountKind !== 'percent' || c.amountOff <= 100, {
      message: 'must be at most 100 for a percent off',
      path: ['amountOff'],
    }),
    z.refine((c) => !c.startsAt || !c.endsAt || c.startsAt < c.endsAt, {
      message: 'must be after the start',
      path: ['endsAt'],
    }),
    z.refine((c) => c.allProducts || c.scopeProducts.length + c.scopeCategories.length > 0, {
      message: 'must be on, or at least one category or product chosen',
      path: ['allProducts'],
    }),
  );
export type CouponWrite = z.input<typeof couponWriteSchema>;

export const couponIdParamsSchema = z.object({ id: idSchema });
export const couponActiveRequestSchema = z.object({ active: z.boolean() });

/** A coupon as the admin screen shows it; `uses` are paid orders, `held` unpaid ones. */
export const couponSchema = z.object({
  _id: idSchema,
  code: z.string(),
  discountKind: couponKindSchema,
  amountOff: nonNegativeInt(),
  minCartValue: nonNegativeInt(),
  /** UTC instants, and the same as wall-clock times in the store's zone (for the form). */
  startsAt: z.nullable(z.string()),
  endsAt: z.nullable(z.string()),
  startsAtLocal: z.nullable(z.string()),
  endsAtLocal: z.nullable(z.string()),
  maxUses: z.nullable(nonNegativeInt()),
  perBuyerLimit: z.nullable(nonNegativeInt()),
  allProducts: z.boolean(),
  scopeProducts: z.array(idSchema),
  /** The chosen products' names, in the order of `scopeProducts`. */
  scopeProductNames: z.array(z.string()),
  scopeCategories: z.array(idSchema),
  active: z.boolean(),
  uses: nonNegativeInt(),
  held: nonNegativeInt(),
  createdAt: z.string(),
});
export type Coupon = z.infer<typeof couponSchema>;

export const couponReplySchema = successEnvelope(couponSchema);
export const couponListReplySchema = successEnvelope(z.array(couponSchema));
export type CouponListReply = z.infer<typeof couponListReplySchema>;

export const applyCouponRequestSchema = z.object({ code: couponCodeSchema });
export type ApplyCouponRequest = z.input<typeof applyCouponRequestSchema>;

/** The preview of a code against the shopper's cart: what the order would cost. */
export const couponPreviewSchema = z.object({
  code: z.string(),
  /** The cart's total before the coupon (after product discounts). */
  subtotal: nonNegativeInt(),
  discount: nonNegativeInt(),
  total: nonNegativeInt(),
  lines: z.array(z.object({ productId: idSchema, discount: nonNegativeInt() })),
});
export type CouponPreview = z.infer<typeof couponPreviewSchema>;
export const applyCouponReplySchema = successEnvelope(couponPreviewSchema);
export type ApplyCouponReply = z.infer<typeof applyCouponReplySchema>;

/**
 * The one discount rule. Percent: that share of the eligible lines' total, rounded DOWN to
 * whole rupees (never more than the stated percent; 100% is the whole amount). Fixed: the
 * amount, at most the eligible total. The discount is then split over the eligible lines in
 * proportion to their amounts, remainders to the largest lines first, so the lines add up to
 * the discount exactly (GST and refunds read each line's share).
 */
export function couponLineDiscounts(
  coupon: { discountKind: CouponKind; amountOff: number },
  lines: readonly { amount: number; eligible: boolean }[],
): number[] {
  const eligibleTotal = lines.reduce((sum, l) => sum + (l.eligible ? l.amount : 0), 0);
  if (eligibleTotal === 0) return lines.map(() => 0);
  const discount =
    coupon.discountKind === 'percent'
      ? Math.floor((eligibleTotal * coupon.amountOff) / 100)
      : Math.min(coupon.amountOff, eligibleTotal);
  const shares = lines.map((l, index) => {
    const exact = l.eligible ? (discount * l.amount) / eligibleTotal : 0;
    return { index, base: Math.floor(exact), rest: exact - Math.floor(exact), amount: l.amount };
  });
  let left = discount - shares.reduce((sum, s) => sum + s.base, 0);
  const order = [...shares]
    .filter((s) => lines[s.index]?.eligible)
    .sort((a, b) => b.rest - a.rest || b.amount - a.amount || a.index - b.index);
  for (const share of order) {
    if (left <= 0) break;
    share.base += 1;
    left -= 1;
  }
  return shares.map((s) => s.base);
}

/** The schemas of `apiRoutes.coupon` (decision 0049), under the table's keys. */
export const couponApi = {
  apply: { body: applyCouponRequestSchema, reply: applyCouponReplySchema },
  list: { reply: couponListReplySchema },
  create: { body: couponWriteSchema, reply: couponReplySchema },
  update: { params: couponIdParamsSchema, body: couponWriteSchema, reply: couponReplySchema },
  setActive: {
    params: couponIdParamsSchema,
    body: couponActiveRequestSchema,
    reply: couponReplySchema,
  },
} as const satisfies SchemasFor<'coupon'>;
