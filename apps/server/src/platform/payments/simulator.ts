import { randomBytes } from 'node:crypto';
import { webhookSignature } from './signature.js';
import type { CreateOrderInput, PaymentProvider, ProviderOrder, ProviderPayment } from './types.js';

export interface SimulatedOrder extends ProviderOrder {
  returnUrl: string;
  customerEmail: string;
  customerPhone: string;
  payments: ProviderPayment[];
}

export interface SimulatorOutcome {
  order: SimulatedOrder;
  payment: ProviderPayment;
  /** Where the shopper's browser goes next, as Cashfree would send it. */
  returnUrl: string;
  /** The webhook Cashfree would post: raw body and headers, signed as Cashfree signs. */
  webhook: { rawBody: string; headers: Record<string, string> };
}

export interface PaymentSimulator extends PaymentProvider {
  /** The order behind a checkout session, for the simulator page; null when unknown. */
  findSession(paymentSessionId: string): SimulatedOrder | null;
  /** The shopper pressed Pay or Fail on the simulator page. */
  complete(paymentSessionId: string, outcome: 'pay' | 'fail'): SimulatorOutcome | null;
}

const token = (bytes: number) => randomBytes(bytes).toString('base64url');

/**
 * The built-in stand-in for Cashfree (DESIGN §5): the same order and payment shapes, a
 * checkout page of our own (`/pay/simulator`) with Pay and Fail, and webhooks signed exactly
 * as Cashfree signs them. It keeps its orders in memory: after a restart it knows none, and
 * their store orders stay PENDING (as with a real provider that lost them).
 */
export function createPaymentSimulator(options: {
  webhookSecret: string;
  now?: () => number;
}): PaymentSimulator {
  const now = options.now ?? Date.now;
  const orders = new Map<string, SimulatedOrder>();
  const sessions = new Map<string, string>();
  const snapshot = (order: SimulatedOrder): ProviderOrder => ({
    orderId: order.orderId,
    amount: order.amount,
    currency: order.currency,
    status: order.status,
    paymentSessionId: order.paymentSessionId,
  });

  return {
    name: 'simulator',
    checkoutMode: 'simulator',
    webhookSecret: options.webhookSecret,

    async createOrder(input: CreateOrderInput) {
      // Idempotent on the order id, as Cashfree is on its idempotency key.
      const existing = orders.get(input.orderId);
      if (existing) return snapshot(existing);
      const order: SimulatedOrder = {
        orderId: input.orderId,
        amount: input.amount,
        currency: input.currency,
        status: 'ACTIVE',
        paymentSessionId: `session_sim_${token(24)}`,
        returnUrl: input.returnUrl.replace('{order_id}', encodeURIComponent(input.orderId)),
        customerEmail: input.customerEmail,
        customerPhone: input.customerPhone,
        payments: [],
      };
      orders.set(order.orderId, order);
      sessions.set(order.paymentSessionId, order.orderId);
      return snapshot(order);
    },

    async getOrder(orderId) {
      const order = orders.get(orderId);
      return order ? snapshot(order) : null;
    },

    async getPayments(orderId) {
      return [...(orders.get(orderId)?.payments ?? [])];
    },

    findSession(paymentSessionId) {
      const orderId = sessions.get(paymentSessionId);
      return orderId ? (orders.get(orderId) ?? null) : null;
    },

    complete(paymentSessionId, outcome) {
      const orderId = sessions.get(paymentSessionId);
      const order = orderId ? orders.get(orderId) : undefined;
      if (!order) return null;
      const paid = outcome === 'pay' && order.status !== 'PAID';
      const time = new Date(now()).toISOString();
      const payment: ProviderPayment = {
        paymentId: `${now()}${Math.floor(Math.random() * 1e6)}`,
        orderId: order.orderId,
        amount: order.amount,
        currency: order.currency,
        status: paid ? 'SUCCESS' : 'FAILED',
        message: paid ? 'Simulated payment successful' : 'Simulated payment failed',
        time,
      };
      order.payments.push(payment);
      if (paid) order.status = 'PAID';

      const rawBody = JSON.stringify({
        type: paid ? 'PAYMENT_SUCCESS_WEBHOOK' : 'PAYMENT_FAILED_WEBHOOK',
        event_time: time,
        data: {
          order: {
            order_id: order.orderId,
            order_amount: order.amount,
            order_currency: order.currency,
            order_tags: null,
          },
          payment: {
            cf_payment_id: payment.paymentId,
            payment_status: payment.status,
            payment_amount: payment.amount,
            payment_currency: payment.currency,
            payment_message: payment.message,
            payment_time: time,
            bank_reference: paid ? token(6) : null,
            payment_group: 'upi',
            payment_method: { upi: { channel: 'collect', upi_id: 'shopper@simulator' } },
          },
          customer_details: {
            customer_email: order.customerEmail,
            customer_phone: order.customerPhone,
          },
          ...(paid
            ? {}
            : {
                error_details: {
                  error_description: 'Simulated failure',
                  error_reason: 'simulated',
                },
              }),
        },
      });
      const timestamp = String(now());
      return {
        order,
        payment,
        returnUrl: order.returnUrl,
        webhook: {
          rawBody,
          headers: {
            'content-type': 'application/json',
            'x-webhook-signature': webhookSignature(options.webhookSecret, timestamp, rawBody),
            'x-webhook-timestamp': timestamp,
            'x-webhook-version': '2025-01-01',
            'x-webhook-attempt': '1',
            'x-idempotency-key': `${payment.paymentId}-${payment.status}`,
          },
        },
      };
    },
  };
}
