import { randomBytes } from 'node:crypto';
import { webhookSignature } from './signature.js';
import type { SimulatedOrder } from './simulator-store.js';
import type { ProviderPayment } from './types.js';

export interface SimulatedWebhook {
  rawBody: string;
  headers: Record<string, string>;
}

/**
 * The payment webhook Cashfree would post for this attempt (INTEGRATIONS.md): its body shape,
 * its headers, and its signature over the timestamp and the raw body.
 */
export function simulatedWebhook(
  secret: string,
  order: SimulatedOrder,
  payment: ProviderPayment,
): SimulatedWebhook {
  const paid = payment.status === 'SUCCESS';
  const rawBody = JSON.stringify({
    type: paid ? 'PAYMENT_SUCCESS_WEBHOOK' : 'PAYMENT_FAILED_WEBHOOK',
    event_time: payment.time,
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
        payment_time: payment.time,
        bank_reference: paid ? randomBytes(6).toString('base64url') : null,
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
  const timestamp = String(Date.now());
  return {
    rawBody,
    headers: {
      'content-type': 'application/json',
      'x-webhook-signature': webhookSignature(secret, timestamp, rawBody),
      'x-webhook-timestamp': timestamp,
      'x-webhook-version': '2025-01-01',
      'x-webhook-attempt': '1',
      'x-idempotency-key': `${payment.paymentId}-${payment.status}`,
    },
  };
}
