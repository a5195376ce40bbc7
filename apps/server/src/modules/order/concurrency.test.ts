import { createOrderReplySchema } from '@store/contract/order';
import { describe, expect, it } from 'vitest';
import type { PaymentSimulator } from '#server/platform/payments/index.js';
import { type SignedInUser, signedInUser } from '#server/test-support/auth.js';
import { insertProduct } from '#server/test-support/fixtures.js';
import { addToCart, createOrder, verify } from '#server/test-support/orders.js';
import { useTestApp } from '#server/test-support/test-app.js';
import { findEntitlement } from './entitlement.js';

const ctx = useTestApp();
const SHOPPERS = 200;

describe('200 concurrent checkouts with concurrent webhooks and verifies', () => {
  it('ends every order in exactly one correct state with exactly the right entitlements', async () => {
    const products = [];
    for (let i = 0; i < 5; i++) {
      products.push(
        await insertProduct(ctx.db, {
          name: `Load Pack ${i}`,
          price: 100 + i * 50,
          discount: i * 5,
        }),
      );
    }
    const shoppers: { user: SignedInUser; productIds: string[]; pays: boolean }[] = [];
    for (let i = 0; i < SHOPPERS; i++) {
      const user = await signedInUser(ctx);
      const productIds = [products[i % 5]!.id, ...(i % 3 === 0 ? [products[(i + 1) % 5]!.id] : [])];
      await addToCart(ctx, user, productIds);
      shoppers.push({ user, productIds, pays: i % 4 !== 0 });
    }

    // Every shopper presses Pay at once (some twice).
    const created = await Promise.all(
      shoppers.flatMap((s, i) => [
        createOrder(ctx, s.user),
        ...(i % 10 === 0 ? [createOrder(ctx, s.user)] : []),
      ]),
    );
    expect(created.every((res) => res.statusCode === 200)).toBe(true);
    const orders = new Map<string, { paymentSessionId: string; orderId: string }>();
    for (const res of created) {
      const { data } = createOrderReplySchema.parse(res.json());
      orders.set(data.orderId, data);
    }
    expect(orders.size).toBe(SHOPPERS);
    const byUser = new Map<string, string>();
    const { rows: owners } = await ctx.pool.query<{ order_id: string; user_id: string }>(
      'select order_id, user_id from orders',
    );
    for (const row of owners) byUser.set(row.user_id, row.order_id);
    expect(byUser.size).toBe(SHOPPERS);

    // Each pays or fails at the provider; then its webhooks (three deliveries each, the
    // failed attempt too) and two verifies arrive all at once, for every order together.
    const simulator = ctx.app.payments as PaymentSimulator;
    const attempts = await Promise.all(
      shoppers.map(async (shopper) => {
        const order = orders.get(byUser.get(shopper.user.id)!)!;
        const hooks = [(await simulator.complete(order.paymentSessionId, 'fail'))!];
        if (shopper.pays) hooks.push((await simulator.complete(order.paymentSessionId, 'pay'))!);
        return { shopper, order, hooks };
      }),
    );
    const deliveries: Promise<{ statusCode: number }>[] = [];
    for (const { shopper, order, hooks } of attempts) {
      for (const hook of hooks) {
        for (let n = 0; n < 3; n++) {
          deliveries.push(
            ctx.app.inject({
              method: 'POST',
              url: '/api/order/payment-webhook',
              headers: hook.webhook.headers,
              payload: hook.webhook.rawBody,
            }),
          );
        }
      }
      deliveries.push(
        verify(ctx, shopper.user, order.orderId),
        verify(ctx, shopper.user, order.orderId),
      );
    }
    const replies = await Promise.all(deliveries);
    expect(replies.filter((r) => r.statusCode !== 200)).toEqual([]);

    const { rows } = await ctx.pool.query<{
      user_id: string;
      payment_status: string;
      transitions: number;
    }>(`
      select o.user_id, o.payment_status,
             (select count(*)::int from order_transitions t where t.order_id = o.id) as transitions
      from orders o`);
    expect(rows).toHaveLength(SHOPPERS);
    for (const row of rows) {
      const shopper = shoppers.find((s) => s.user.id === row.user_id)!;
      expect([row.payment_status, row.transitions]).toEqual(
        // A shopper whose only attempt failed: FAILED once, however many deliveries raced.
        shopper.pays ? ['PAID', 1] : ['FAILED', 1],
      );
    }
    for (const shopper of shoppers) {
      for (const product of products) {
        const entitled = (await findEntitlement(ctx.db, shopper.user.id, product.id)) !== null;
        expect(entitled).toBe(shopper.pays && shopper.productIds.includes(product.id));
      }
    }
  }, 120_000); // 200 shoppers signed up and paying: ~10 s alone, three times that when loaded
});
