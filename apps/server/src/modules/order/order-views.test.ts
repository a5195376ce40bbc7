import { adminOrderGetReplySchema, adminOrderListReplySchema } from '@store/contract/order-view';
import { describe, expect, it } from 'vitest';
import { type SignedInUser, signedInUser } from '#server/test-support/auth.js';
import { checkout, simulatorComplete, twoProducts } from '#server/test-support/orders.js';
import { useTestApp } from '#server/test-support/test-app.js';

const ctx = useTestApp();

const list = (admin: SignedInUser, payload: object) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/order/admin-list',
    headers: admin.headers,
    payload,
  });

const ids = async (admin: SignedInUser, payload: object) => {
  const res = await list(admin, payload);
  expect(res.statusCode, res.body).toBe(200);
  return adminOrderListReplySchema.parse(res.json()).data.map((row) => row.orderId);
};

/** Three buyers' orders at known instants, so day filters in Asia/Kolkata have known answers. */
async function fixture(tag = '') {
  const admin = await signedInUser(ctx, { role: 'ADMIN', email: `owner${tag}@store.example` });
  const asha = await signedInUser(ctx, { name: 'Asha Verma', email: `asha.v${tag}@example.in` });
  const ravi = await signedInUser(ctx, { name: 'Ravi Kumar', email: `ravi_k${tag}@example.in` });
  const { lut, preset } = await twoProducts(ctx, ` views${tag}`);
  const paid = await checkout(ctx, asha, [lut.id, preset.id]);
  await simulatorComplete(ctx, paid.paymentSessionId, 'pay');
  const failed = await checkout(ctx, ravi, [lut.id]);
  await simulatorComplete(ctx, failed.paymentSessionId, 'fail');
  // 31 Mar 2026 23:30 IST and 1 Apr 2026 00:30 IST: either side of a store-day boundary.
  await ctx.pool.query(`update orders set created_at = $2 where order_id = $1`, [
    paid.orderId,
    '2026-03-31T18:00:00Z',
  ]);
  await ctx.pool.query(`update orders set created_at = $2 where order_id = $1`, [
    failed.orderId,
    '2026-03-31T19:00:00Z',
  ]);
  const { rows } = await ctx.pool.query<{ payment_id: string }>(
    'select payment_id from orders where order_id = $1',
    [paid.orderId],
  );
  return { admin, asha, ravi, paid, failed, paymentId: rows[0]!.payment_id };
}

describe('admin Orders view', () => {
  it('lists orders (one row per checkout) and finds them by order id, payment id, e-mail or name, state and store days', async () => {
    const f = await fixture();
    const all = adminOrderListReplySchema.parse((await list(f.admin, {})).json());
    expect(all.totalCount).toBe(2);
    expect(all.data.map((r) => r.orderId)).toEqual([f.failed.orderId, f.paid.orderId]);
    expect(all.data[1]).toMatchObject({
      buyerName: 'Asha Verma',
      buyerEmail: 'asha.v@example.in',
      payment_status: 'PAID',
      totalAmt: 1299,
      itemCount: 2,
    });
    expect([...all.data[1]!.productNames].sort()).toEqual([
      'Film Preset views',
      'Teal Orange LUT views',
    ]);
    expect(all.data[0]!.payment_status).toBe('FAILED');

    expect(await ids(f.admin, { search: f.paid.orderId })).toEqual([f.paid.orderId]);
    expect(await ids(f.admin, { search: f.paymentId })).toEqual([f.paid.orderId]);
    expect(await ids(f.admin, { search: 'ASHA.V@' })).toEqual([f.paid.orderId]);
    expect(await ids(f.admin, { search: 'kumar' })).toEqual([f.failed.orderId]);
    // The checkout's contact e-mail (buyer@example.com for both) matches too.
    expect(await ids(f.admin, { search: 'buyer@example.com' })).toHaveLength(2);
    // `_` and `%` are plain characters, not wildcards.
    expect(await ids(f.admin, { search: 'ravi_k' })).toEqual([f.failed.orderId]);
    expect(await ids(f.admin, { search: 'ravi%k' })).toEqual([]);
    expect(await ids(f.admin, { search: 'nobody' })).toEqual([]);

    expect(await ids(f.admin, { status: 'FAILED' })).toEqual([f.failed.orderId]);
    expect(await ids(f.admin, { status: 'PAID', search: 'kumar' })).toEqual([]);
    expect(await ids(f.admin, { from: '2026-04-01' })).toEqual([f.failed.orderId]);
    expect(await ids(f.admin, { to: '2026-03-31' })).toEqual([f.paid.orderId]);
    expect(await ids(f.admin, { from: '2026-03-31', to: '2026-04-01' })).toHaveLength(2);
    expect(await ids(f.admin, { from: '2026-04-02' })).toEqual([]);

    const page2 = adminOrderListReplySchema.parse(
      (await list(f.admin, { limit: 1, page: 2 })).json(),
    );
    expect([page2.data.map((r) => r.orderId), page2.totalPage]).toEqual([[f.paid.orderId], 2]);

    for (const bad of [
      { from: '2026-13-01' },
      { from: '2026-04-02', to: '2026-04-01' },
      { status: 'LOST' },
      { search: 'x'.repeat(500) },
    ]) {
      const res = await list(f.admin, bad);
      expect([res.statusCode, res.json().success]).toEqual([400, false]);
    }
    expect((await list(f.asha, {})).statusCode).toBe(403);
  });

  it('shows one order with its buyer, items, payment events, transitions and audit rows', async () => {
    const f = await fixture('2');
    const blocked = await ctx.app.inject({
      method: 'POST',
      url: '/api/order/blockAccess',
      headers: f.admin.headers,
      payload: { orderId: f.paid.orderId },
    });
    expect(blocked.statusCode).toBe(200);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/order/admin-get',
      headers: f.admin.headers,
      payload: { orderId: f.paid.orderId },
    });
    expect(res.statusCode, res.body).toBe(200);
    const { data } = adminOrderGetReplySchema.parse(res.json());
    expect(data).toMatchObject({
      orderId: f.paid.orderId,
      payment_status: 'BLOCKED',
      buyer: { name: 'Asha Verma', email: 'asha.v2@example.in' },
      customerEmail: 'buyer@example.com',
      provider: 'simulator',
      totalAmt: 1299,
    });
    expect(data.items).toHaveLength(2);
    expect(data.events.map((e) => e.paymentStatus)).toEqual(['SUCCESS']);
    expect(
      data.transitions.map((t) => [t.fromStatus, t.toStatus, t.actorKind, t.actorEmail]),
    ).toEqual([
      ['PENDING', 'PAID', 'webhook', null],
      ['PAID', 'BLOCKED', 'admin', 'owner2@store.example'],
    ]);
    expect(data.audit).toEqual([
      expect.objectContaining({ action: 'order.block_access', actorEmail: 'owner2@store.example' }),
    ]);

    const unknown = await ctx.app.inject({
      method: 'POST',
      url: '/api/order/admin-get',
      headers: f.admin.headers,
      payload: { orderId: 'EKA_0_nosuch' },
    });
    expect(unknown.statusCode).toBe(404);
    const shopper = await ctx.app.inject({
      method: 'POST',
      url: '/api/order/admin-get',
      headers: f.asha.headers,
      payload: { orderId: f.paid.orderId },
    });
    expect(shopper.statusCode).toBe(403);
  });
});
