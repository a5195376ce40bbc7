import { REFUND_MESSAGES } from '@store/contract/refund';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedInUser, signedInUser } from '#server/test-support/auth.js';
import { type FakeCashfree, startFakeCashfree } from '#server/test-support/fake-cashfree.js';
import { checkout, twoProducts } from '#server/test-support/orders.js';
import { downloadStatus, refund } from '#server/test-support/refunds.js';
import { useTestApp } from '#server/test-support/test-app.js';

let fake: FakeCashfree;
beforeAll(async () => {
  fake = await startFakeCashfree();
});
afterAll(() => fake.close());

const ctx = useTestApp(() => ({
  CASHFREE_APP_ID: fake.appId,
  CASHFREE_SECRET_KEY: fake.secretKey,
  CASHFREE_BASE_URL: fake.url,
  PUBLIC_URL: 'https://store.example.in',
  CASHFREE_TIMEOUT_SECONDS: '0.5',
}));

const postWebhook = (hook: { rawBody: string; headers: Record<string, string> }) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/order/payment-webhook',
    headers: hook.headers,
    payload: hook.rawBody,
  });

/** Checkout → Cashfree takes the payment (at `time`) → its webhook marks the order PAID. */
async function paidOrder(user: SignedInUser, tag: string, time?: Date) {
  const { lut, preset } = await twoProducts(ctx, tag);
  const order = await checkout(ctx, user, [lut.id, preset.id]);
  const paid = await postWebhook(fake.pay(order.orderId, time ? { time } : {}));
  expect(paid.json().data.payment_status).toBe('PAID');
  return { orderId: order.orderId, lut, preset };
}

async function status(refundId: string) {
  const { rows } = await ctx.pool.query(
    `select r.status, (select count(*)::int from tax_documents d where d.refund_id = r.id) as notes
     from refunds r where r.refund_id = $1`,
    [refundId],
  );
  return rows[0];
}

describe('refunds through the Cashfree refunds API (local fake)', () => {
  it('asks Cashfree with our refund id and the amount in rupees; a PENDING refund stops the download at once and a verified webhook, confirmed by GET, completes it', async () => {
    const buyer = await signedInUser(ctx);
    const staff = await signedInUser(ctx, { role: 'ADMIN' });
    const { orderId, lut, preset } = await paidOrder(buyer, ' pending');
    fake.refundOutcome = 'PENDING';
    const res = await refund(ctx, staff, { orderId, items: [lut.id], reason: 'Wrong LUT bought' });
    fake.refundOutcome = 'SUCCESS';
    expect(res.statusCode, res.body).toBe(200);
    const { refundId } = res.json().data;
    expect(res.json().data).toMatchObject({ status: 'PENDING', creditNoteNumber: null });
    const sent = fake.requests.findLast((r) => r.method === 'POST')!;
    expect(sent.path).toBe(`/orders/${orderId}/refunds`);
    expect(sent.body).toEqual({
      refund_amount: 849,
      refund_id: refundId,
      refund_note: 'Wrong LUT bought',
      refund_speed: 'STANDARD',
    });
    expect(await downloadStatus(ctx, buyer, lut.id)).toBe(403);
    expect(await downloadStatus(ctx, buyer, preset.id)).toBe(302);

    // A forged webhook is refused before anything is read.
    const settled = fake.settleRefund(orderId, refundId, 'SUCCESS');
    const forged = await postWebhook({
      rawBody: settled.rawBody,
      headers: { ...settled.headers, 'x-webhook-signature': 'bm90IGEgc2lnbmF0dXJl' },
    });
    expect(forged.statusCode).toBe(401);
    expect(await status(refundId)).toEqual({ status: 'PENDING', notes: 0 });

    const ok = await postWebhook(settled);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data).toMatchObject({ orderId, changed: true });
    expect(fake.requests.at(-1)).toMatchObject({
      method: 'GET',
      path: `/orders/${orderId}/refunds/${refundId}`,
    });
    expect(await status(refundId)).toEqual({ status: 'SUCCESS', notes: 1 });
    // The seller is not GST-registered here: a bill of supply, and a credit note without tax.
    const { rows: notes } = await ctx.pool.query(
      `select d.supply, d.total_paise, d.cgst_paise + d.sgst_paise + d.igst_paise as tax,
              d.against_number from tax_documents d
       join refunds r on r.id = d.refund_id where r.refund_id = $1`,
      [refundId],
    );
    expect(notes[0]).toMatchObject({ supply: 'none', total_paise: 84_900, tax: 0 });
    expect(notes[0].against_number).toMatch(/^BOS\/\d{4}\/\d{6}$/);
    // Delivered again: nothing changes twice.
    expect((await postWebhook(settled)).json().data.changed).toBe(false);
    expect(await status(refundId)).toEqual({ status: 'SUCCESS', notes: 1 });
  });

  it('acts on what Cashfree says, not on the webhook: a webhook claiming SUCCESS for a refund still PENDING changes nothing', async () => {
    const buyer = await signedInUser(ctx);
    const staff = await signedInUser(ctx, { role: 'ADMIN' });
    const { orderId, lut } = await paidOrder(buyer, ' claim');
    fake.refundOutcome = 'PENDING';
    const { refundId } = (await refund(ctx, staff, { orderId, items: [lut.id] })).json().data;
    fake.refundOutcome = 'SUCCESS';
    // Settle then put back: the webhook's body says SUCCESS, Cashfree's GET says PENDING.
    const hook = fake.settleRefund(orderId, refundId, 'SUCCESS');
    fake.orders.get(orderId)!.refunds[0]!.refund_status = 'PENDING';
    const res = await postWebhook(hook);
    expect(res.json().data.changed).toBe(false);
    expect(await status(refundId)).toEqual({ status: 'PENDING', notes: 0 });
  });

  it('a CANCELLED refund gives the item back: it downloads again and can be refunded anew', async () => {
    const buyer = await signedInUser(ctx);
    const staff = await signedInUser(ctx, { role: 'ADMIN' });
    const { orderId, lut } = await paidOrder(buyer, ' cancel');
    fake.refundOutcome = 'PENDING';
    const { refundId } = (await refund(ctx, staff, { orderId, items: [lut.id] })).json().data;
    fake.refundOutcome = 'SUCCESS';
    expect(await downloadStatus(ctx, buyer, lut.id)).toBe(403);
    const res = await postWebhook(fake.settleRefund(orderId, refundId, 'CANCELLED'));
    expect(res.json().data.changed).toBe(true);
    expect(await status(refundId)).toEqual({ status: 'CANCELLED', notes: 0 });
    expect(await downloadStatus(ctx, buyer, lut.id)).toBe(302);
    const again = await refund(ctx, staff, { orderId, items: [lut.id] });
    expect(again.json().data).toMatchObject({ status: 'SUCCESS', amountPaise: 84_900 });
  });

  it('a refund Cashfree refuses is cancelled and answered 409 with its reason; the download comes back', async () => {
    const buyer = await signedInUser(ctx);
    const staff = await signedInUser(ctx, { role: 'ADMIN' });
    // Cashfree took the payment seven months ago (our paid_at says today).
    const { orderId, lut } = await paidOrder(
      buyer,
      ' refused',
      new Date(Date.now() - 210 * 86_400_000),
    );
    const res = await refund(ctx, staff, { orderId, items: [lut.id] });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/^The payment provider refused the refund: Cashfree: /);
    expect(res.json().message).toContain('six months');
    const { rows } = await ctx.pool.query(
      `select r.status from refunds r join orders o on o.id = r.order_id where o.order_id = $1`,
      [orderId],
    );
    expect(rows).toEqual([{ status: 'CANCELLED' }]);
    expect(await downloadStatus(ctx, buyer, lut.id)).toBe(302);
    expect(REFUND_MESSAGES.providerRefused('x')).toContain('refused');
  });

  it('an unanswered refund stays PENDING; the reconcile job asks again under the same refund id and refunds once', async () => {
    const buyer = await signedInUser(ctx);
    const staff = await signedInUser(ctx, { role: 'ADMIN' });
    const { orderId, lut } = await paidOrder(buyer, ' lost');
    fake.failNext(`/orders/${orderId}/refunds`, { status: 500 });
    const res = await refund(ctx, staff, { orderId, items: [lut.id] });
    expect(res.json().data.status).toBe('PENDING');
    const { refundId } = res.json().data;
    expect(fake.orders.get(orderId)!.refunds).toHaveLength(0);
    // Not yet a minute old: the job leaves it.
    expect(await ctx.app.refunds.reconcile()).toMatchObject({ changed: 0 });
    await ctx.pool.query(
      `update refunds set created_at = now() - interval '2 minutes' where refund_id = $1`,
      [refundId],
    );
    expect(await ctx.app.refunds.reconcile()).toMatchObject({ changed: 1 });
    expect(await status(refundId)).toEqual({ status: 'SUCCESS', notes: 1 });
    expect(fake.orders.get(orderId)!.refunds).toHaveLength(1);
    expect(await ctx.app.refunds.reconcile()).toMatchObject({ changed: 0 });
  });
});
