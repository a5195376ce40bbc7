import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeCashfree, startFakeCashfree } from '#server/test-support/fake-cashfree.js';
import { createCashfreeProvider } from './cashfree.js';
import { checkWebhookSignature, webhookSignature } from './signature.js';
import { PaymentProviderError } from './types.js';

let fake: FakeCashfree;
beforeAll(async () => {
  fake = await startFakeCashfree();
});
afterAll(() => fake.close());

const provider = (overrides: { secretKey?: string; timeoutMs?: number } = {}) =>
  createCashfreeProvider({
    appId: fake.appId,
    secretKey: overrides.secretKey ?? fake.secretKey,
    env: 'sandbox',
    baseUrl: fake.url,
    timeoutMs: overrides.timeoutMs ?? 2_000,
  });

/** One UUID per order id, as checkout keeps one with each order. */
const keys = new Map<string, string>();
const keyFor = (orderId: string) => {
  if (!keys.has(orderId)) keys.set(orderId, randomUUID());
  return keys.get(orderId)!;
};

const input = (orderId: string) => ({
  orderId,
  amount: 1299,
  currency: 'INR' as const,
  customerId: '01JXYZCUSTOMER',
  customerPhone: '9876543210',
  customerEmail: 'buyer@example.com',
  customerName: 'Asha Rao',
  returnUrl: 'http://localhost:3000/cashfree?order_id={order_id}',
  notifyUrl: 'http://localhost:3000/api/order/payment-webhook',
  idempotencyKey: keyFor(orderId),
});

describe('Cashfree adapter against the local fake', () => {
  it('creates an order with the documented headers and body and reads it back', async () => {
    const created = await provider().createOrder(input('EKA_1_create'));
    expect(created).toMatchObject({
      orderId: 'EKA_1_create',
      amount: 1299,
      currency: 'INR',
      status: 'ACTIVE',
    });
    expect(created.paymentSessionId).toMatch(/^session_/);
    const request = fake.requests.find((r) => r.method === 'POST')!;
    expect(request.headers).toMatchObject({
      'x-client-id': fake.appId,
      'x-api-version': '2025-01-01',
      'x-idempotency-key': keyFor('EKA_1_create'),
    });
    // An http notify_url is refused by Cashfree, so it is not sent.
    expect(request.body).toMatchObject({
      order_amount: 1299,
      order_currency: 'INR',
      customer_details: { customer_id: '01JXYZCUSTOMER', customer_phone: '9876543210' },
      order_meta: { return_url: 'http://localhost:3000/cashfree?order_id={order_id}' },
    });
    expect((request.body as { order_meta: object }).order_meta).not.toHaveProperty('notify_url');
    expect(await provider().getOrder('EKA_1_create')).toEqual(created);
    expect(await provider().getOrder('EKA_1_missing')).toBeNull();
  });

  it('is safe to retry: the same key gives the same order, an existing id is read back', async () => {
    const first = await provider().createOrder(input('EKA_2_retry'));
    expect(await provider().createOrder(input('EKA_2_retry'))).toEqual(first);
    const otherKey = { ...input('EKA_2_retry'), idempotencyKey: randomUUID() };
    expect(await provider().createOrder(otherKey)).toEqual(first);
  });

  it('is refused a key that is not a UUID, as the API documents', async () => {
    for (const idempotencyKey of ['01JXYZORDERROWID00000000000', 'key-EKA_4', '']) {
      const call = provider().createOrder({ ...input('EKA_4_badkey'), idempotencyKey });
      if (idempotencyKey === '') {
        // No key at all is allowed (the header is optional), just not safe to retry.
        await expect(call).resolves.toMatchObject({ orderId: 'EKA_4_badkey' });
        continue;
      }
      await expect(call).rejects.toMatchObject({
        kind: 'rejected',
        status: 400,
        code: 'x-idempotency-key_invalid',
      });
    }
    expect(fake.orders.has('EKA_4_badkey')).toBe(true);
  });

  it('maps error replies: 4xx rejected, 5xx, 429, timeouts and garbage unknown', async () => {
    await expect(
      provider({ secretKey: 'wrong' }).createOrder(input('EKA_3_auth')),
    ).rejects.toMatchObject({
      kind: 'rejected',
      status: 401,
    });
    await expect(
      provider().createOrder({ ...input('EKA_3_phone'), customerPhone: '123' }),
    ).rejects.toMatchObject({
      kind: 'rejected',
      status: 400,
      code: 'customer_details.customer_phone_invalid',
    });

    fake.failNext('/orders', { status: 500 });
    await expect(provider().createOrder(input('EKA_3_500'))).rejects.toMatchObject({
      kind: 'unknown',
      status: 500,
    });
    fake.failNext('/orders', {
      status: 429,
      body: { message: 'Too many requests', code: 'rate_limit', type: 'rate_limit_error' },
    });
    await expect(provider().getOrder('EKA_3_500')).rejects.toMatchObject({
      kind: 'unknown',
      status: 429,
    });
    fake.failNext('/orders', { status: 200, body: { unexpected: true } });
    await expect(provider().getOrder('EKA_3_500')).rejects.toBeInstanceOf(PaymentProviderError);
    fake.failNext('/orders', 'hang');
    await expect(
      provider({ timeoutMs: 200 }).createOrder(input('EKA_3_hang')),
    ).rejects.toMatchObject({
      kind: 'unknown',
      message: expect.stringContaining('timed out'),
    });
  });

  it('lists the payments of an order', async () => {
    await provider().createOrder(input('EKA_4_pay'));
    fake.pay('EKA_4_pay', { status: 'FAILED' });
    const { paymentId } = fake.pay('EKA_4_pay');
    const payments = await provider().getPayments('EKA_4_pay');
    expect(payments.map((p) => p.status)).toEqual(['FAILED', 'SUCCESS']);
    expect(payments[1]).toMatchObject({ paymentId, amount: 1299, currency: 'INR' });
    expect((await provider().getOrder('EKA_4_pay'))?.status).toBe('PAID');
  });
});

describe('webhook signature', () => {
  const secret = 'test-secret';
  const body = Buffer.from('{"data":{"order":{"order_amount":170.00}}}');
  const now = 1_760_000_000_000;
  const signature = webhookSignature(secret, String(now), body);
  const check = (overrides: Partial<Parameters<typeof checkWebhookSignature>[0]>) =>
    checkWebhookSignature({
      secret,
      rawBody: body,
      signature,
      timestamp: String(now),
      now,
      toleranceMs: 300_000,
      ...overrides,
    });

  it('accepts the exact bytes within the window and nothing else', () => {
    expect(check({})).toBeNull();
    expect(check({ now: now + 299_000 })).toBeNull();
    expect(check({ rawBody: Buffer.from('{"data":{"order":{"order_amount":170}}}') })).toBe(
      'mismatch',
    );
    expect(check({ secret: 'other' })).toBe('mismatch');
    expect(check({ signature: 'short' })).toBe('mismatch');
    expect(check({ now: now + 301_000 })).toBe('stale');
    expect(check({ now: now - 301_000 })).toBe('stale');
    expect(check({ timestamp: 'yesterday' })).toBe('malformed-timestamp');
    expect(check({ signature: undefined })).toBe('missing');
  });
});

describe('Cashfree refunds against the local fake (decision 0044)', () => {
  async function paidOrder(orderId: string) {
    await provider().createOrder(input(orderId));
    fake.pay(orderId);
  }
  const refund = (orderId: string, refundId: string, amount: number) => ({
    orderId,
    refundId,
    amount,
    note: 'Asked by the buyer',
    idempotencyKey: randomUUID(),
  });

  it('posts the documented body and reads the refund back by its id', async () => {
    await paidOrder('EKA_5_refund');
    const made = await provider().createRefund(refund('EKA_5_refund', 'rf_EKA_5_1', 450));
    expect(made).toMatchObject({
      orderId: 'EKA_5_refund',
      refundId: 'rf_EKA_5_1',
      amount: 450,
      status: 'SUCCESS',
    });
    const request = fake.requests.findLast((r) => r.method === 'POST')!;
    expect(request.path).toBe('/orders/EKA_5_refund/refunds');
    expect(request.body).toEqual({
      refund_amount: 450,
      refund_id: 'rf_EKA_5_1',
      refund_note: 'Asked by the buyer',
      refund_speed: 'STANDARD',
    });
    expect(request.headers['x-idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(await provider().getRefund('EKA_5_refund', 'rf_EKA_5_1')).toEqual(made);
    expect(await provider().getRefund('EKA_5_refund', 'rf_EKA_5_none')).toBeNull();
    // The same refund_id (a retry with a new key) refunds once.
    expect(await provider().createRefund(refund('EKA_5_refund', 'rf_EKA_5_1', 450))).toEqual(made);
    expect(fake.orders.get('EKA_5_refund')!.refunds).toHaveLength(1);
  });

  it('refuses over-refunds, late refunds and bad ids with Cashfree’s error shape', async () => {
    await paidOrder('EKA_6_over');
    await provider().createRefund(refund('EKA_6_over', 'rf_EKA_6_1', 1000));
    await expect(
      provider().createRefund(refund('EKA_6_over', 'rf_EKA_6_2', 299.01)),
    ).rejects.toMatchObject({ kind: 'rejected', status: 400, code: 'refund_amount_invalid' });
    await expect(provider().createRefund(refund('EKA_6_over', 'rf', 1))).rejects.toMatchObject({
      kind: 'rejected',
      code: 'refund_id_invalid',
    });

    await provider().createOrder(input('EKA_6_old'));
    fake.pay('EKA_6_old', { time: new Date(Date.now() - 190 * 86_400_000) });
    await expect(
      provider().createRefund(refund('EKA_6_old', 'rf_EKA_6_old', 10)),
    ).rejects.toMatchObject({ kind: 'rejected', code: 'refund_window_expired' });
  });

  it('can answer PENDING and settle later with a signed REFUND_STATUS_WEBHOOK', async () => {
    await paidOrder('EKA_7_pending');
    fake.refundOutcome = 'PENDING';
    try {
      const made = await provider().createRefund(refund('EKA_7_pending', 'rf_EKA_7', 100));
      expect(made.status).toBe('PENDING');
      const webhook = fake.settleRefund('EKA_7_pending', 'rf_EKA_7', 'SUCCESS');
      expect(JSON.parse(webhook.rawBody)).toMatchObject({
        type: 'REFUND_STATUS_WEBHOOK',
        data: { refund: { refund_id: 'rf_EKA_7', refund_status: 'SUCCESS' } },
      });
      expect(
        checkWebhookSignature({
          secret: fake.secretKey,
          rawBody: Buffer.from(webhook.rawBody),
          signature: webhook.headers['x-webhook-signature'],
          timestamp: webhook.headers['x-webhook-timestamp'],
          now: Date.now(),
          toleranceMs: 60_000,
        }),
      ).toBeNull();
      expect((await provider().getRefund('EKA_7_pending', 'rf_EKA_7'))?.status).toBe('SUCCESS');
    } finally {
      fake.refundOutcome = 'SUCCESS';
    }
  });
});
