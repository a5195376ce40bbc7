import { GSTIN_MESSAGES } from '@store/contract/gst';
import { orderListReplySchema } from '@store/contract/order';
import { extractText } from 'unpdf';
import { describe, expect, it, vi } from 'vitest';
import type { DevOutbox } from '#server/platform/mail/dev-outbox.js';
import { type SignedInUser, signedInUser } from '#server/test-support/auth.js';
import {
  addToCart,
  createOrder,
  simulatorComplete,
  twoProducts,
} from '#server/test-support/orders.js';
import { useTestApp } from '#server/test-support/test-app.js';
import { INVOICE_NOT_FOUND } from './routes.js';

// A registered seller in Maharashtra (27), selling at the default 18 %.
const SELLER_GSTIN = '27AAPFU0939F1ZV';
const BUYER_GSTIN_KA = '29AAGCB7383J1Z4';
const ctx = useTestApp({
  SELLER_LEGAL_NAME: 'EditKaro Assets Private Limited',
  SELLER_ADDRESS: '12 MG Road, Pune 411001',
  SELLER_GSTIN,
});

/** Cart → order with the given invoice details → Pay on the simulator. */
async function buyAndPay(user: SignedInUser, productIds: string[], invoice?: object) {
  await addToCart(ctx, user, productIds);
  const created = await createOrder(ctx, user, invoice ? { invoice } : {});
  expect(created.statusCode, created.body).toBe(200);
  const { orderId, paymentSessionId } = created.json().data;
  expect((await simulatorComplete(ctx, paymentSessionId, 'pay')).statusCode).toBe(303);
  return orderId as string;
}

const download = (orderId: string, user?: SignedInUser) =>
  ctx.app.inject({
    method: 'GET',
    url: `/api/order/invoice/${orderId}`,
    ...(user ? { headers: user.headers } : {}),
  });

async function pdfText(body: Buffer) {
  const { text } = await extractText(new Uint8Array(body), { mergePages: true });
  return text;
}

async function stored(orderId: string) {
  const { rows } = await ctx.pool.query(
    `select d.* from tax_documents d join orders o on o.id = d.order_id where o.order_id = $1`,
    [orderId],
  );
  return rows[0];
}

describe('GST invoices of paid orders', () => {
  it('a business buyer in another state gets an IGST tax invoice it can download as a PDF', async () => {
    const user = await signedInUser(ctx, { name: 'Asha Rao' });
    const { lut, preset } = await twoProducts(ctx, ' B2B');
    const orderId = await buyAndPay(user, [lut.id, preset.id], {
      gstin: ` ${BUYER_GSTIN_KA.toLowerCase()} `,
      businessName: 'Rao Films LLP',
    });

    const doc = await stored(orderId);
    expect(doc).toMatchObject({
      kind: 'TAX_INVOICE',
      place_of_supply: '29',
      supply: 'inter',
      rate_basis_points: 1800,
      sac_code: '998439',
      // ₹849 + ₹450 = ₹1,299: 71949 + 38136 taxable, 12951 + 6864 IGST.
      total_paise: 129_900,
      taxable_paise: 71_949 + 38_136,
      igst_paise: 12_951 + 6_864,
      cgst_paise: 0,
      sgst_paise: 0,
    });
    expect(doc.number).toMatch(/^INV\/\d{4}\/\d{6}$/);
    expect(doc.buyer).toMatchObject({ name: 'Rao Films LLP', gstin: BUYER_GSTIN_KA });

    const res = await download(orderId, user);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="invoice-${doc.number.replaceAll('/', '-')}.pdf"`,
    );
    const text = await pdfText(res.rawPayload);
    for (const expected of [
      'Tax Invoice',
      `Invoice No.: ${doc.number}`,
      `GSTIN: ${SELLER_GSTIN}`,
      `GSTIN: ${BUYER_GSTIN_KA}`,
      'Rao Films LLP',
      'Place of supply: Karnataka (29)',
      'IGST 18%',
      '₹719.49',
      '₹129.51',
      '₹849.00',
      'Total paid: ₹1,299.00',
      '998439',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('CGST');

    // My Orders names the invoice; the receipt links to it.
    const list = orderListReplySchema.parse(
      (
        await ctx.app.inject({ method: 'GET', url: '/api/order/order-list', headers: user.headers })
      ).json(),
    );
    expect(list.data.map((r) => r.invoiceNumber)).toEqual([doc.number, doc.number]);
    const outbox = (ctx.mailer as unknown as { outbox: DevOutbox }).outbox;
    await vi.waitFor(
      () => {
        const mail = outbox.list().find((m) => m.subject.includes(orderId));
        expect(mail?.text).toContain(`/api/order/invoice/${orderId}`);
        expect(mail?.text).toContain(`Invoice ${doc.number}`);
      },
      { timeout: 15_000, interval: 100 },
    );
  });

  it('a buyer in the seller’s state gets CGST + SGST, and the lines add up to the total', async () => {
    const user = await signedInUser(ctx);
    const { lut, preset } = await twoProducts(ctx, ' intra');
    const orderId = await buyAndPay(user, [lut.id, preset.id], { stateCode: '27' });
    const doc = await stored(orderId);
    expect(doc).toMatchObject({ supply: 'intra', place_of_supply: '27', igst_paise: 0 });
    // ₹849: 71949 + 6476 + 6475 (CGST takes the odd paisa); ₹450: 38136 + 3432 + 3432.
    expect(doc.lines.map((l: Record<string, number>) => [l.taxable, l.cgst, l.sgst])).toEqual(
      expect.arrayContaining([
        [71_949, 6_476, 6_475],
        [38_136, 3_432, 3_432],
      ]),
    );
    expect(doc.taxable_paise + doc.cgst_paise + doc.sgst_paise).toBe(129_900);
    expect(doc.buyer.gstin).toBeNull();
    const text = await pdfText((await download(orderId, user)).rawPayload);
    expect(text).toContain('CGST 9%');
    expect(text).toContain('SGST 9%');
    expect(text).toContain('Place of supply: Maharashtra (27)');
    expect(text).not.toContain('IGST');
  });

  it('without a state given, the buyer’s saved address decides the place of supply', async () => {
    const user = await signedInUser(ctx);
    await ctx.pool.query(
      `insert into addresses (id, user_id, address_line, city, state, country, pincode, mobile)
       values ($1, $2, '4 Lake View', 'Kochi', 'kerala', 'India', '682001', '9876543210')`,
      [`addr${user.id}`, user.id],
    );
    const { lut } = await twoProducts(ctx, ' address');
    const orderId = await buyAndPay(user, [lut.id]);
    expect(await stored(orderId)).toMatchObject({ place_of_supply: '32', supply: 'inter' });
  });

  it('only its buyer and admins may download an invoice', async () => {
    const buyer = await signedInUser(ctx);
    const { lut } = await twoProducts(ctx, ' access');
    const orderId = await buyAndPay(buyer, [lut.id]);
    const stranger = await signedInUser(ctx);
    const admin = await signedInUser(ctx, { role: 'ADMIN' });
    expect((await download(orderId, admin)).statusCode).toBe(200);
    const refused = await download(orderId, stranger);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toBe(INVOICE_NOT_FOUND);
    expect((await download(orderId)).statusCode).toBe(401);
    expect((await download('EKA_1_nosuchorder', buyer)).statusCode).toBe(404);
    expect((await download('not an id!', buyer)).statusCode).toBe(400);
  });

  it('an unpaid order has no invoice and takes no number', async () => {
    const user = await signedInUser(ctx);
    const { lut } = await twoProducts(ctx, ' unpaid');
    await addToCart(ctx, user, [lut.id]);
    const created = await createOrder(ctx, user, {
      invoice: { gstin: BUYER_GSTIN_KA, businessName: 'Rao Films LLP' },
    });
    const { orderId, paymentSessionId } = created.json().data;
    await simulatorComplete(ctx, paymentSessionId, 'fail');
    expect(await stored(orderId)).toBeUndefined();
    expect((await download(orderId, user)).statusCode).toBe(404);
  });

  it('refuses bad GST details with a clear message, and the SPEC call without them still works', async () => {
    const user = await signedInUser(ctx);
    const { lut } = await twoProducts(ctx, ' refusals');
    await addToCart(ctx, user, [lut.id]);
    const cases: [object, string][] = [
      [{ gstin: '27AAPFU0939F1ZW', businessName: 'X' }, GSTIN_MESSAGES.checkDigit],
      [{ gstin: '27AAPFU0939', businessName: 'X' }, GSTIN_MESSAGES.format],
      [{ gstin: SELLER_GSTIN }, GSTIN_MESSAGES.businessName],
      [
        { gstin: SELLER_GSTIN, businessName: 'X', stateCode: '29' },
        GSTIN_MESSAGES.stateMismatch('Maharashtra'),
      ],
      [{ stateCode: '99' }, GSTIN_MESSAGES.stateCode],
    ];
    for (const [invoice, message] of cases) {
      const res = await createOrder(ctx, user, { invoice });
      expect(res.statusCode, JSON.stringify(invoice)).toBe(400);
      expect(res.json().message).toContain(message);
    }
    expect((await createOrder(ctx, user)).statusCode).toBe(200);
  });

  it('an admin’s Allow of a pending order issues its invoice; Block then Allow keeps it', async () => {
    const user = await signedInUser(ctx);
    const admin = await signedInUser(ctx, { role: 'ADMIN' });
    const { lut } = await twoProducts(ctx, ' allow');
    await addToCart(ctx, user, [lut.id]);
    const { orderId } = (await createOrder(ctx, user, { invoice: { stateCode: '07' } })).json()
      .data;
    const act = (path: string) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/order/${path}`,
        headers: admin.headers,
        payload: { orderId },
      });
    expect((await act('grantAccess')).statusCode).toBe(200);
    const first = await stored(orderId);
    expect(first).toMatchObject({ place_of_supply: '07', supply: 'inter' });
    expect((await act('blockAccess')).statusCode).toBe(200);
    expect((await act('grantAccess')).statusCode).toBe(200);
    const { rows } = await ctx.pool.query(
      `select number from tax_documents d join orders o on o.id = d.order_id where o.order_id = $1`,
      [orderId],
    );
    expect(rows).toEqual([{ number: first.number }]);
  });

  it('an issued invoice cannot be changed or deleted', async () => {
    const user = await signedInUser(ctx);
    const { lut } = await twoProducts(ctx, ' immutable');
    const orderId = await buyAndPay(user, [lut.id]);
    const doc = await stored(orderId);
    await expect(
      ctx.pool.query(`update tax_documents set total_paise = 1 where id = $1`, [doc.id]),
    ).rejects.toThrow(/immutable/);
    await expect(
      ctx.pool.query(`delete from tax_documents where id = $1`, [doc.id]),
    ).rejects.toThrow(/immutable/);
  });
});
