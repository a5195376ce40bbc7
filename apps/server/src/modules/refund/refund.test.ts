import { randomUUID } from 'node:crypto';
import { REFUND_MESSAGES } from '@store/contract/refund';
import { REVIEW_MESSAGES } from '@store/contract/review';
import { extractText } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { newId } from '#server/db/ids.js';
import { signedInUser } from '#server/test-support/auth.js';
import { createCoupon } from '#server/test-support/coupons.js';
import { addToCart, createOrder, twoProducts } from '#server/test-support/orders.js';
import { buyAndPay, downloadStatus, refund } from '#server/test-support/refunds.js';
import { useTestSmtp } from '#server/test-support/smtp.js';
import { useTestApp } from '#server/test-support/test-app.js';
import { issueCreditNote } from '../invoice/index.js';

// A registered seller in Maharashtra (27): intra-state buyers get CGST + SGST.
const smtp = useTestSmtp();
const ctx = useTestApp(() => ({
  SMTP_URL: smtp.url,
  PUBLIC_URL: 'https://store.example.in',
  SELLER_LEGAL_NAME: 'EditKaro Assets Private Limited',
  SELLER_ADDRESS: '12 MG Road, Pune 411001',
  SELLER_GSTIN: '27AAPFU0939F1ZV',
}));

const admin = () => signedInUser(ctx, { role: 'ADMIN' });

async function refundRows(orderId: string) {
  const { rows } = await ctx.pool.query(
    `select r.* from refunds r join orders o on o.id = r.order_id where o.order_id = $1
     order by r.created_at`,
    [orderId],
  );
  return rows;
}

async function creditNotes(orderId: string) {
  const { rows } = await ctx.pool.query(
    `select d.* from tax_documents d join orders o on o.id = d.order_id
     where o.order_id = $1 and d.kind = 'CREDIT_NOTE' order by d.sequence`,
    [orderId],
  );
  return rows;
}

describe('refunds in simulator mode', () => {
  it('refunds one item: its download stops at once, the other still works, a credit note is issued and the buyer mailed once', async () => {
    const buyer = await signedInUser(ctx, { name: 'Asha Rao' });
    const staff = await admin();
    const { lut, preset } = await twoProducts(ctx, ' one');
    const orderId = await buyAndPay(ctx, buyer, [lut.id, preset.id]);
    expect(await downloadStatus(ctx, buyer, lut.id)).toBe(302);

    const res = await refund(ctx, staff, { orderId, items: [lut.id] });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({
      amountPaise: 84_900,
      status: 'SUCCESS',
      productIds: [lut.id],
      requestedBy: staff.email,
      reason: 'Buyer could not open the file',
    });
    expect(data.creditNoteNumber).toMatch(/^CN\/\d{4}\/\d{6}$/);
    expect(await downloadStatus(ctx, buyer, lut.id)).toBe(403);
    expect(await downloadStatus(ctx, buyer, preset.id)).toBe(302);

    // The credit note reverses the refunded line exactly as invoiced, against the invoice.
    const [note] = await creditNotes(orderId);
    const { rows: invoices } = await ctx.pool.query(
      `select d.* from tax_documents d join orders o on o.id = d.order_id
       where o.order_id = $1 and d.kind = 'TAX_INVOICE'`,
      [orderId],
    );
    const invoiceLine = invoices[0].lines.find(
      (l: { productId: string }) => l.productId === lut.id,
    );
    expect(note).toMatchObject({
      number: data.creditNoteNumber,
      against_number: invoices[0].number,
      supply: invoices[0].supply,
      total_paise: 84_900,
      lines: [invoiceLine],
    });
    expect(note.cgst_paise + note.sgst_paise + note.igst_paise).toBeGreaterThan(0);

    // The buyer and admins can download it; anyone else gets 404.
    const url = `/api/order/credit-note/${data.refundId}`;
    const pdf = await ctx.app.inject({ method: 'GET', url, headers: buyer.headers });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const { text } = await extractText(new Uint8Array(pdf.rawPayload), { mergePages: true });
    expect(text).toContain('Credit Note');
    expect(text).toContain(`Against invoice ${invoices[0].number}`);
    expect(text).toContain('₹849.00');
    const stranger = await signedInUser(ctx);
    expect(
      (await ctx.app.inject({ method: 'GET', url, headers: stranger.headers })).statusCode,
    ).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url, headers: staff.headers })).statusCode).toBe(
      200,
    );

    // The shopper's order page and the admin's show it.
    const own = await ctx.app.inject({
      method: 'POST',
      url: '/api/order/get-one',
      headers: buyer.headers,
      payload: { orderId },
    });
    const view = own.json().data;
    expect(view.items.map((i: { refunded: boolean }) => i.refunded).sort()).toEqual([false, true]);
    expect(view.refunds).toEqual([
      {
        refundId: data.refundId,
        amountPaise: 84_900,
        status: 'SUCCESS',
        productIds: [lut.id],
        creditNoteNumber: data.creditNoteNumber,
      },
    ]);
    // SPEC's My Orders records (one per product) say which one was refunded.
    const records = await ctx.app.inject({
      method: 'GET',
      url: '/api/order/order-list',
      headers: buyer.headers,
    });
    expect(
      Object.fromEntries(
        records
          .json()
          .data.map((r: { productId: string; refunded: boolean }) => [r.productId, r.refunded]),
      ),
    ).toEqual({ [lut.id]: true, [preset.id]: false });
    const detail = await ctx.app.inject({
      method: 'POST',
      url: '/api/order/admin-get',
      headers: staff.headers,
      payload: { orderId },
    });
    expect(detail.json().data.adminRefunds).toEqual([data]);
    expect(detail.json().data.audit).toContainEqual(
      expect.objectContaining({ action: 'order.refund', actorEmail: staff.email }),
    );

    const mail = await smtp.waitFor((m) => m.subject === `Refund for order ${orderId}`, 10_000);
    expect(mail.envelopeTo).toEqual(['buyer@example.com']);
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain('₹849.00');
      expect(part).toContain(data.creditNoteNumber);
      expect(part).toContain(`https://store.example.in${url}`);
    }
    // Sent once: the refund row is claimed before sending.
    const { rows } = await ctx.pool.query(
      'select email_sent_at from refunds where refund_id = $1',
      [data.refundId],
    );
    expect(rows[0].email_sent_at).not.toBeNull();
    await ctx.app.jobQueue!.send('refund-email', { refundDbId: (await refundRows(orderId))[0].id });
    await expect
      .poll(async () => {
        const { rows: jobs } = await ctx.pool.query(
          `select count(*)::int as n from pgboss.job where name = 'refund-email' and state = 'completed'`,
        );
        return jobs[0].n;
      })
      .toBeGreaterThanOrEqual(2);
    expect(smtp.received.filter((m) => m.subject === `Refund for order ${orderId}`)).toHaveLength(
      1,
    );
  });

  it('a refunded product can no longer be reviewed by its buyer; the other item still can', async () => {
    const buyer = await signedInUser(ctx);
    const { lut, preset } = await twoProducts(ctx, ' review');
    const orderId = await buyAndPay(ctx, buyer, [lut.id, preset.id]);
    expect((await refund(ctx, await admin(), { orderId, items: [lut.id] })).statusCode).toBe(200);

    const review = (productId: string) =>
      ctx.app.inject({
        method: 'PUT',
        url: '/api/review/save',
        headers: buyer.headers,
        payload: { productId, rating: 5 },
      });
    const refused = await review(lut.id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(REVIEW_MESSAGES.refunded);
    const mine = await ctx.app.inject({
      method: 'POST',
      url: '/api/review/mine',
      headers: buyer.headers,
      payload: { productId: lut.id },
    });
    expect(mine.json().data).toMatchObject({ canReview: false, reason: REVIEW_MESSAGES.refunded });
    expect((await review(preset.id)).statusCode).toBe(200);
  });

  it('a double click refunds once: the same request key answers the same refund, even at once', async () => {
    const buyer = await signedInUser(ctx);
    const staff = await admin();
    const { lut, preset } = await twoProducts(ctx, ' double');
    const orderId = await buyAndPay(ctx, buyer, [lut.id, preset.id]);
    const requestKey = randomUUID();
    const replies = await Promise.all(
      Array.from({ length: 4 }, () => refund(ctx, staff, { orderId, items: 'all', requestKey })),
    );
    expect(replies.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    expect(new Set(replies.map((r) => r.json().data.refundId)).size).toBe(1);
    const again = await refund(ctx, staff, { orderId, items: 'all', requestKey });
    expect(again.json().data.refundId).toBe(replies[0]!.json().data.refundId);
    expect(await refundRows(orderId)).toHaveLength(1);
    expect((await refundRows(orderId))[0].amount_paise).toBe(129_900);
    expect(await creditNotes(orderId)).toHaveLength(1);
    expect(await downloadStatus(ctx, buyer, lut.id)).toBe(403);
    expect(await downloadStatus(ctx, buyer, preset.id)).toBe(403);
  });

  it('one request key sent for two orders at once: one refund, the other refused with 409', async () => {
    const buyer = await signedInUser(ctx);
    const staff = await admin();
    const { lut, preset } = await twoProducts(ctx, ' one key');
    const first = await buyAndPay(ctx, buyer, [lut.id]);
    const second = await buyAndPay(ctx, buyer, [preset.id]);
    const requestKey = randomUUID();
    const replies = await Promise.all(
      [first, second].map((orderId) => refund(ctx, staff, { orderId, items: 'all', requestKey })),
    );
    expect(replies.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const refused = replies.find((r) => r.statusCode === 409)!;
    expect(refused.json().message).toBe(REFUND_MESSAGES.keyReused);
    expect((await refundRows(first)).length + (await refundRows(second)).length).toBe(1);
  });

  it('concurrent refunds of one item with different keys: one is made, the others refused', async () => {
    const buyer = await signedInUser(ctx);
    const staff = await admin();
    const { lut } = await twoProducts(ctx, ' race');
    const orderId = await buyAndPay(ctx, buyer, [lut.id]);
    const replies = await Promise.all(
      Array.from({ length: 4 }, () => refund(ctx, staff, { orderId, items: [lut.id] })),
    );
    expect(replies.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409]);
    const refused = replies.find((r) => r.statusCode === 409)!;
    expect(refused.json().message).toBe(REFUND_MESSAGES.alreadyRefunded('Teal Orange LUT race'));
    expect(await refundRows(orderId)).toHaveLength(1);
  });

  it('refuses refunding an item twice, more than was paid, unpaid and old orders, and bad input', async () => {
    const buyer = await signedInUser(ctx);
    const staff = await admin();
    const { lut, preset } = await twoProducts(ctx, ' rules');
    const orderId = await buyAndPay(ctx, buyer, [lut.id, preset.id]);
    expect((await refund(ctx, staff, { orderId, items: [lut.id] })).statusCode).toBe(200);
    const twice = await refund(ctx, staff, { orderId, items: [lut.id] });
    expect([twice.statusCode, twice.json().message]).toEqual([
      409,
      REFUND_MESSAGES.alreadyRefunded('Teal Orange LUT rules'),
    ]);
    // 'all' takes what is left: the preset.
    const rest = await refund(ctx, staff, { orderId, items: 'all' });
    expect(rest.json().data).toMatchObject({ productIds: [preset.id], amountPaise: 45_000 });
    const none = await refund(ctx, staff, { orderId, items: 'all' });
    expect([none.statusCode, none.json().message]).toEqual([409, REFUND_MESSAGES.nothingLeft]);

    // Over-refund: whatever the items say, never more than the order's total in all.
    const second = await buyAndPay(ctx, buyer, [(await twoProducts(ctx, ' over')).lut.id]);
    await ctx.pool.query('update orders set total_amt = 800 where order_id = $1', [second]);
    const over = await refund(ctx, staff, { orderId: second, items: 'all' });
    expect([over.statusCode, over.json().message]).toEqual([409, REFUND_MESSAGES.overRefund]);

    // Six months after payment: refused.
    const old = await buyAndPay(ctx, buyer, [(await twoProducts(ctx, ' old')).lut.id]);
    await ctx.pool.query(
      `update orders set paid_at = now() - interval '6 months 1 day' where order_id = $1`,
      [old],
    );
    const late = await refund(ctx, staff, { orderId: old, items: 'all' });
    expect([late.statusCode, late.json().message]).toEqual([409, REFUND_MESSAGES.window]);
    expect(REFUND_MESSAGES.window).toBe('Refunds are possible only within six months of payment.');

    // Not paid (blocked): refused.
    const blocked = await buyAndPay(ctx, buyer, [(await twoProducts(ctx, ' blocked')).lut.id]);
    await ctx.app.inject({
      method: 'POST',
      url: '/api/order/blockAccess',
      headers: staff.headers,
      payload: { orderId: blocked },
    });
    const unpaid = await refund(ctx, staff, { orderId: blocked, items: 'all' });
    expect([unpaid.statusCode, unpaid.json().message]).toEqual([409, REFUND_MESSAGES.notPaid]);

    const noReason = await refund(ctx, staff, { orderId: blocked, items: 'all', reason: '  ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().message).toBe('Reason must be at least 3 characters.');
    const unknown = await refund(ctx, staff, { orderId, items: ['01JUNKNOWNPRODUCT00000000'] });
    expect(unknown.statusCode).toBe(404);
    const missing = await refund(ctx, staff, { orderId: 'EKA_missing_1', items: 'all' });
    expect(missing.statusCode).toBe(404);
    const shopper = await refund(ctx, buyer, { orderId, items: 'all' });
    expect(shopper.statusCode).toBe(403);
    expect(await refundRows(second)).toHaveLength(0);
    expect(await refundRows(old)).toHaveLength(0);
  });

  it('credit notes are numbered consecutively in their own series', async () => {
    const buyer = await signedInUser(ctx);
    const staff = await admin();
    const { lut, preset } = await twoProducts(ctx, ' numbers');
    const orderId = await buyAndPay(ctx, buyer, [lut.id, preset.id]);
    const first = (await refund(ctx, staff, { orderId, items: [lut.id] })).json().data;
    const second = (await refund(ctx, staff, { orderId, items: [preset.id] })).json().data;
    const sequence = (number: string) => Number(number.split('/')[2]);
    expect(sequence(second.creditNoteNumber)).toBe(sequence(first.creditNoteNumber) + 1);
    const { rows } = await ctx.pool.query(
      `select series, count(*)::int as n from tax_documents where kind = 'CREDIT_NOTE' group by 1`,
    );
    expect(rows).toEqual([{ series: 'CN', n: expect.any(Number) }]);
  });

  it('exports refunds with their credit notes as CSV (admins only)', async () => {
    const buyer = await signedInUser(ctx);
    const staff = await admin();
    const { lut } = await twoProducts(ctx, ' csv');
    const orderId = await buyAndPay(ctx, buyer, [lut.id]);
    const made = (await refund(ctx, staff, { orderId, items: [lut.id] })).json().data;
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
    const url = `/api/export/refunds.csv?from=${today}&to=${today}`;
    expect((await ctx.app.inject({ method: 'GET', url, headers: buyer.headers })).statusCode).toBe(
      403,
    );
    const res = await ctx.app.inject({ method: 'GET', url, headers: staff.headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain(
      `refunds-credit-notes-${today}-to-${today}.csv`,
    );
    // No cell of these rows holds a comma, so a plain split reads them.
    const [header, ...rows] = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n')
      .map((line) => line.split(',').map((cell) => cell.replace(/^"|"$/g, '')));
    const row = Object.fromEntries(
      header!.map((h, i) => [h, rows.find((r) => r.includes(made.refundId))![i]]),
    );
    const [note] = await creditNotes(orderId);
    expect(row).toMatchObject({
      'Credit note number': made.creditNoteNumber,
      'Original invoice number': note.against_number,
      'Place of supply': '27',
      'Taxable value (₹)': (note.taxable_paise / 100).toFixed(2),
      'CGST (₹)': (note.cgst_paise / 100).toFixed(2),
      'SGST (₹)': (note.sgst_paise / 100).toFixed(2),
      'IGST (₹)': '0.00',
      'Total (₹)': '849.00',
      'Refund status': 'SUCCESS',
      'Refund amount (₹)': '849.00',
      'Order ID': orderId,
    });
  });

  it('a ₹0 order (a promo code covered it) is refunded without the provider and without a credit note', async () => {
    const buyer = await signedInUser(ctx);
    const staff = await admin();
    const { lut } = await twoProducts(ctx, ' free');
    await addToCart(ctx, buyer, [lut.id]);
    const coupon = await createCoupon(ctx, staff, { amountOff: 100 });
    const created = await createOrder(ctx, buyer, { couponCode: coupon.code });
    const { orderId } = created.json().data;
    expect(await downloadStatus(ctx, buyer, lut.id)).toBe(302);
    const before = await ctx.pool.query('select count(*)::int as n from payment_simulator_refunds');
    const res = await refund(ctx, staff, { orderId, items: [lut.id] });
    expect(res.json().data).toMatchObject({
      amountPaise: 0,
      status: 'SUCCESS',
      creditNoteNumber: null,
    });
    expect(await downloadStatus(ctx, buyer, lut.id)).toBe(403);
    const after = await ctx.pool.query('select count(*)::int as n from payment_simulator_refunds');
    expect(after.rows[0].n).toBe(before.rows[0].n);
  });

  it('numbers credit notes per financial year: the first of a new year is 000001', async () => {
    const buyer = await signedInUser(ctx);
    const { lut } = await twoProducts(ctx, ' fy');
    const orderId = await buyAndPay(ctx, buyer, [lut.id]);
    // A refund that succeeded without its credit note yet (as if issued on 2 April 2031).
    const { rows } = await ctx.pool.query(
      `insert into refunds (id, order_id, refund_id, request_key, amount_paise, reason, status)
       select $1, o.id, $2, gen_random_uuid(), 84900, 'FY test', 'SUCCESS' from orders o
       where o.order_id = $3 returning id`,
      [newId(), `rf_${newId()}`, orderId],
    );
    await ctx.pool.query(
      `insert into refund_items (refund_id, order_item_id, amount_paise)
       select $1, oi.id, 84900 from order_items oi join orders o on o.id = oi.order_id
       where o.order_id = $2`,
      [rows[0].id, orderId],
    );
    const number = await issueCreditNote(ctx.db, rows[0].id, new Date('2031-04-02T06:00:00Z'));
    expect(number).toBe('CN/3132/000001');
    // Issuing again keeps the one it has.
    expect(await issueCreditNote(ctx.db, rows[0].id, new Date('2031-04-03T06:00:00Z'))).toBe(
      number,
    );
  });
});
