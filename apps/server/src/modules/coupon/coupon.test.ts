import {
  applyCouponReplySchema,
  COUPON_MESSAGES,
  couponLineDiscounts,
  couponListReplySchema,
} from '@store/contract/coupon';
import { describe, expect, it } from 'vitest';
import { signedInUser } from '#server/test-support/auth.js';
import { applyCoupon, createCoupon, postCoupon, uniqueCode } from '#server/test-support/coupons.js';
import { insertCategory, insertProduct } from '#server/test-support/fixtures.js';
import { addToCart, twoProducts } from '#server/test-support/orders.js';
import { useTestApp } from '#server/test-support/test-app.js';

const ctx = useTestApp();

/** A shopper with the two known products (849 + 450 = ₹1,299) in the cart. */
async function shopperWithCart(tag: string) {
  const user = await signedInUser(ctx);
  const products = await twoProducts(ctx, ` ${tag}`);
  await addToCart(ctx, user, [products.lut.id, products.preset.id]);
  return { user, ...products };
}

const admin = () => signedInUser(ctx, { role: 'ADMIN' });

describe('the discount rule (contract)', () => {
  it('rounds a percent down, caps a fixed amount, and splits it so lines add up exactly', () => {
    const lines = [
      { amount: 849, eligible: true },
      { amount: 450, eligible: true },
    ];
    // 10% of 1,299 = 129.9 → 129; 84.9 → 84 and 45 (the larger remainder takes the rupee).
    expect(couponLineDiscounts({ discountKind: 'percent', amountOff: 10 }, lines)).toEqual([
      84, 45,
    ]);
    // ₹100 off: 65.36 → 65 and 34.64 → 35.
    expect(couponLineDiscounts({ discountKind: 'fixed', amountOff: 100 }, lines)).toEqual([65, 35]);
    expect(couponLineDiscounts({ discountKind: 'percent', amountOff: 100 }, lines)).toEqual([
      849, 450,
    ]);
    expect(couponLineDiscounts({ discountKind: 'fixed', amountOff: 5000 }, lines)).toEqual([
      849, 450,
    ]);
    // Only eligible lines get a share.
    expect(
      couponLineDiscounts({ discountKind: 'percent', amountOff: 50 }, [
        { amount: 849, eligible: false },
        { amount: 450, eligible: true },
      ]),
    ).toEqual([0, 225]);
    // Three equal lines, ₹10 off: 3.33 each → 3, 3, 3 and one left over to the first.
    expect(
      couponLineDiscounts({ discountKind: 'fixed', amountOff: 10 }, [
        { amount: 100, eligible: true },
        { amount: 100, eligible: true },
        { amount: 100, eligible: true },
      ]),
    ).toEqual([4, 3, 3]);
  });
});

describe('admin coupon calls', () => {
  it('creates, lists, edits, pauses and activates a coupon; times are the store’s clock', async () => {
    const owner = await admin();
    const code = uniqueCode('diwali');
    const created = await createCoupon(ctx, owner, {
      code: code.toLowerCase(),
      discountKind: 'fixed',
      amountOff: 200,
      minCartValue: 999,
      startsAt: '2026-11-26T09:30',
      endsAt: '2026-12-01T00:00',
      maxUses: 100,
      perBuyerLimit: 1,
    });
    // Stored in upper case; 09:30 in Asia/Kolkata (UTC+5:30) is 04:00 UTC.
    expect(created).toMatchObject({
      code,
      discountKind: 'fixed',
      amountOff: 200,
      minCartValue: 999,
      startsAt: '2026-11-26T04:00:00.000Z',
      startsAtLocal: '2026-11-26T09:30',
      endsAt: '2026-11-30T18:30:00.000Z',
      endsAtLocal: '2026-12-01T00:00',
      maxUses: 100,
      perBuyerLimit: 1,
      allProducts: true,
      active: true,
      uses: 0,
      held: 0,
    });

    const category = await insertCategory(ctx.db, `Coupon cat ${code}`);
    const edited = await ctx.app.inject({
      method: 'PUT',
      url: `/api/coupon/${created._id}`,
      headers: owner.headers,
      payload: {
        code,
        discountKind: 'percent',
        amountOff: 15,
        allProducts: false,
        scopeCategories: [category.id],
        maxUses: '',
      },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data).toMatchObject({
      discountKind: 'percent',
      amountOff: 15,
      allProducts: false,
      scopeCategories: [category.id],
      maxUses: null,
      startsAt: null,
    });

    const paused = await ctx.app.inject({
      method: 'POST',
      url: `/api/coupon/${created._id}/active`,
      headers: owner.headers,
      payload: { active: false },
    });
    expect([paused.statusCode, paused.json().data.active]).toEqual([200, false]);

    const list = couponListReplySchema.parse(
      (
        await ctx.app.inject({ method: 'GET', url: '/api/coupon/list', headers: owner.headers })
      ).json(),
    );
    expect(list.data.find((c) => c._id === created._id)?.active).toBe(false);

    const { rows } = await ctx.pool.query(
      `select action from audit_log where entity_id = $1 order by created_at`,
      [created._id],
    );
    expect(rows.map((r) => r.action)).toEqual(['coupon.create', 'coupon.update', 'coupon.pause']);
  });

  it('refuses bad input field by field, duplicate codes in any case, and non-admins', async () => {
    const owner = await admin();
    const shopper = await signedInUser(ctx);
    const cases: [object, number, string][] = [
      [{ amountOff: 101 }, 400, 'Amount off must be at most 100 for a percent off.'],
      [{ amountOff: 0 }, 400, 'Amount off must be at least 1.'],
      [{ discountKind: 'half' }, 400, 'Discount type'],
      [{ code: 'bad code!' }, 400, 'Promo code must contain only letters, digits, _ and -.'],
      [{ startsAt: '2026-02-30T10:00' }, 400, 'Starts must be a real date.'],
      [{ startsAt: '2026-12-02T10:00', endsAt: '2026-12-01T10:00' }, 400, 'Ends must be after'],
      [{ maxUses: 0 }, 400, 'Total uses'],
      [
        { allProducts: false },
        400,
        'All products must be on, or at least one category or product chosen.',
      ],
      [
        { allProducts: false, scopeProducts: ['nope'] },
        400,
        'One of the chosen products does not exist.',
      ],
    ];
    for (const [body, status, message] of cases) {
      const res = await postCoupon(ctx, owner, body);
      expect([res.statusCode, res.json().message], JSON.stringify(body)).toEqual([
        status,
        expect.stringContaining(message),
      ]);
    }
    const code = uniqueCode('dup');
    await createCoupon(ctx, owner, { code });
    const again = await postCoupon(ctx, owner, { code: code.toLowerCase() });
    expect([again.statusCode, again.json().message]).toEqual([409, COUPON_MESSAGES.codeTaken]);
    expect((await postCoupon(ctx, shopper, {})).statusCode).toBe(403);
    const missing = await ctx.app.inject({
      method: 'POST',
      url: '/api/coupon/unknownid/active',
      headers: owner.headers,
      payload: { active: true },
    });
    expect(missing.statusCode).toBe(404);
  });
});

describe('POST /api/coupon/apply', () => {
  it('previews percent and fixed codes against the cart, whatever the case typed', async () => {
    const owner = await admin();
    const { user, lut, preset } = await shopperWithCart('maths');
    const percent = await createCoupon(ctx, owner, { discountKind: 'percent', amountOff: 10 });
    const res = await applyCoupon(ctx, user, percent.code.toLowerCase());
    expect(res.statusCode).toBe(200);
    expect(applyCouponReplySchema.parse(res.json()).data).toEqual({
      code: percent.code,
      subtotal: 1299,
      discount: 129,
      total: 1170,
      lines: [
        { productId: lut.id, discount: 84 },
        { productId: preset.id, discount: 45 },
      ],
    });
    const fixed = await createCoupon(ctx, owner, { discountKind: 'fixed', amountOff: 100 });
    expect((await applyCoupon(ctx, user, fixed.code)).json().data).toMatchObject({
      discount: 100,
      total: 1199,
    });
  });

  it('takes the discount only off products in the chosen categories or products', async () => {
    const owner = await admin();
    const category = await insertCategory(ctx.db, `Scoped ${uniqueCode()}`);
    const user = await signedInUser(ctx);
    const inCategory = await insertProduct(ctx.db, {
      name: `Scoped LUT ${uniqueCode()}`,
      price: 1000,
      discount: 0,
      categoryIds: [category.id],
    });
    const chosen = await insertProduct(ctx.db, {
      name: `Chosen ${uniqueCode()}`,
      price: 600,
      discount: 0,
    });
    const other = await insertProduct(ctx.db, {
      name: `Other ${uniqueCode()}`,
      price: 400,
      discount: 0,
    });
    await addToCart(ctx, user, [inCategory.id, chosen.id, other.id]);

    const byCategory = await createCoupon(ctx, owner, {
      amountOff: 50,
      allProducts: false,
      scopeCategories: [category.id],
    });
    expect((await applyCoupon(ctx, user, byCategory.code)).json().data).toMatchObject({
      subtotal: 2000,
      discount: 500,
      total: 1500,
      lines: [
        { productId: inCategory.id, discount: 500 },
        { productId: chosen.id, discount: 0 },
        { productId: other.id, discount: 0 },
      ],
    });
    const byBoth = await createCoupon(ctx, owner, {
      discountKind: 'fixed',
      amountOff: 800,
      allProducts: false,
      scopeCategories: [category.id],
      scopeProducts: [chosen.id],
    });
    // ₹800 over 1,000 + 600: 500 and 300; the other product gets nothing.
    expect((await applyCoupon(ctx, user, byBoth.code)).json().data.lines).toEqual([
      { productId: inCategory.id, discount: 500 },
      { productId: chosen.id, discount: 300 },
      { productId: other.id, discount: 0 },
    ]);
    const elsewhere = await insertProduct(ctx.db, { name: `Elsewhere ${uniqueCode()}` });
    const notHere = await createCoupon(ctx, owner, {
      allProducts: false,
      scopeProducts: [elsewhere.id],
    });
    const refused = await applyCoupon(ctx, user, notHere.code);
    expect([refused.statusCode, refused.json().message]).toEqual([
      409,
      COUPON_MESSAGES.notForTheseItems,
    ]);
  });

  it('gives one clear refusal for each reason', async () => {
    const owner = await admin();
    const { user } = await shopperWithCart('refusals');
    const refusal = async (code: string) => {
      const res = await applyCoupon(ctx, user, code);
      return [res.statusCode, res.json().message];
    };
    expect(await refusal('NOSUCHCODE')).toEqual([404, COUPON_MESSAGES.unknown]);
    const paused = await createCoupon(ctx, owner, { active: false });
    expect(await refusal(paused.code)).toEqual([409, COUPON_MESSAGES.paused]);
    const future = await createCoupon(ctx, owner, { startsAt: '2099-01-01T00:00' });
    expect(await refusal(future.code)).toEqual([409, COUPON_MESSAGES.notYetValid]);
    const past = await createCoupon(ctx, owner, {
      startsAt: '2020-01-01T00:00',
      endsAt: '2020-02-01T00:00',
    });
    expect(await refusal(past.code)).toEqual([409, COUPON_MESSAGES.expired]);
    const minimum = await createCoupon(ctx, owner, { minCartValue: 1300 });
    expect(await refusal(minimum.code)).toEqual([
      409,
      'Add items worth at least ₹1,300 to use this promo code.',
    ]);
    // Exactly the minimum is enough.
    const exact = await createCoupon(ctx, owner, { minCartValue: 1299 });
    expect((await applyCoupon(ctx, user, exact.code)).statusCode).toBe(200);
    const usedUp = await createCoupon(ctx, owner, { maxUses: 1 });
    await ctx.pool.query(
      `insert into orders (id, order_id, user_id, provider, sub_total_amt, total_amt,
                           customer_email, customer_phone, payment_status)
       values ('usedupord', 'EKA_1_usedup', (select id from users where role = 'ADMIN' limit 1),
               'simulator', 100, 90, 'a@example.com', '9876543210', 'PAID')`,
    );
    await ctx.pool.query(
      `insert into coupon_redemptions (id, coupon_id, order_id, user_id, code, discount, status)
       values ('usedupred', $1, 'usedupord', (select user_id from orders where id = 'usedupord'),
               $2, 10, 'redeemed')`,
      [usedUp._id, usedUp.code],
    );
    expect(await refusal(usedUp.code)).toEqual([409, COUPON_MESSAGES.usedUp]);
    const empty = await signedInUser(ctx);
    const emptyCart = await applyCoupon(ctx, empty, exact.code);
    expect([emptyCart.statusCode, emptyCart.json().message]).toEqual([
      409,
      COUPON_MESSAGES.emptyCart,
    ]);
    const blank = await applyCoupon(ctx, user, '   ');
    expect(blank.statusCode).toBe(400);
    expect(
      (await ctx.app.inject({ method: 'POST', url: '/api/coupon/apply', payload: { code: 'X' } }))
        .statusCode,
    ).toBe(401);
  });

  it('opens at the start (inclusive) and closes at the end (exclusive) of its window', async () => {
    const owner = await admin();
    const { user } = await shopperWithCart('window');
    const coupon = await createCoupon(ctx, owner, {});
    // Set the window around the database's clock, to the microsecond.
    await ctx.pool.query(
      `update coupons set starts_at = now() - interval '1 second', ends_at = now() + interval '1 hour'
       where id = $1`,
      [coupon._id],
    );
    expect((await applyCoupon(ctx, user, coupon.code)).statusCode).toBe(200);
    await ctx.pool.query(
      `update coupons set starts_at = now() - interval '1 hour', ends_at = now() where id = $1`,
      [coupon._id],
    );
    expect((await applyCoupon(ctx, user, coupon.code)).json().message).toBe(
      COUPON_MESSAGES.expired,
    );
    await ctx.pool.query(
      `update coupons set starts_at = now() + interval '1 minute', ends_at = null where id = $1`,
      [coupon._id],
    );
    expect((await applyCoupon(ctx, user, coupon.code)).json().message).toBe(
      COUPON_MESSAGES.notYetValid,
    );
    // A window typed in the store's zone: midnight IST is 18:30 UTC the day before.
    const local = await createCoupon(ctx, owner, {
      startsAt: '2027-04-01T00:00',
      endsAt: '2027-04-01T00:01',
    });
    expect([local.startsAt, local.endsAt]).toEqual([
      '2027-03-31T18:30:00.000Z',
      '2027-03-31T18:31:00.000Z',
    ]);
  });
});
