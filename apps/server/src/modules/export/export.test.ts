import { EXPORT_MESSAGES } from '@store/contract/exports';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { newId } from '#server/db/ids.js';
import { signedInUser } from '#server/test-support/auth.js';
import { insertProduct } from '#server/test-support/fixtures.js';
import { useTestApp } from '#server/test-support/test-app.js';
import { issueInvoice } from '../invoice/index.js';
import { UTF8_BOM } from './csv.js';
import { exportRoutes } from './routes.js';
import { EXPORT_APPLICATION_NAME } from './stream-repository.js';

const ctx = useTestApp();

const get = (url: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url, headers });

/** RFC 4180 rows of a CSV text (quoted cells may hold commas, quotes and line breaks). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else cell += c;
  }
  expect(cell).toBe('');
  return rows;
}

/** Rows as objects keyed by the header. */
function records(body: string): Record<string, string>[] {
  expect(body.startsWith(UTF8_BOM)).toBe(true);
  const [header, ...rows] = parseCsv(body.slice(1));
  return rows.map((row) => Object.fromEntries(header!.map((h, i) => [h, row[i]!])));
}

async function insertOrder(input: {
  userId: string;
  productId: string;
  productName: string;
  status: 'PAID' | 'PENDING' | 'BLOCKED';
  createdAt: string;
  paidAt?: string | null;
  amount?: number;
  email?: string;
}) {
  const id = newId();
  const orderId = `EKA_EXPORT_${id}`;
  const amount = input.amount ?? 449;
  await ctx.pool.query(
    `insert into orders (id, order_id, user_id, payment_status, provider, sub_total_amt, total_amt,
                         customer_email, customer_phone, payment_id, created_at, paid_at)
     values ($1, $2, $3, $4, 'simulator', $5, $5, $6, '9876543210', $7, $8, $9)`,
    [
      id,
      orderId,
      input.userId,
      input.status,
      amount,
      input.email ?? 'buyer@example.com',
      input.status === 'PAID' ? `pay_${id}` : '',
      input.createdAt,
      input.status === 'PAID' ? (input.paidAt ?? input.createdAt) : null,
    ],
  );
  await ctx.pool.query(
    `insert into order_items (id, order_id, product_id, name, price, discount, unit_price)
     values ($1, $2, $3, $4, $5, 0, $5)`,
    [newId(), id, input.productId, input.productName, amount],
  );
  return orderId;
}

const PATHS = [
  '/api/export/orders.csv?from=2025-04-01&to=2025-04-30',
  '/api/export/sales-by-day.csv?from=2025-04-01&to=2025-04-30',
  '/api/export/users.csv',
];

describe('CSV exports', () => {
  it('are for admins only', async () => {
    const shopper = await signedInUser(ctx);
    for (const path of PATHS) {
      expect((await get(path)).statusCode).toBe(401);
      const res = await get(path, shopper.headers);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ success: false, error: true });
    }
  });

  it('refuse a bad date range with a clear message', async () => {
    const admin = await signedInUser(ctx, { role: 'ADMIN' });
    for (const kind of ['orders', 'sales-by-day']) {
      const url = (query: string) => `/api/export/${kind}.csv?${query}`;
      const cases: [string, string][] = [
        ['from=2025-04-30&to=2025-04-01', EXPORT_MESSAGES.reversed],
        ['from=2025-02-30&to=2025-03-01', EXPORT_MESSAGES.badDate('from')],
        ['from=2025-02-01&to=2025-13-01', EXPORT_MESSAGES.badDate('to')],
        ['from=2024-04-01&to=2025-04-02', EXPORT_MESSAGES.tooLong],
      ];
      for (const [query, message] of cases) {
        const res = await get(url(query), admin.headers);
        expect(res.statusCode, query).toBe(400);
        expect(res.json()).toMatchObject({ success: false, error: true, message });
      }
      const missing = await get(url('from=2025-04-01'), admin.headers);
      expect(missing.statusCode).toBe(400);
      expect(missing.json().message).toBe('End date is required.');
      const malformed = await get(url('from=1%2F4%2F2025&to=2025-04-30'), admin.headers);
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json().message).toBe('Start date must be a date written YYYY-MM-DD.');
      // A whole financial year, leap day included, is one export.
      expect((await get(url('from=2023-04-01&to=2024-03-31'), admin.headers)).statusCode).toBe(200);
    }
  });

  it('export orders a line per row, by store-time-zone day, escaped against formulas', async () => {
    const admin = await signedInUser(ctx, { role: 'ADMIN' });
    const buyer = await signedInUser(ctx, { name: '=HYPERLINK("http://evil.test","Refund")' });
    const product = await insertProduct(ctx.db, { name: 'Export LUT' });
    const other = await insertProduct(ctx.db, { name: 'Export Preset' });
    const name = 'Cinematic "Teal", Orange\nLUT pack';
    // 00:30 on 1 April in Asia/Kolkata (still 31 March in UTC): April.
    const firstApril = await insertOrder({
      userId: buyer.id,
      productId: product.id,
      productName: name,
      status: 'PAID',
      createdAt: '2025-03-31T19:00:00Z',
      email: '@attacker@example.com',
    });
    // 23:59:59 on 31 March in Asia/Kolkata: March.
    const lastMarch = await insertOrder({
      userId: buyer.id,
      productId: product.id,
      productName: 'March pack',
      status: 'PAID',
      createdAt: '2025-03-31T18:29:59Z',
    });
    // 23:59 on 30 April IST: April; 00:00 on 1 May IST: May.
    const lastApril = await insertOrder({
      userId: buyer.id,
      productId: other.id,
      productName: 'Pending pack',
      status: 'PENDING',
      createdAt: '2025-04-30T18:29:00Z',
    });
    await insertOrder({
      userId: buyer.id,
      productId: other.id,
      productName: 'May pack',
      status: 'PAID',
      createdAt: '2025-04-30T18:30:00Z',
    });

    const res = await get('/api/export/orders.csv?from=2025-04-01&to=2025-04-30', admin.headers);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="orders-2025-04-01-to-2025-04-30.csv"',
    );
    expect(res.headers['cache-control']).toBe('no-store');
    const rows = records(res.body);
    expect(rows.map((r) => r['Order ID'])).toEqual([firstApril, lastApril]);
    expect(rows[0]).toMatchObject({
      'Order date': '2025-04-01 00:30:00',
      'Paid at': '2025-04-01 00:30:00',
      Status: 'PAID',
      'Buyer name': `'=HYPERLINK("http://evil.test","Refund")`,
      'Buyer e-mail': "'@attacker@example.com",
      Product: name,
      Quantity: '1',
      'Line amount (₹)': '449',
      'Order total (₹)': '449',
      'Payment ID': expect.stringMatching(/^pay_/),
    });
    expect(rows[1]).toMatchObject({ Status: 'PENDING', 'Paid at': '', 'Payment ID': '' });
    // The raw bytes: quotes doubled, the formula quoted as text, CRLF row ends.
    expect(res.body).toContain(`"'=HYPERLINK(""http://evil.test"",""Refund"")"`);
    expect(res.body).toContain('"Cinematic ""Teal"", Orange\nLUT pack"');
    expect(res.body.split('\r\n')).toHaveLength(4);

    const march = records(
      (await get('/api/export/orders.csv?from=2025-03-01&to=2025-03-31', admin.headers)).body,
    );
    expect(march.map((r) => r['Order ID'])).toEqual([lastMarch]);
    expect(march[0]!['Order date']).toBe('2025-03-31 23:59:59');

    const paidOnly = records(
      (await get('/api/export/orders.csv?from=2025-04-01&to=2025-04-30&status=PAID', admin.headers))
        .body,
    );
    expect(paidOnly.map((r) => r['Order ID'])).toEqual([firstApril]);

    // Nothing in range: the header alone.
    const empty = await get('/api/export/orders.csv?from=2020-01-01&to=2020-01-31', admin.headers);
    expect(empty.statusCode).toBe(200);
    expect(records(empty.body)).toEqual([]);
  });

  it("export a paid order's GSTR-1 columns: invoice number and date, GSTIN, place of supply, tax", async () => {
    const admin = await signedInUser(ctx, { role: 'ADMIN' });
    const buyer = await signedInUser(ctx);
    const product = await insertProduct(ctx.db, { name: 'GST LUT' });
    const orderId = await insertOrder({
      userId: buyer.id,
      productId: product.id,
      productName: 'GST LUT',
      status: 'PAID',
      createdAt: '2025-06-10T06:00:00Z',
      amount: 1180,
    });
    // A business buyer in Karnataka (29) buying from a Maharashtra (27) seller: IGST.
    await ctx.pool.query(
      `update orders set buyer_gstin = '29AAGCB7383J1Z4', buyer_business_name = 'Blue Films',
                         place_of_supply = '29' where order_id = $1`,
      [orderId],
    );
    const [row] = (await ctx.pool.query('select id from orders where order_id = $1', [orderId]))
      .rows;
    const number = await ctx.db.transaction(async (tx) => {
      await issueInvoice(tx, row.id, {
        legalName: 'EditKaro Assets Private Limited',
        address: '12 MG Road, Pune 411001',
        stateCode: '27',
        gstin: '27AAPFU0939F1ZV',
        ratePercent: 18,
        sacCode: '998439',
      });
      const issued = await tx.execute<{ number: string }>(
        sql`select number from tax_documents where order_id = ${row.id}`,
      );
      return issued.rows[0]!.number;
    });
    const rows = records(
      (await get('/api/export/orders.csv?from=2025-06-01&to=2025-06-30', admin.headers)).body,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      'Order ID': orderId,
      'Invoice number': number,
      'Document type': 'TAX_INVOICE',
      'Buyer GSTIN': '29AAGCB7383J1Z4',
      'Place of supply': '29',
      'GST rate (%)': '18',
      // ₹1,180 including 18 % GST: ₹1,000 taxable and ₹180 IGST.
      'Taxable value (₹)': '1000.00',
      'CGST (₹)': '0.00',
      'SGST (₹)': '0.00',
      'IGST (₹)': '180.00',
    });
    expect(rows[0]!['Invoice date']).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  it('export sales by store-time-zone day, days without sales as 0', async () => {
    const admin = await signedInUser(ctx, { role: 'ADMIN' });
    const buyer = await signedInUser(ctx);
    const product = await insertProduct(ctx.db, { name: 'Sales LUT' });
    const order = (createdAt: string, amount: number, status: 'PAID' | 'BLOCKED' = 'PAID') =>
      insertOrder({
        userId: buyer.id,
        productId: product.id,
        productName: 'x',
        status,
        createdAt,
        amount,
      });
    // 2 June IST: 00:10 and 23:50; 1 June 23:59 IST; 4 June a blocked order (not a sale).
    await order('2026-06-01T18:40:00Z', 500);
    await order('2026-06-02T18:20:00Z', 250);
    await order('2026-06-01T18:29:00Z', 99);
    await order('2026-06-04T06:00:00Z', 800, 'BLOCKED');

    const res = await get(
      '/api/export/sales-by-day.csv?from=2026-06-01&to=2026-06-04',
      admin.headers,
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="sales-by-day-2026-06-01-to-2026-06-04.csv"',
    );
    expect(records(res.body)).toEqual([
      { Date: '2026-06-01', 'Paid orders': '1', 'Gross sales (₹)': '99' },
      { Date: '2026-06-02', 'Paid orders': '2', 'Gross sales (₹)': '750' },
      { Date: '2026-06-03', 'Paid orders': '0', 'Gross sales (₹)': '0' },
      { Date: '2026-06-04', 'Paid orders': '0', 'Gross sales (₹)': '0' },
    ]);
  });

  it('export every user with their paid orders', async () => {
    const admin = await signedInUser(ctx, { role: 'ADMIN' });
    const buyer = await signedInUser(ctx, { name: 'Ananya Iyer' });
    const product = await insertProduct(ctx.db, { name: 'Users LUT' });
    for (const status of ['PAID', 'PAID', 'PENDING'] as const) {
      await insertOrder({
        userId: buyer.id,
        productId: product.id,
        productName: 'x',
        status,
        createdAt: '2026-01-10T10:00:00Z',
        amount: 300,
      });
    }
    const res = await get('/api/export/users.csv', admin.headers);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="users-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const rows = records(res.body);
    expect(rows.find((r) => r['E-mail'] === buyer.email)).toMatchObject({
      Name: 'Ananya Iyer',
      Role: 'USER',
      Status: 'active',
      'Paid orders': '2',
      'Total paid (₹)': '600',
    });
    expect(rows.find((r) => r['E-mail'] === admin.email)).toMatchObject({
      Role: 'ADMIN',
      'Paid orders': '0',
    });
  });
});

describe('an export whose query fails at once', () => {
  it('answers an error instead of an empty 200 and gives its connection back', async () => {
    // The routes alone, on a zone PostgreSQL does not know: the query fails on its first row.
    const app = Fastify({ logger: false });
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    // Under the prefix app.ts gives them: each route's path comes from the route table.
    await app.register(exportRoutes, {
      prefix: '/api/export',
      pool: ctx.pool,
      timeZone: 'Not/AZone',
      maxRunning: 1,
    });
    try {
      for (let i = 0; i < 2; i++) {
        // Twice with room for one: the first one's slot was freed (not a 429).
        const res = await app.inject({ method: 'GET', url: '/api/export/users.csv' });
        expect(res.statusCode).toBe(500);
        expect(res.headers['content-disposition']).toBeUndefined();
      }
      // Destroyed, not returned to the pool: its backend goes away.
      const open = async () =>
        (
          await ctx.pool.query(
            'select count(*)::int as n from pg_stat_activity where application_name = $1',
            [EXPORT_APPLICATION_NAME],
          )
        ).rows[0].n;
      await expect.poll(open).toBe(0);
    } finally {
      await app.close();
    }
  });
});
