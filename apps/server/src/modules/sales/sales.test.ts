import { salesReplySchema } from '@store/contract/sales';
import { describe, expect, it } from 'vitest';
import { newId } from '#server/db/ids.js';
import { signedInUser } from '#server/test-support/auth.js';
import { useTestApp } from '#server/test-support/test-app.js';

const ctx = useTestApp();

const getSales = (headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url: '/api/order/sales', headers });

async function insertOrder(
  userId: string,
  status: 'PAID' | 'PENDING' | 'BLOCKED',
  totalAmt: number,
  paidAt: string | null,
) {
  const orderId = `ORD_SALES_${newId()}`;
  await ctx.pool.query(
    `insert into orders (id, order_id, user_id, payment_status, provider, sub_total_amt, total_amt,
                         customer_email, customer_phone, paid_at)
     values ($1, $2, $3, $4, 'simulator', $5, $5, 'buyer@example.com', '9876543210', $6)`,
    [newId(), orderId, userId, status, totalAmt, paidAt],
  );
  return orderId;
}

describe('GET /api/order/sales', () => {
  it('is for admins only', async () => {
    expect((await getSales()).statusCode).toBe(401);
    const shopper = await signedInUser(ctx);
    const res = await getSales(shopper.headers);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ success: false, error: true });
  });

  it('returns an empty map when nothing has been paid', async () => {
    const admin = await signedInUser(ctx, { role: 'ADMIN' });
    const res = await getSales(admin.headers);
    expect(res.statusCode).toBe(200);
    const reply = salesReplySchema.parse(res.json());
    expect(reply).toMatchObject({ success: true, error: false, data: {}, summary: {} });
  });

  it('buckets paid orders by day in the store time zone and leaves out PENDING and BLOCKED', async () => {
    const admin = await signedInUser(ctx, { role: 'ADMIN' });
    const buyer = await signedInUser(ctx);
    // 10:00 and 20:00 IST on 15 March 2025: the same day.
    const morning = await insertOrder(buyer.id, 'PAID', 500, '2025-03-15T04:30:00Z');
    const evening = await insertOrder(buyer.id, 'PAID', 250, '2025-03-15T14:30:00Z');
    // 31 March in UTC, 1 April (00:30) in Asia/Kolkata.
    const midnight = await insertOrder(buyer.id, 'PAID', 1000, '2025-03-31T19:00:00Z');
    // Another year.
    const lastYear = await insertOrder(buyer.id, 'PAID', 99, '2024-12-31T10:00:00Z');
    // Not sales.
    await insertOrder(buyer.id, 'PENDING', 700, null);
    await insertOrder(buyer.id, 'BLOCKED', 800, '2025-03-15T05:00:00Z');

    const res = await getSales(admin.headers);
    expect(res.statusCode).toBe(200);
    const { data, summary } = salesReplySchema.parse(res.json());

    expect(Object.keys(data).sort()).toEqual(['2024', '2025']);
    expect(Object.keys(data['2025']!).sort()).toEqual(['3', '4']);
    expect(Object.keys(data['2025']!['3']!)).toEqual(['15']);
    expect(data['2025']!['3']!['15']).toEqual({
      totalSales: 750,
      sales: [
        { orderId: morning, totalAmt: 500, paidAt: '2025-03-15T04:30:00.000Z' },
        { orderId: evening, totalAmt: 250, paidAt: '2025-03-15T14:30:00.000Z' },
      ],
    });
    expect(data['2025']!['4']).toEqual({
      '1': {
        totalSales: 1000,
        sales: [{ orderId: midnight, totalAmt: 1000, paidAt: '2025-03-31T19:00:00.000Z' }],
      },
    });
    expect(data['2024']).toEqual({
      '12': {
        '31': {
          totalSales: 99,
          sales: [{ orderId: lastYear, totalAmt: 99, paidAt: '2024-12-31T10:00:00.000Z' }],
        },
      },
    });
    expect(summary).toEqual({
      '2024': { revenue: 99, orders: 1, gross: 99, refunds: 0, net: 99 },
      '2025': { revenue: 1750, orders: 3, gross: 1750, refunds: 0, net: 1750 },
    });
  });

  it('gives gross, refunds and net per year: refunds count when they succeeded, pending ones not', async () => {
    const admin = await signedInUser(ctx, { role: 'ADMIN' });
    const buyer = await signedInUser(ctx);
    const paid = await insertOrder(buyer.id, 'PAID', 1000, '2023-06-10T06:00:00Z');
    const refund = (status: string, paise: number, processedAt: string | null) =>
      ctx.pool.query(
        `insert into refunds (id, order_id, refund_id, request_key, amount_paise, reason, status,
                              processed_at)
         select $1, id, $2, gen_random_uuid(), $3, 'Test', $4, $5 from orders where order_id = $6`,
        [newId(), `rf_${newId()}`, paise, status, processedAt, paid],
      );
    await refund('SUCCESS', 40_000, '2023-07-01T06:00:00Z');
    await refund('PENDING', 10_000, null);
    await refund('CANCELLED', 20_000, '2023-07-02T06:00:00Z');
    // 00:30 on 1 January 2023 in the store's zone (31 December in UTC): counts in 2023.
    await refund('SUCCESS', 5_000, '2022-12-31T19:00:00Z');

    const { summary } = salesReplySchema.parse((await getSales(admin.headers)).json());
    expect(summary['2023']).toEqual({
      revenue: 1000,
      orders: 1,
      gross: 1000,
      refunds: 450,
      net: 550,
    });
  });
});
