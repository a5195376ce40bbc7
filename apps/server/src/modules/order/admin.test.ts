import { allOrdersReplySchema, ORDER_MESSAGES } from '@store/contract/order';
import { describe, expect, it } from 'vitest';
import { signedInUser } from '#server/test-support/auth.js';
import { auditRows } from '#server/test-support/catalogue.js';
import {
  checkout,
  createOrder,
  orderStatus,
  simulatorComplete,
  twoProducts,
} from '#server/test-support/orders.js';
import { useTestApp } from '#server/test-support/test-app.js';

const ctx = useTestApp();

const adminCall = (headers: Record<string, string>, path: string, payload: object) =>
  ctx.app.inject({ method: 'POST', url: `/api/order/${path}`, headers, payload });
const download = (headers: Record<string, string>, productId: string) =>
  ctx.app.inject({ method: 'GET', url: `/api/download/${productId}`, headers });

describe('admin payments', () => {
  it('lists every order record with the card totals, paged, for admins only', async () => {
    const admin = await signedInUser(ctx, { role: 'ADMIN' });
    const buyer = await signedInUser(ctx);
    const { lut, preset } = await twoProducts(ctx, ' list');
    const paid = await checkout(ctx, buyer, [lut.id]);
    await simulatorComplete(ctx, paid.paymentSessionId, 'pay');
    await checkout(ctx, buyer, [preset.id]);

    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/order/all-orders?page=1&limit=1',
      headers: admin.headers,
    });
    const body = allOrdersReplySchema.parse(res.json());
    expect(body).toMatchObject({ totalCount: 2, totalPage: 2, totalNoPage: 2, page: 1 });
    expect(body.summary).toEqual({ total: 2, pending: 1, paid: 1, blocked: 0, paidAmount: 849 });
    expect(body.data).toHaveLength(1);
    expect(body.data[0]!.product_details.more_details.driveLink).toMatch(
      /^https:\/\/drive\.example\.com\//,
    );
    // The User ID cell names a person: the buyer's account e-mail comes with the id.
    expect(body.data[0]).toMatchObject({ userId: buyer.id, buyerEmail: buyer.email });

    const pending = allOrdersReplySchema.parse(
      (
        await ctx.app.inject({
          method: 'GET',
          url: '/api/order/all-orders?status=PENDING',
          headers: admin.headers,
        })
      ).json(),
    );
    expect(pending.data.map((r) => r.payment_status)).toEqual(['PENDING']);
    expect(pending.data[0]!.paymentId).toBe('');

    expect(
      (
        await ctx.app.inject({
          method: 'GET',
          url: '/api/order/all-orders',
          headers: buyer.headers,
        })
      ).statusCode,
    ).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/order/all-orders' })).statusCode).toBe(
      401,
    );
    expect(
      (
        await ctx.app.inject({
          method: 'GET',
          url: '/api/order/all-orders?limit=500',
          headers: admin.headers,
        })
      ).statusCode,
    ).toBe(400);
  });

  it('Allow grants a pending order, Block stops the download, Allow brings it back; each is audited', async () => {
    const admin = await signedInUser(ctx, { role: 'ADMIN' });
    const buyer = await signedInUser(ctx);
    const { lut } = await twoProducts(ctx, ' allow');
    const order = await checkout(ctx, buyer, [lut.id]);
    expect((await download(buyer.headers, lut.id)).statusCode).toBe(403);

    const granted = await adminCall(admin.headers, 'grantAccess', { orderId: order.orderId });
    expect([granted.statusCode, granted.json().message]).toEqual([
      200,
      ORDER_MESSAGES.accessGranted,
    ]);
    expect(granted.json().data).toEqual({
      orderId: order.orderId,
      payment_status: 'PAID',
      modifiedCount: 1,
    });
    expect((await download(buyer.headers, lut.id)).headers.location).toBe(
      'https://drive.example.com/lut allow',
    );

    const again = await adminCall(admin.headers, 'grantAccess', { orderId: order.orderId });
    expect([again.statusCode, again.json().message]).toEqual([
      409,
      'This order already has access.',
    ]);

    const blocked = await adminCall(admin.headers, 'blockAccess', { orderId: order.orderId });
    expect([blocked.statusCode, blocked.json().message]).toEqual([
      200,
      ORDER_MESSAGES.accessBlocked,
    ]);
    expect(await orderStatus(ctx, order.orderId)).toBe('BLOCKED');
    const refused = await download(buyer.headers, lut.id);
    expect([refused.statusCode, refused.headers.location]).toEqual([403, undefined]);
    expect(refused.body).not.toContain('drive.example.com');

    await adminCall(admin.headers, 'grantAccess', { orderId: order.orderId });
    expect((await download(buyer.headers, lut.id)).statusCode).toBe(302);

    const { rows } = await ctx.pool.query('select id from orders where order_id = $1', [
      order.orderId,
    ]);
    const audit = await auditRows(ctx.db, 'order', rows[0].id);
    expect(audit.map((a) => [a.action, a.actorUserId])).toEqual([
      ['order.grant_access', admin.id],
      ['order.block_access', admin.id],
      ['order.grant_access', admin.id],
    ]);
    const transitions = await ctx.pool.query(
      `select from_status, to_status, actor_kind, actor_user_id from order_transitions where order_id = $1 order by created_at, id`,
      [rows[0].id],
    );
    expect(transitions.rows.map((t) => `${t.from_status}->${t.to_status}:${t.actor_kind}`)).toEqual(
      ['PENDING->PAID:admin', 'PAID->BLOCKED:admin', 'BLOCKED->PAID:admin'],
    );
  });

  it('deletes only pending payments, by order id or payment id', async () => {
    const admin = await signedInUser(ctx, { role: 'ADMIN' });
    const buyer = await signedInUser(ctx);
    const { lut, preset } = await twoProducts(ctx, ' delete');
    const pending = await checkout(ctx, buyer, [lut.id, preset.id]);

    const res = await adminCall(admin.headers, 'deletePayment', { orderId: pending.orderId });
    expect([res.statusCode, res.json().message]).toEqual([200, 'deleted cnt = 2']);
    expect(await orderStatus(ctx, pending.orderId)).toBeUndefined();
    expect(
      (await adminCall(admin.headers, 'deletePayment', { orderId: pending.orderId })).statusCode,
    ).toBe(404);

    // The cart still holds both products: pay for them this time.
    const paid = (await createOrder(ctx, buyer)).json().data;
    await simulatorComplete(ctx, paid.paymentSessionId, 'pay');
    const { rows } = await ctx.pool.query('select payment_id from orders where order_id = $1', [
      paid.orderId,
    ]);
    const refused = await adminCall(admin.headers, 'deletePayment', {
      paymentId: rows[0].payment_id,
    });
    expect([refused.statusCode, refused.json().message]).toEqual([409, ORDER_MESSAGES.notPending]);
    expect(await orderStatus(ctx, paid.orderId)).toBe('PAID');

    expect((await adminCall(admin.headers, 'deletePayment', {})).statusCode).toBe(400);
    expect(
      (await adminCall(buyer.headers, 'deletePayment', { orderId: paid.orderId })).statusCode,
    ).toBe(403);
    expect(
      (await adminCall(buyer.headers, 'grantAccess', { orderId: paid.orderId })).statusCode,
    ).toBe(403);
    expect(
      (await adminCall(admin.headers, 'blockAccess', { orderId: 'EKA_0_none' })).statusCode,
    ).toBe(404);
  });
});

describe('GET /api/download/{productId}', () => {
  it('gives the link only to entitled, signed-in users, and logs each download', async () => {
    const buyer = await signedInUser(ctx);
    const stranger = await signedInUser(ctx);
    const { lut, preset } = await twoProducts(ctx, ' dl');
    const order = await checkout(ctx, buyer, [lut.id]);
    await simulatorComplete(ctx, order.paymentSessionId, 'pay');

    const ok = await download(buyer.headers, lut.id);
    expect([ok.statusCode, ok.headers.location, ok.headers['cache-control']]).toEqual([
      302,
      'https://drive.example.com/lut dl',
      'no-store',
    ]);
    const json = await ctx.app.inject({
      method: 'GET',
      url: `/api/download/${lut.id}`,
      headers: { ...buyer.headers, accept: 'application/json' },
    });
    expect(json.json().data).toEqual({ url: 'https://drive.example.com/lut dl' });

    const visitor = await ctx.app.inject({ method: 'GET', url: `/api/download/${lut.id}` });
    const nonBuyer = await download(stranger.headers, lut.id);
    const otherProduct = await download(buyer.headers, preset.id);
    for (const res of [visitor, nonBuyer, otherProduct]) {
      expect(res.headers.location).toBeUndefined();
      expect(res.body).not.toContain('drive.example.com');
    }
    expect([visitor.statusCode, nonBuyer.statusCode, otherProduct.statusCode]).toEqual([
      401, 403, 403,
    ]);
    expect(nonBuyer.json().message).toBe(ORDER_MESSAGES.notEntitled);
    expect((await download(buyer.headers, 'NOSUCHPRODUCT')).statusCode).toBe(404);

    const { rows } = await ctx.pool.query(
      'select count(*)::int as n from downloads where user_id = $1',
      [buyer.id],
    );
    expect(rows[0].n).toBe(2);
  });

  it('lets any signed-in user download a free product, and no visitor', async () => {
    const user = await signedInUser(ctx);
    const { rows } = await ctx.pool.query(
      `insert into products (id, name, unit, stock, price, discount, description, drive_link)
       values ('FREEPRODUCT1', 'Free Pack', '1 pack', 10, 0, 0, 'Free.', 'https://drive.example.com/free')
       returning id`,
    );
    const free = rows[0].id as string;
    expect((await download(user.headers, free)).headers.location).toBe(
      'https://drive.example.com/free',
    );
    expect((await ctx.app.inject({ method: 'GET', url: `/api/download/${free}` })).statusCode).toBe(
      401,
    );
  });
});
