import { randomInt } from 'node:crypto';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.js';
import {
  paymentSimulatorOrders as orders,
  paymentSimulatorPayments as payments,
  paymentSimulatorRefunds as refunds,
} from '#server/db/schema/index.js';
import { refundLimitProblem, refundRequestProblem } from './refund-rules.js';
import {
  type CreateRefundInput,
  PaymentProviderError,
  type ProviderRefund,
  type ProviderRefundStatus,
} from './types.js';

const rejected = (refusal: { code: string; message: string }) =>
  new PaymentProviderError('rejected', `Cashfree: ${refusal.message}`, 400, refusal.code);

type RefundRow = typeof refunds.$inferSelect;

const toRefund = (row: RefundRow): ProviderRefund => ({
  orderId: row.orderId,
  refundId: row.refundId,
  providerRefundId: row.providerRefundId,
  amount: row.amount,
  status: row.status as ProviderRefundStatus,
  statusDescription: row.status === 'SUCCESS' ? 'Refund processed successfully' : '',
  arn: row.status === 'SUCCESS' ? `SIMARN${row.providerRefundId.slice(-8)}` : null,
  createdAt: row.createdAt.toISOString(),
  processedAt: row.status === 'SUCCESS' ? row.createdAt.toISOString() : null,
});

/**
 * The simulator's refunds (decision 0044): Cashfree's rules (amount, window, a reused
 * refund_id answers the same refund), checked under the simulated order's row lock so two
 * refunds at once cannot together exceed the payment. They succeed at once.
 */
export function createSimulatorRefunds(db: Database, now: () => Date = () => new Date()) {
  return {
    async create(input: CreateRefundInput): Promise<ProviderRefund> {
      const problem = refundRequestProblem(input);
      if (problem) throw rejected(problem);
      return db.transaction(async (tx) => {
        const [order] = await tx
          .select({ status: orders.status })
          .from(orders)
          .where(eq(orders.orderId, input.orderId))
          .for('update');
        if (!order) {
          throw new PaymentProviderError(
            'rejected',
            'Cashfree: order not found',
            404,
            'order_not_found',
          );
        }
        const [existing] = await tx
          .select()
          .from(refunds)
          .where(eq(refunds.refundId, input.refundId));
        if (existing) return toRefund(existing);
        const [payment] = await tx
          .select({ amount: payments.amount, time: payments.time })
          .from(payments)
          .where(and(eq(payments.orderId, input.orderId), eq(payments.status, 'SUCCESS')))
          .orderBy(desc(payments.time))
          .limit(1);
        if (order.status !== 'PAID' || !payment) {
          throw rejected({
            code: 'order_not_paid',
            message: 'refunds are possible on paid orders only',
          });
        }
        const [earlier] = await tx
          .select({ sum: sql<string>`coalesce(sum(${refunds.amount}), 0)` })
          .from(refunds)
          .where(and(eq(refunds.orderId, input.orderId), sql`${refunds.status} <> 'CANCELLED'`));
        const limit = refundLimitProblem({
          amount: input.amount,
          paidAmount: payment.amount,
          refundedBefore: Number(earlier?.sum ?? 0),
          paidAt: payment.time,
          now: now(),
        });
        if (limit) throw rejected(limit);
        const [row] = await tx
          .insert(refunds)
          .values({
            refundId: input.refundId,
            orderId: input.orderId,
            providerRefundId: `${Date.now()}${String(randomInt(100_000)).padStart(5, '0')}`,
            amount: input.amount,
            note: input.note,
            status: 'SUCCESS',
          })
          .returning();
        return toRefund(row!);
      });
    },

    async find(orderId: string, refundId: string): Promise<ProviderRefund | null> {
      const [row] = await db
        .select()
        .from(refunds)
        .where(and(eq(refunds.orderId, orderId), eq(refunds.refundId, refundId)));
      return row ? toRefund(row) : null;
    },
  };
}
