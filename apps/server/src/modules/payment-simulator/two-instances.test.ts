import { orderListReplySchema } from '@store/contract/order';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase } from '#server/db/client.js';
import type { PaymentSimulator } from '#server/platform/payments/index.js';
import { signedInUser } from '#server/test-support/auth.js';
import { createTestDatabase, type TestDatabase } from '#server/test-support/database.js';
import {
  checkout,
  orderStatus,
  simulatorComplete,
  twoProducts,
} from '#server/test-support/orders.js';
import {
  startTestApp,
  type TestContext,
  type TestInstance,
} from '#server/test-support/test-app.js';

/**
 * Two store instances on one database, each with a pool and a data directory of its own, as
 * behind a load balancer (issue 14 point 5: `/pay/simulator` answered 404 on the other
 * instance, and after a restart the simulator's orders stayed PENDING). No job queue: the
 * test runs reconciliation itself, when it wants it.
 */
let database: TestDatabase;
/** Each running instance with the pool it owns. */
const running = new Map<TestInstance, ReturnType<typeof createDatabase>>();

async function startInstance(): Promise<TestInstance> {
  const own = createDatabase(database.connectionString, { max: 5, applicationName: 'store-test' });
  const instance = await startTestApp(
    { connectionString: database.connectionString, ...own },
    {},
    { jobs: false },
  ).catch(async (err: unknown) => {
    await own.close();
    throw err;
  });
  running.set(instance, own);
  return instance;
}

async function stopInstance(instance: TestInstance) {
  const pool = running.get(instance);
  running.delete(instance);
  await instance.close();
  await pool?.close();
}

let a: TestInstance;
let b: TestInstance;

beforeAll(async () => {
  database = await createTestDatabase();
  [a, b] = await Promise.all([startInstance(), startInstance()]);
});

afterAll(async () => {
  for (const instance of [...running.keys()]) await stopInstance(instance);
  await database?.drop();
});

const openPage = (ctx: TestContext, session: string) =>
  ctx.app.inject({ method: 'GET', url: `/pay/simulator?payment_session_id=${session}` });

describe('the payment simulator behind a load balancer', () => {
  it('a checkout made on A is opened and paid on B: the webhook verifies and A sees it PAID', async () => {
    const user = await signedInUser(a.context);
    const { lut, preset } = await twoProducts(a.context);
    const order = await checkout(a.context, user, [lut.id, preset.id]);

    const page = await openPage(b.context, order.paymentSessionId);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(order.orderId);
    expect(page.body).toContain('₹1,299');

    const paid = await simulatorComplete(b.context, order.paymentSessionId, 'pay');
    expect(paid.statusCode).toBe(303);
    // The return URL A gave when it created the order.
    expect(paid.headers.location).toBe(
      `http://localhost:${a.context.config.port}/cashfree?order_id=${order.orderId}`,
    );
    expect(await orderStatus(a.context, order.orderId)).toBe('PAID');
    // Paid by B's webhook (signature verified), not by a later verify or reconciliation.
    const { rows } = await a.context.pool.query(
      `select t.actor_kind, e.source, e.payment_status
       from orders o join order_transitions t on t.order_id = o.id
         join payment_events e on e.order_id = o.id
       where o.order_id = $1`,
      [order.orderId],
    );
    expect(rows).toEqual([{ actor_kind: 'webhook', source: 'webhook', payment_status: 'SUCCESS' }]);

    const list = orderListReplySchema.parse(
      (
        await a.context.app.inject({
          method: 'GET',
          url: '/api/order/order-list',
          headers: user.headers,
        })
      ).json(),
    );
    expect(list.data.map((row) => [row.orderId, row.payment_status])).toEqual([
      [order.orderId, 'PAID'],
      [order.orderId, 'PAID'],
    ]);
    // A shows the session paid too.
    expect((await openPage(a.context, order.paymentSessionId)).body).toContain('<dd>PAID</dd>');
  });

  it('a webhook B signs is accepted by A: both sign and verify with the one shared secret', async () => {
    const user = await signedInUser(b.context);
    const { lut } = await twoProducts(b.context, ' shared secret');
    const order = await checkout(b.context, user, [lut.id]);
    const simulator = b.context.app.payments as PaymentSimulator;
    const { webhook } = (await simulator.complete(order.paymentSessionId, 'pay'))!;

    const delivered = await a.context.app.inject({
      method: 'POST',
      url: '/api/order/payment-webhook',
      headers: webhook.headers,
      payload: webhook.rawBody,
    });
    expect(delivered.statusCode).toBe(200);
    expect(delivered.json().data).toMatchObject({ payment_status: 'PAID', changed: true });
    const { rows } = await a.context.pool.query(
      `select count(*)::int as count from signing_keys where purpose = 'payment-simulator'`,
    );
    expect(rows).toEqual([{ count: 1 }]);
  });

  it('after a restart the session is still served, and reconciliation settles a payment whose webhook was lost', async () => {
    const user = await signedInUser(a.context);
    const lost = await checkout(a.context, user, [
      (await twoProducts(a.context, ' lost webhook')).lut.id,
    ]);
    const later = await checkout(a.context, user, [
      (await twoProducts(a.context, ' after restart')).lut.id,
    ]);
    // Paid at the provider, but its webhook never reaches the store.
    const simulator = a.context.app.payments as PaymentSimulator;
    expect((await simulator.complete(lost.paymentSessionId, 'pay'))?.payment.status).toBe(
      'SUCCESS',
    );
    expect(await orderStatus(a.context, lost.orderId)).toBe('PENDING');

    await stopInstance(a);
    const restarted = (await startInstance()).context;

    const page = await openPage(restarted, later.paymentSessionId);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(later.orderId);
    expect((await simulatorComplete(restarted, later.paymentSessionId, 'pay')).statusCode).toBe(
      303,
    );
    expect(await orderStatus(restarted, later.orderId)).toBe('PAID');

    // What the reconcile job runs every minute, on whichever instance takes it.
    const result = await restarted.app.orderSettlement.reconcile({ olderThanMs: 0 });
    expect(result).toMatchObject({ paid: 1, failed: 0 });
    expect(await orderStatus(restarted, lost.orderId)).toBe('PAID');
    const { rows } = await restarted.pool.query(
      `select t.actor_kind from orders o join order_transitions t on t.order_id = o.id
       where o.order_id = $1`,
      [lost.orderId],
    );
    expect(rows).toEqual([{ actor_kind: 'reconcile' }]);
  });
});
