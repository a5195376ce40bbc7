import { ORDER_MESSAGES, type PaymentStatus } from '@store/contract/order';
import { z } from 'zod';
import type { Database } from '#server/db/client.js';
import {
  BadRequestError,
  ConflictError,
  DomainError,
  NotFoundError,
  UnauthorizedError,
} from '#server/lib/errors.js';
import {
  checkWebhookSignature,
  type PaymentProvider,
  type ProviderPaymentStatus,
} from '#server/platform/payments/index.js';
import { createOrderRepository } from './repository.js';
import { matchesOrder, type Settlement } from './settlement.js';

/** Cashfree's payment webhook body (INTEGRATIONS.md), as far as the store reads it. */
const webhookSchema = z.object({
  type: z.string(),
  data: z.object({
    order: z.object({
      order_id: z.string().min(1).max(64),
      order_amount: z.number(),
      order_currency: z.string(),
    }),
    payment: z.object({
      cf_payment_id: z.union([z.string(), z.number()]).transform(String),
      payment_status: z.string(),
      payment_amount: z.number(),
      payment_currency: z.string(),
    }),
  }),
});

export class ProviderUnavailableError extends DomainError {
  constructor() {
    super(503, 'The payment provider could not confirm this payment yet; please retry.');
  }
}

export interface WebhookRequest {
  rawBody: Buffer;
  headers: Record<string, string | string[] | undefined>;
}

const header = (headers: WebhookRequest['headers'], name: string) => {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
};

/**
 * `POST /api/order/payment-webhook` (DESIGN §5): the signature and its timestamp are checked
 * on the raw bytes before anything is parsed; then the order id, amount and currency must
 * match the order; a success is confirmed with the provider before the order is marked
 * PAID. Every event is recorded once (deduplicated on the provider's payment id and status).
 * Replays, duplicates and out-of-order deliveries change nothing twice.
 */
export function createWebhookHandler(
  db: Database,
  provider: PaymentProvider,
  settlement: Settlement,
  options: {
    toleranceMs: number;
    now?: () => number;
    /** A verified REFUND_STATUS_WEBHOOK goes here (decision 0044). */
    onRefundEvent?: (json: unknown) => Promise<{
      orderId: string;
      payment_status: PaymentStatus;
      changed: boolean;
    }>;
  },
) {
  const orders = createOrderRepository(db);
  const now = options.now ?? Date.now;

  return async function handleWebhook(request: WebhookRequest) {
    const problem = checkWebhookSignature({
      secret: await provider.webhookSecret(),
      rawBody: request.rawBody,
      signature: header(request.headers, 'x-webhook-signature'),
      timestamp: header(request.headers, 'x-webhook-timestamp'),
      now: now(),
      toleranceMs: options.toleranceMs,
    });
    if (problem === 'missing') throw new UnauthorizedError('The webhook signature is missing.');
    if (problem === 'stale' || problem === 'malformed-timestamp') {
      throw new UnauthorizedError('The webhook timestamp is outside the allowed window.');
    }
    if (problem) throw new UnauthorizedError('The webhook signature is not valid.');

    let json: unknown;
    try {
      json = JSON.parse(request.rawBody.toString('utf8'));
    } catch {
      throw new BadRequestError('The webhook body is not valid JSON.');
    }
    // Refund events are signed and delivered like payment ones (INTEGRATIONS.md "Refunds").
    if (
      (json as { type?: unknown } | null)?.type === 'REFUND_STATUS_WEBHOOK' &&
      options.onRefundEvent
    ) {
      return options.onRefundEvent(json);
    }
    const parsed = webhookSchema.safeParse(json);
    if (!parsed.success) throw new BadRequestError('The webhook body is not a payment event.');
    const { order: remote, payment } = parsed.data.data;

    const order = await orders.findByOrderId(remote.order_id);
    if (!order) throw new NotFoundError(ORDER_MESSAGES.orderNotFound);
    const amountMatches =
      matchesOrder(order, payment.payment_amount, payment.payment_currency) &&
      matchesOrder(order, remote.order_amount, remote.order_currency);

    const status = payment.payment_status as ProviderPaymentStatus;
    if (status !== 'SUCCESS' || !amountMatches) {
      await orders.recordEvent({
        orderDbId: order.id,
        providerPaymentId: payment.cf_payment_id,
        source: 'webhook',
        eventType: parsed.data.type,
        paymentStatus: amountMatches ? status : `${status}_AMOUNT_MISMATCH`,
        amount: Math.round(payment.payment_amount),
        payload: json,
      });
      if (!amountMatches) {
        throw new ConflictError('The payment amount does not match the order.');
      }
      if (status === 'FAILED' && order.status === 'PENDING') {
        // Confirmed with the provider, which marks the order FAILED only when no success
        // is held and the latest attempt failed. Unreachable now: reconcile does it later.
        const result = await settlement.settle(order, 'webhook').catch(() => null);
        if (result) {
          return { orderId: order.orderId, payment_status: result.status, changed: false };
        }
      }
      return { orderId: order.orderId, payment_status: order.status, changed: false };
    }

    // Only SUCCESS is final; confirm it with the provider before fulfilling.
    let result: Awaited<ReturnType<Settlement['settle']>>;
    try {
      result = await settlement.settle(order, 'webhook');
    } catch {
      throw new ProviderUnavailableError();
    }
    if (!result.paid && order.status !== 'BLOCKED') {
      throw new ConflictError('The payment provider does not confirm this payment.');
    }
    return { orderId: order.orderId, payment_status: result.status, changed: result.changed };
  };
}
