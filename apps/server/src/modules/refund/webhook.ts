import type { PaymentStatus } from '@store/contract/order';
import { z } from 'zod';
import type { Database } from '#server/db/client.js';
import { BadRequestError, ConflictError, DomainError, NotFoundError } from '#server/lib/errors.js';
import { PaymentProviderError } from '#server/platform/payments/index.js';
import { refundRepository } from './repository.js';
import type { RefundService } from './service.js';

/** Cashfree's refund status webhook (INTEGRATIONS.md "Refunds"), as far as we read it. */
const refundWebhookSchema = z.object({
  type: z.literal('REFUND_STATUS_WEBHOOK'),
  data: z.object({
    refund: z.object({
      refund_id: z.string().min(3).max(40),
      order_id: z.string().min(1).max(64),
      refund_status: z.string(),
    }),
  }),
});

class RefundUnconfirmedError extends DomainError {
  constructor() {
    super(503, 'The payment provider could not confirm this refund yet; please retry.');
  }
}

/**
 * A REFUND_STATUS_WEBHOOK whose signature the payment webhook route has already checked
 * (the same check, on the raw bytes). Its word is not acted on: the refund is read back
 * from the provider (GET) and that status applied, once.
 */
export function createRefundWebhookHandler(db: Database, refunds: RefundService) {
  return async function handleRefundWebhook(
    json: unknown,
  ): Promise<{ orderId: string; payment_status: PaymentStatus; changed: boolean }> {
    const parsed = refundWebhookSchema.safeParse(json);
    if (!parsed.success) throw new BadRequestError('The webhook body is not a refund event.');
    const { refund_id, order_id } = parsed.data.data.refund;
    const order = await refundRepository.orderOfRefund(db, refund_id);
    if (!order) throw new NotFoundError('Refund not found.');
    if (order.order_id !== order_id) {
      throw new ConflictError('The refund does not belong to that order.');
    }
    let changed: boolean;
    try {
      ({ changed } = await refunds.confirm(refund_id));
    } catch (err) {
      if (err instanceof PaymentProviderError) throw new RefundUnconfirmedError();
      throw err;
    }
    return { orderId: order.order_id, payment_status: order.payment_status, changed };
  };
}
