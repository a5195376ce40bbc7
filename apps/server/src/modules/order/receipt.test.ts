import { describe, expect, it, vi } from 'vitest';
import { JOBS } from '#server/platform/jobs/index.js';
import { signedInUser } from '#server/test-support/auth.js';
import { checkout, simulatorComplete, twoProducts } from '#server/test-support/orders.js';
import { useTestSmtp } from '#server/test-support/smtp.js';
import { useTestApp } from '#server/test-support/test-app.js';
import { receiptMail, TEST_PAYMENT_NOTE } from './receipt.js';

const smtp = useTestSmtp();
const ctx = useTestApp(() => ({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://store.example.in' }));

describe('receipt e-mail', () => {
  it('sends the buyer one receipt with the order id, items, amounts in ₹ and download links', async () => {
    const buyer = await signedInUser(ctx, { name: 'Asha <b>Rao</b>' });
    const { lut, preset } = await twoProducts(ctx);
    const order = await checkout(ctx, buyer, [lut.id, preset.id]);
    await simulatorComplete(ctx, order.paymentSessionId, 'pay');

    const mail = await smtp.waitFor((m) => m.subject.includes(order.orderId), 10_000);
    expect(mail.envelopeTo).toEqual(['buyer@example.com']);
    expect(mail.subject).toBe(`Your receipt for order ${order.orderId}`);
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain(order.orderId);
      expect(part).toContain('Teal Orange LUT');
      expect(part).toContain('₹849');
      expect(part).toContain('₹450');
      expect(part).toContain('₹1,299');
      expect(part).toContain(`https://store.example.in/api/download/${lut.id}`);
      expect(part).toContain(`https://store.example.in/api/download/${preset.id}`);
      // The simulator took the payment: the receipt says no real money moved.
      expect(part).toContain(TEST_PAYMENT_NOTE);
    }
    // The name is text, never markup; the drive link itself is never mailed.
    expect(mail.html).toContain('Asha &lt;b&gt;Rao&lt;/b&gt;');
    expect(mail.raw).not.toContain('drive.example.com');

    // A repeated job (a retry after a lost acknowledgement) sends nothing more.
    const rows = await vi.waitFor(async () => {
      const result = await ctx.pool.query(
        'select id, receipt_sent_at from orders where order_id = $1',
        [order.orderId],
      );
      expect(result.rows[0].receipt_sent_at).not.toBeNull();
      return result.rows;
    });
    await ctx.app.jobQueue!.send(JOBS.receiptEmail, { orderDbId: rows[0].id });
    await ctx.app.jobQueue!.send(JOBS.receiptEmail, { orderDbId: rows[0].id });
    // Wait until the queue has run all three receipt jobs of this order (pg-boss's own table),
    // then count the mails.
    await vi.waitFor(
      async () => {
        const jobs = await ctx.pool.query<{ state: string }>(
          `select state from pgboss.job where name = $1 and data->>'orderDbId' = $2`,
          [JOBS.receiptEmail, rows[0].id],
        );
        expect(jobs.rows.map((job) => job.state)).toEqual(['completed', 'completed', 'completed']);
      },
      { timeout: 15_000, interval: 100 },
    );
    expect(smtp.received.filter((m) => m.subject.includes(order.orderId))).toHaveLength(1);
  });
});

describe('receipt of a real payment', () => {
  it('carries no test-payment note', () => {
    const order = {
      id: 'o1',
      orderId: 'EKA_1_abc',
      email: 'buyer@example.com',
      name: 'Asha',
      totalAmt: 849,
      paymentId: 'cf_1',
      items: [{ productId: 'p1', name: 'Teal Orange LUT', amount: 849 }],
    };
    const real = receiptMail(order, 'https://store.example.in');
    expect(real.text).not.toContain(TEST_PAYMENT_NOTE);
    expect(real.html).not.toContain(TEST_PAYMENT_NOTE);
    const test = receiptMail(order, 'https://store.example.in', { testPayments: true });
    expect(test.text).toContain(TEST_PAYMENT_NOTE);
  });
});
