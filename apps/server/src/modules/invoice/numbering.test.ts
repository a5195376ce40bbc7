import { financialYear } from '@store/contract/gst';
import { sql } from 'drizzle-orm';
import { extractText } from 'unpdf';
import { describe, expect, it } from 'vitest';
import type { InvoiceSettings } from '#server/config.js';
import { newId } from '#server/db/ids.js';
import { signedInUser } from '#server/test-support/auth.js';
import { insertProduct } from '#server/test-support/fixtures.js';
import { useTestApp } from '#server/test-support/test-app.js';
import { createOrderRepository } from '../order/index.js';
import {
  findInvoice,
  invoiceIssuer,
  issueInvoice,
  issueMissingInvoices,
  nextSequence,
} from './issue.js';
import { renderInvoicePdf } from './pdf.js';

const REGISTERED: InvoiceSettings = {
  legalName: 'EditKaro Assets Private Limited',
  address: '12 MG Road, Pune 411001',
  stateCode: '27',
  gstin: '27AAPFU0939F1ZV',
  ratePercent: 18,
  sacCode: '998439',
};
const ctx = useTestApp({
  SELLER_LEGAL_NAME: REGISTERED.legalName,
  SELLER_ADDRESS: REGISTERED.address,
  SELLER_GSTIN: REGISTERED.gstin!,
});

/** A PENDING order of one ₹`amount` item, written as the checkout writes it. */
async function pendingOrder(amount: number) {
  const user = await signedInUser(ctx);
  const product = await insertProduct(ctx.db, {
    name: `Pack ${newId()}`,
    price: amount,
    discount: 0,
  });
  const id = newId();
  const orderId = `EKA_${Date.now()}_${id.slice(-8)}`;
  await ctx.pool.query(
    `insert into orders (id, order_id, user_id, provider, sub_total_amt, total_amt,
                         customer_email, customer_phone, payment_session_id)
     values ($1, $2, $3, 'simulator', $4, $4, $5, '9876543210', 'session')`,
    [id, orderId, user.id, amount, user.email],
  );
  await ctx.pool.query(
    `insert into order_items (id, order_id, product_id, name, price, discount, unit_price)
     values ($1, $2, $3, $4, $5, 0, $5)`,
    [newId(), id, product.id, product.name, amount],
  );
  return { id, orderId };
}

/** A 60-item order of ₹100 each, invoiced. */
async function paidLongOrder() {
  const order = await pendingOrder(100);
  await ctx.pool.query(`delete from order_items where order_id = $1`, [order.id]);
  for (let i = 1; i <= 60; i++) {
    const product = await insertProduct(ctx.db, {
      name: `Long order item ${i} ${newId()}`,
      price: 100,
      discount: 0,
    });
    await ctx.pool.query(
      `insert into order_items (id, order_id, product_id, name, price, discount, unit_price)
       values ($1, $2, $3, $4, 100, 0, 100)`,
      [newId(), order.id, product.id, product.name],
    );
  }
  await ctx.db.transaction((tx) => issueInvoice(tx, order.id, REGISTERED));
  return order;
}

async function invoiceNumbers(orderDbIds: string[]) {
  const { rows } = await ctx.pool.query<{ sequence: number; number: string }>(
    `select sequence, number from tax_documents where order_id = any($1) order by sequence`,
    [orderDbIds],
  );
  return rows;
}

describe('invoice numbering', () => {
  it('rolls over to a new series at 1 April 00:00 IST', async () => {
    const march = await pendingOrder(499);
    const april = await pendingOrder(499);
    // 31 March 2027 23:59:59 IST, then 1 April 2027 00:00:00 IST.
    const lastSecond = new Date('2027-03-31T23:59:59+05:30');
    const firstSecond = new Date('2027-04-01T00:00:00+05:30');
    const [before, after] = await ctx.db.transaction(async (tx) => [
      await issueInvoice(tx, march.id, REGISTERED, lastSecond),
      await issueInvoice(tx, april.id, REGISTERED, firstSecond),
    ]);
    expect(before).toMatch(/^INV\/2627\/\d{6}$/);
    expect(after).toBe('INV/2728/000001');
    // Issuing again returns the same number and takes none.
    expect(await ctx.db.transaction((tx) => issueInvoice(tx, april.id, REGISTERED))).toBe(after);
    expect(await ctx.db.transaction((tx) => nextSequence(tx, 'INV', firstSecond))).toBe(2);
  });

  it('a rolled-back payment gives its number back', async () => {
    const at = new Date('2031-06-01T12:00:00Z');
    const order = await pendingOrder(100);
    await expect(
      ctx.db.transaction(async (tx) => {
        expect(await issueInvoice(tx, order.id, REGISTERED, at)).toBe('INV/3132/000001');
        throw new Error('payment transaction failed');
      }),
    ).rejects.toThrow('payment transaction failed');
    expect(await ctx.db.transaction((tx) => issueInvoice(tx, order.id, REGISTERED, at))).toBe(
      'INV/3132/000001',
    );
  });

  it('200 concurrent payments get consecutive numbers with no gaps and no duplicates', async () => {
    const orders = [];
    for (let i = 0; i < 200; i++) orders.push(await pendingOrder(100 + i));
    const fy = financialYear(new Date()).label;
    const { rows: before } = await ctx.pool.query<{ last_number: number }>(
      `select last_number from document_counters where series = 'INV' and financial_year = $1`,
      [fy],
    );
    const start = before[0]?.last_number ?? 0;
    const repository = createOrderRepository(ctx.db);
    const results = await Promise.all(
      orders.map(async ({ orderId }, i) => {
        const head = (await repository.findByOrderId(orderId))!;
        return ctx.app.orderSettlement.markPaid(
          head,
          {
            paymentId: `pay${i}`,
            orderId,
            amount: head.totalAmt,
            currency: 'INR',
            status: 'SUCCESS',
            message: '',
            time: null,
          },
          'webhook',
          {},
        );
      }),
    );
    expect(results.every(Boolean)).toBe(true);
    const issued = await invoiceNumbers(orders.map((o) => o.id));
    expect(issued.map((r) => r.sequence)).toEqual(
      Array.from({ length: 200 }, (_, i) => start + i + 1),
    );
    expect(new Set(issued.map((r) => r.number)).size).toBe(200);
  });
});

describe('when issuing fails', () => {
  it('the payment still stands, and the reconcile job issues the invoice later', async () => {
    const order = await pendingOrder(499);
    const errors: unknown[] = [];
    const log = { error: (obj: unknown) => errors.push(obj) };
    // A rate the config would refuse: the split throws inside the paying transaction.
    const broken = invoiceIssuer({ ...REGISTERED, ratePercent: 18.123 }, log);
    const issued = await ctx.db.transaction(async (tx) => {
      await tx.execute(
        sql`update orders set payment_status = 'PAID', paid_at = now() where id = ${order.id}`,
      );
      return broken(tx, order.id);
    });
    expect(issued).toBeNull();
    expect(errors).toHaveLength(1);
    const { rows } = await ctx.pool.query(`select payment_status from orders where id = $1`, [
      order.id,
    ]);
    expect(rows[0].payment_status).toBe('PAID');
    expect(await findInvoice(ctx.db, order.orderId)).toBeNull();

    // (The app's own reconcile job may get there first: either way the order is invoiced.)
    await issueMissingInvoices(ctx.db, REGISTERED, log);
    expect((await findInvoice(ctx.db, order.orderId))?.number).toMatch(/^INV\/\d{4}\/\d{6}$/);
    // Nothing left to issue.
    expect(await issueMissingInvoices(ctx.db, REGISTERED, log)).toBe(0);
  });
});

describe('an unregistered store (no SELLER_GSTIN)', () => {
  it('issues a bill of supply without tax lines, numbered in its own series', async () => {
    const unregistered: InvoiceSettings = {
      ...REGISTERED,
      gstin: undefined,
      stateCode: undefined,
      address: '',
      legalName: 'EditKaro Assets',
    };
    const order = await pendingOrder(1_299);
    const at = new Date('2026-11-26T10:00:00Z');
    const number = await ctx.db.transaction((tx) => issueInvoice(tx, order.id, unregistered, at));
    expect(number).toBe('BOS/2627/000001');
    const doc = (await findInvoice(ctx.db, order.orderId))!;
    expect(doc).toMatchObject({ kind: 'BILL_OF_SUPPLY', supply: 'none', rateBasisPoints: 0 });
    expect(doc.total).toEqual({ inclusive: 129_900, taxable: 129_900, cgst: 0, sgst: 0, igst: 0 });
    const { text } = await extractText(new Uint8Array(await renderInvoicePdf(doc)), {
      mergePages: true,
    });
    expect(text).toContain('Bill of Supply');
    expect(text).toContain('Bill No.: BOS/2627/000001');
    expect(text).toContain('Not registered under GST');
    expect(text).toContain('Total paid: ₹1,299.00');
    expect(text).not.toMatch(/GST \d|CGST|SGST|IGST|Taxable/);
  });

  it('a long order continues over pages with every line', async () => {
    const doc = (await findInvoice(ctx.db, (await paidLongOrder()).orderId))!;
    const pdf = await renderInvoicePdf(doc);
    const { totalPages, text } = await extractText(new Uint8Array(pdf), { mergePages: true });
    expect(totalPages).toBeGreaterThan(1);
    for (let i = 1; i <= 60; i++) expect(text).toContain(`Long order item ${i} `);
    expect(text).toContain('Total paid: ₹6,000.00');
  });
});
