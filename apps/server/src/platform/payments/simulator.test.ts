import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase } from '#server/db/client.js';
import { paymentSimulatorOrders, paymentSimulatorPayments } from '#server/db/schema/index.js';
import { createTestDatabase, type TestDatabase } from '#server/test-support/database.js';
import { checkWebhookSignature } from './signature.js';
import { createPaymentSimulator, type PaymentSimulator } from './simulator.js';
import type { SimulatedWebhook } from './simulator-webhook.js';

/**
 * The simulator's state is in PostgreSQL: two simulators on one database are two instances
 * (or one before and after a restart), each with its own pool.
 */
let database: TestDatabase;
let other: ReturnType<typeof createDatabase>;
let a: PaymentSimulator;
let b: PaymentSimulator;

beforeAll(async () => {
  database = await createTestDatabase();
  other = createDatabase(database.connectionString, { max: 3 });
  a = createPaymentSimulator({ db: database.db });
  b = createPaymentSimulator({ db: other.db });
});

afterAll(async () => {
  await other?.close();
  await database?.drop();
});

const newOrder = (amount = 849) => ({
  orderId: `EKA_${Date.now()}_${randomBytes(4).toString('hex')}`,
  amount,
  currency: 'INR' as const,
  customerId: 'user_1',
  customerPhone: '9876543210',
  customerEmail: 'buyer@example.com',
  returnUrl: 'https://store.test/cashfree?order_id={order_id}',
  idempotencyKey: '5f0c6f7e-8a3b-4c1d-9e2f-0a1b2c3d4e5f',
});

/** What the store's webhook route would find wrong with this delivery, keyed with `secret`. */
const signatureProblem = (webhook: SimulatedWebhook, secret: string) =>
  checkWebhookSignature({
    secret,
    rawBody: Buffer.from(webhook.rawBody),
    signature: webhook.headers['x-webhook-signature'],
    timestamp: webhook.headers['x-webhook-timestamp'],
    now: Date.now(),
    toleranceMs: 60_000,
  });

describe('payment simulator state in PostgreSQL', () => {
  it('an order created on one instance is served, paid and reported by the other', async () => {
    const input = newOrder();
    const created = await a.createOrder(input);
    expect(created).toMatchObject({ orderId: input.orderId, amount: 849, status: 'ACTIVE' });
    expect(created.paymentSessionId).toMatch(/^session_sim_[A-Za-z0-9_-]{32}$/);
    // Idempotent on the order id, on either instance.
    expect(await b.createOrder(input)).toEqual(created);

    const session = await b.findSession(created.paymentSessionId);
    expect(session).toMatchObject({
      orderId: input.orderId,
      status: 'ACTIVE',
      returnUrl: `https://store.test/cashfree?order_id=${input.orderId}`,
    });

    const failed = await b.complete(created.paymentSessionId, 'fail');
    const paid = await a.complete(created.paymentSessionId, 'pay');
    expect([failed?.payment.status, paid?.payment.status]).toEqual(['FAILED', 'SUCCESS']);
    expect(paid?.returnUrl).toBe(session?.returnUrl);

    expect(await b.getOrder(input.orderId)).toEqual({ ...created, status: 'PAID' });
    const payments = await b.getPayments(input.orderId);
    expect(payments).toEqual([failed!.payment, paid!.payment]);
    expect(payments[1]).toMatchObject({ amount: 849, currency: 'INR', orderId: input.orderId });
    expect(await a.getOrder('EKA_0_unknown')).toBeNull();
    expect(await a.getPayments('EKA_0_unknown')).toEqual([]);
    expect(await a.findSession('session_sim_unknown')).toBeNull();
    expect(await a.complete('session_sim_unknown', 'pay')).toBeNull();
  });

  it('keeps amounts with paise exact', async () => {
    const input = newOrder(170.5);
    const created = await a.createOrder(input);
    const paid = await b.complete(created.paymentSessionId, 'pay');
    expect(paid?.webhook.rawBody).toContain('"payment_amount":170.5,');
    expect((await a.getPayments(input.orderId))[0]?.amount).toBe(170.5);
  });

  it('two instances pressing Pay at once make one successful payment', async () => {
    const input = newOrder();
    const { paymentSessionId } = await a.createOrder(input);
    const outcomes = await Promise.all([
      a.complete(paymentSessionId, 'pay'),
      b.complete(paymentSessionId, 'pay'),
      a.complete(paymentSessionId, 'pay'),
    ]);
    expect(outcomes.map((o) => o?.payment.status).sort()).toEqual(['FAILED', 'FAILED', 'SUCCESS']);
    const payments = await a.getPayments(input.orderId);
    expect(payments.filter((p) => p.status === 'SUCCESS')).toHaveLength(1);
    expect(new Set(payments.map((p) => p.paymentId)).size).toBe(3);
  });

  it('an order past its expiry reads EXPIRED, and its session can no longer be opened or paid', async () => {
    const input = newOrder();
    const { paymentSessionId } = await a.createOrder(input);
    await database.db
      .update(paymentSimulatorOrders)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(sql`${paymentSimulatorOrders.orderId} = ${input.orderId}`);
    expect((await b.getOrder(input.orderId))?.status).toBe('EXPIRED');
    expect(await b.findSession(paymentSessionId)).toBeNull();
    expect(await b.complete(paymentSessionId, 'pay')).toBeNull();
    expect(await b.getPayments(input.orderId)).toEqual([]);
  });

  it('checkouts purge orders older than a month, a batch at a time, with their payments', async () => {
    const recent = newOrder();
    await a.createOrder(recent);
    await database.db
      .update(paymentSimulatorOrders)
      .set({ createdAt: sql`now() - interval '29 days'` })
      .where(sql`${paymentSimulatorOrders.orderId} = ${recent.orderId}`);
    const old = Array.from({ length: 130 }, (_, i) => ({
      orderId: `EKA_old_${i}`,
      paymentSessionId: `session_sim_old_${i}`,
      amount: 100,
      currency: 'INR',
      returnUrl: 'https://store.test/cashfree',
      customerEmail: 'old@example.com',
      customerPhone: '9876543210',
      createdAt: sql`now() - interval '31 days'`,
      expiresAt: sql`now() - interval '30 days'`,
    }));
    await database.db.insert(paymentSimulatorOrders).values(old);
    await database.db.insert(paymentSimulatorPayments).values({
      orderId: 'EKA_old_0',
      attempt: 1,
      paymentId: '1000000000001',
      amount: 100,
      currency: 'INR',
      status: 'SUCCESS',
      message: 'old',
      time: new Date(Date.now() - 31 * 86_400_000),
    });

    const countOld = async () => {
      const { rows } = await database.pool.query<{ orders: number; payments: number }>(
        `select (select count(*)::int from payment_simulator_orders
                  where order_id like 'EKA_old_%') as orders,
                (select count(*)::int from payment_simulator_payments
                  where order_id like 'EKA_old_%') as payments`,
      );
      return rows[0];
    };
    await b.createOrder(newOrder());
    expect(await countOld()).toEqual({ orders: 30, payments: 0 });
    await a.createOrder(newOrder());
    expect(await countOld()).toEqual({ orders: 0, payments: 0 });
    // Younger than a month: kept, and the store can still settle it.
    expect(await b.getOrder(recent.orderId)).not.toBeNull();
  });
});

describe('the simulator’s webhook secret', () => {
  it('is one secret every instance reads from the database, and it signs as Cashfree signs', async () => {
    const [secretA, secretB] = await Promise.all([a.webhookSecret(), b.webhookSecret()]);
    expect(secretA).toBe(secretB);
    expect(secretA.length).toBeGreaterThanOrEqual(32);
    const { rows } = await database.pool.query(
      `select secret from signing_keys where purpose = 'payment-simulator'`,
    );
    expect(rows).toEqual([{ secret: secretA }]);

    // A restarted instance reads the same one.
    const restarted = createPaymentSimulator({ db: other.db });
    expect(await restarted.webhookSecret()).toBe(secretA);
    const { paymentSessionId } = await restarted.createOrder(newOrder());
    const { webhook } = (await restarted.complete(paymentSessionId, 'pay'))!;
    expect(signatureProblem(webhook, secretA)).toBeNull();
    expect(signatureProblem(webhook, 'another-secret-another-secret-xx')).toBe('mismatch');
  });

  it('is CASHFREE_SECRET_KEY when that is set', async () => {
    const key = 'cashfree-secret-key-cashfree-secret';
    const simulator = createPaymentSimulator({ db: database.db, webhookSecret: key });
    expect(await simulator.webhookSecret()).toBe(key);
    const { paymentSessionId } = await simulator.createOrder(newOrder());
    const { webhook } = (await simulator.complete(paymentSessionId, 'fail'))!;
    expect(signatureProblem(webhook, key)).toBeNull();
  });
});

describe('simulator refunds (decision 0044)', () => {
  async function paidOrder(amount = 849) {
    const input = newOrder(amount);
    const created = await a.createOrder(input);
    await a.complete(created.paymentSessionId, 'pay');
    return input.orderId;
  }
  const refund = (orderId: string, refundId: string, amount: number) => ({
    orderId,
    refundId,
    amount,
    note: 'Customer asked',
    idempotencyKey: '6f0c6f7e-8a3b-4c1d-9e2f-0a1b2c3d4e5f',
  });

  it('refunds at once, answers the same refund for a reused refund_id, on either instance', async () => {
    const orderId = await paidOrder();
    const first = await a.createRefund(refund(orderId, `rf_${orderId}_1`, 400));
    expect(first).toMatchObject({ orderId, amount: 400, status: 'SUCCESS' });
    expect(first.arn).toBeTruthy();
    expect(await b.createRefund(refund(orderId, `rf_${orderId}_1`, 400))).toEqual(first);
    expect(await b.getRefund(orderId, `rf_${orderId}_1`)).toEqual(first);
    expect(await a.getRefund(orderId, 'rf_missing')).toBeNull();
  });

  it('refuses more than was paid less earlier refunds, and unpaid orders', async () => {
    const orderId = await paidOrder(849);
    await a.createRefund(refund(orderId, `rf_${orderId}_a`, 449));
    await expect(a.createRefund(refund(orderId, `rf_${orderId}_b`, 400.01))).rejects.toMatchObject({
      kind: 'rejected',
      status: 400,
      code: 'refund_amount_invalid',
    });
    expect(await a.createRefund(refund(orderId, `rf_${orderId}_c`, 400))).toMatchObject({
      status: 'SUCCESS',
    });
    const unpaid = newOrder();
    await a.createOrder(unpaid);
    await expect(
      a.createRefund(refund(unpaid.orderId, `rf_${unpaid.orderId}`, 1)),
    ).rejects.toMatchObject({ code: 'order_not_paid' });
    await expect(a.createRefund(refund(orderId, 'x', 1))).rejects.toMatchObject({
      code: 'refund_id_invalid',
    });
  });

  it('refuses a refund more than six months after the payment', async () => {
    const orderId = await paidOrder();
    await database.db.execute(
      sql`update payment_simulator_payments set payment_time = now() - interval '6 months 1 day'
          where order_id = ${orderId}`,
    );
    await expect(a.createRefund(refund(orderId, `rf_${orderId}_old`, 10))).rejects.toMatchObject({
      code: 'refund_window_expired',
    });
  });

  it('two refunds at once on two instances cannot together exceed the payment', async () => {
    const orderId = await paidOrder(849);
    const results = await Promise.allSettled([
      a.createRefund(refund(orderId, `rf_${orderId}_x`, 600)),
      b.createRefund(refund(orderId, `rf_${orderId}_y`, 600)),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
  });
});
