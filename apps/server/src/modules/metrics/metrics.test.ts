import { allMetricsReplySchema } from '@store/contract/metrics';
import { describe, expect, it } from 'vitest';
import { signedInUser } from '#server/test-support/auth.js';
import { insertProduct } from '#server/test-support/fixtures.js';
import { freshIp } from '#server/test-support/sessions.js';
import { useTestApp } from '#server/test-support/test-app.js';

const ctx = useTestApp();

const beacon = (
  payload: string | object,
  options: { headers?: Record<string, string>; ip?: string } = {},
) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/survey/update-product-metrics',
    remoteAddress: options.ip ?? freshIp(),
    headers: {
      'content-type': typeof payload === 'string' ? 'text/plain;charset=UTF-8' : 'application/json',
      ...options.headers,
    },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });

const metrics = async (headers: Record<string, string>) => {
  const res = await ctx.app.inject({
    method: 'GET',
    url: '/api/survey/all-product-view-metrics',
    headers,
  });
  if (res.statusCode !== 200) throw new Error(res.body);
  return allMetricsReplySchema.parse(res.json());
};

describe('product view metrics', () => {
  it('starts from empty data without dividing by zero', async () => {
    const admin = await signedInUser(ctx, { role: 'ADMIN' });
    const reply = await metrics(admin.headers);
    expect(reply.message).toEqual([]);
    expect(reply.summary).toMatchObject({
      productsVisited: 0,
      visitedPercentage: 0,
      totalViews: 0,
      avgViewTimeSeconds: 0,
      totalViewTimeSeconds: 0,
    });
  });

  it('aggregates views, distinct viewers and time, and computes the SPEC §9 figures', async () => {
    const admin = await signedInUser(ctx, { role: 'ADMIN' });
    const shopper = await signedInUser(ctx);
    const a = await insertProduct(ctx.db, { name: 'Viewed A' });
    const b = await insertProduct(ctx.db, { name: 'Viewed B' });
    await insertProduct(ctx.db, { name: 'Never viewed' });

    // A: the shopper twice (12.5 s + 7.5 s), a visitor once (10 s) as text/plain beacons.
    const first = await beacon({ productId: a.id, viewedTime: 12.5 }, { headers: shopper.headers });
    // 204 and no body at all (the contract's status, set by serve()).
    expect([first.statusCode, first.body]).toEqual([204, '']);
    await beacon(
      { metrics: { productId: a.id, viewedTime: 7.5, startTime: '1:00:00', endTime: '1:00:07' } },
      {
        headers: shopper.headers,
      },
    );
    expect(
      (
        await beacon(
          JSON.stringify({ productId: a.id, viewedTime: 10, viewerId: 'visitor-abc-123' }),
        )
      ).statusCode,
    ).toBe(204);
    // B: one view of zero seconds (no time: not in the average's divisor).
    await beacon({ productId: b.id, viewedTime: 0, viewerId: 'visitor-abc-123' });

    const reply = await metrics(admin.headers);
    const totalProducts = reply.summary.totalProducts;
    expect(reply.message.map((m) => [m.productName, m.views, m.userCount, m.upTime])).toEqual([
      ['Viewed A', 3, 2, 30_000],
      ['Viewed B', 1, 1, 0],
    ]);
    expect(reply.message[0]!.users.sort()).toEqual(
      [`user:${shopper.id}`, 'anon:visitor-abc-123'].sort(),
    );
    expect(reply.summary).toMatchObject({
      productsVisited: 2,
      visitedPercentage: Math.round((2 / totalProducts) * 1000) / 10,
      totalViews: 4,
      avgViewTimeSeconds: 30, // 30 s over the one product with time above zero
      totalViewTimeSeconds: 30,
    });
  });

  it('counts distinct users of non-empty carts as active cart users', async () => {
    const admin = await signedInUser(ctx, { role: 'ADMIN' });
    const before = (await metrics(admin.headers)).summary.activeCartUsers;
    const p = await insertProduct(ctx.db, { name: 'In carts' });
    const q = await insertProduct(ctx.db, { name: 'Also in carts' });
    for (const user of [await signedInUser(ctx), await signedInUser(ctx)]) {
      for (const productId of [p.id, q.id]) {
        await ctx.app.inject({
          method: 'POST',
          url: '/api/cart/create',
          headers: user.headers,
          payload: { productId },
        });
      }
    }
    expect((await metrics(admin.headers)).summary.activeCartUsers).toBe(before + 2);
  });

  it('caps absurd durations and refuses negative ones, unknown products and bad bodies', async () => {
    const product = await insertProduct(ctx.db, { name: 'Left open' });
    await beacon({ productId: product.id, viewedTime: 20_000, viewerId: 'visitor-long-view' });
    const { rows } = await ctx.pool.query(
      'select up_time_ms from product_view_metrics where product_id = $1',
      [product.id],
    );
    expect(Number(rows[0].up_time_ms)).toBe(3_600_000);

    const cases: [string | object, number, RegExp][] = [
      [{ productId: product.id, viewedTime: -1 }, 400, /^Viewing time must not be negative\.$/],
      [
        { productId: product.id, viewedTime: 1e9 },
        400,
        /^Viewing time is not a plausible viewing time\.$/,
      ],
      [
        { productId: product.id, viewedTime: 'long' },
        400,
        /^Viewing time must be a number of seconds\.$/,
      ],
      [{ productId: product.id, viewedTime: 3, viewerId: '<script>' }, 400, /^Viewer id /],
      ['not json', 400, /not valid JSON/],
      [{ productId: 'NOSUCHPRODUCT', viewedTime: 3 }, 404, /^Product not found\.$/],
    ];
    for (const [payload, status, message] of cases) {
      const res = await beacon(payload);
      expect([res.statusCode, res.json().message]).toEqual([
        status,
        expect.stringMatching(message),
      ]);
    }
  });

  it('rate-limits a flood from one client', async () => {
    const product = await insertProduct(ctx.db, { name: 'Flooded' });
    const ip = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 61; i++) {
      statuses.push((await beacon({ productId: product.id, viewedTime: 1 }, { ip })).statusCode);
    }
    expect(statuses.filter((s) => s === 204)).toHaveLength(60);
    expect(statuses.at(-1)).toBe(429);
  });

  it('is admin-only to read', async () => {
    const shopper = await signedInUser(ctx);
    expect(
      (
        await ctx.app.inject({
          method: 'GET',
          url: '/api/survey/all-product-view-metrics',
          headers: shopper.headers,
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/survey/all-product-view-metrics' }))
        .statusCode,
    ).toBe(401);
  });
});
