import { randomBytes, randomInt } from 'node:crypto';
import type { Database } from '#server/db/client.js';
import { loadOrCreateSharedSecret } from '#server/lib/secrets.js';
import { createSimulatorRefunds } from './simulator-refunds.js';
import { createSimulatorStore, type SimulatedOrder } from './simulator-store.js';
import { type SimulatedWebhook, simulatedWebhook } from './simulator-webhook.js';
import type { CreateOrderInput, PaymentProvider, ProviderPayment } from './types.js';

export type { SimulatedOrder } from './simulator-store.js';

export interface SimulatorOutcome {
  order: SimulatedOrder;
  payment: ProviderPayment;
  /** Where the shopper's browser goes next, as Cashfree would send it. */
  returnUrl: string;
  /** The webhook Cashfree would post: raw body and headers, signed as Cashfree signs. */
  webhook: SimulatedWebhook;
}

export interface PaymentSimulator extends PaymentProvider {
  /** The order behind a checkout session, for the simulator page; null when unknown or expired. */
  findSession(paymentSessionId: string): Promise<SimulatedOrder | null>;
  /** The shopper pressed Pay or Fail on the simulator page; null when the session is not payable. */
  complete(paymentSessionId: string, outcome: 'pay' | 'fail'): Promise<SimulatorOutcome | null>;
}

/** Cashfree's `cf_payment_id` is a long decimal number. */
const paymentId = () => `${Date.now()}${String(randomInt(1_000_000)).padStart(6, '0')}`;

/**
 * The built-in stand-in for Cashfree (DESIGN §5): the same order and payment shapes, a
 * checkout page of our own (`/pay/simulator`) with Pay and Fail, and webhooks signed exactly
 * as Cashfree signs them. Its orders and payments live in PostgreSQL, so every instance
 * serves any session and a restart loses nothing (docs/decisions/0027). It signs with
 * `webhookSecret` when given (CASHFREE_SECRET_KEY), else with a secret the database shares,
 * read on first use: building the app never waits on the database.
 */
export function createPaymentSimulator(options: {
  db: Database;
  webhookSecret?: string;
}): PaymentSimulator {
  const store = createSimulatorStore(options.db);
  const refunds = createSimulatorRefunds(options.db);
  let secret = options.webhookSecret;
  // A failed read (database down) is not kept: the next webhook tries again.
  const webhookSecret = async () => {
    secret ??= await loadOrCreateSharedSecret(options.db, 'payment-simulator');
    return secret;
  };

  return {
    name: 'simulator',
    checkoutMode: 'simulator',
    webhookSecret,

    async createOrder(input: CreateOrderInput) {
      // Checkouts bound the table: each removes a batch of long-gone orders first.
      await store.purgeOld();
      // Idempotent on the order id, as Cashfree is on its idempotency key.
      return store.insertOrder({
        orderId: input.orderId,
        amount: input.amount,
        currency: input.currency,
        paymentSessionId: `session_sim_${randomBytes(24).toString('base64url')}`,
        returnUrl: input.returnUrl.replace('{order_id}', encodeURIComponent(input.orderId)),
        customerEmail: input.customerEmail,
        customerPhone: input.customerPhone,
      });
    },

    getOrder: (orderId) => store.findOrder(orderId),

    getPayments: (orderId) => store.listPayments(orderId),

    createRefund: (input) => refunds.create(input),

    getRefund: (orderId, refundId) => refunds.find(orderId, refundId),

    async findSession(paymentSessionId) {
      const order = await store.findBySession(paymentSessionId);
      return order && order.status !== 'EXPIRED' ? order : null;
    },

    async complete(paymentSessionId, outcome) {
      // Read first: an attempt is only recorded when its webhook can be signed.
      const secret = await webhookSecret();
      const recorded = await store.recordAttempt(paymentSessionId, (order) => {
        if (order.status === 'EXPIRED') return null;
        // Pay on an order already paid is refused as a failed attempt, as a second
        // payment of one order cannot succeed.
        const paid = outcome === 'pay' && order.status !== 'PAID';
        return {
          paymentId: paymentId(),
          amount: order.amount,
          currency: order.currency,
          status: paid ? 'SUCCESS' : 'FAILED',
          message: paid ? 'Simulated payment successful' : 'Simulated payment failed',
          time: new Date().toISOString(),
        };
      });
      if (!recorded) return null;
      const { order, payment } = recorded;
      return {
        order,
        payment,
        returnUrl: order.returnUrl,
        webhook: simulatedWebhook(secret, order, payment),
      };
    },
  };
}
