import type { Database, Tx } from '../../db/client.js';
import type { PaymentProvider, ProviderPayment } from '../../platform/payments/index.js';
import { createCartRepository } from '../cart/repository.js';
import { redeemCoupon } from '../coupon/redemption.js';
import { createOrderRepository, type OrderHead } from './repository.js';

export type SettleSource = 'webhook' | 'verify' | 'reconcile';

export interface SettleResult {
  /** The order is PAID after this call (whoever paid it). */
  paid: boolean;
  /** This call moved it to PAID. */
  changed: boolean;
  /** The provider's status of the latest payment attempt, null when none was made. */
  lastPaymentStatus: string | null;
}

/**
 * Confirms an order with the provider and, when the provider holds a successful payment of
 * exactly the order's amount and currency, marks it PAID in one transaction: the event is
 * recorded, the state moves PENDING → PAID at most once, the paid products leave the cart.
 * Webhooks, the return page's verify and the reconcile job all come through here; whichever
 * arrives first wins and the others change nothing. Provider errors propagate (the order
 * stays PENDING).
 */
export function createSettlement(
  db: Database,
  provider: PaymentProvider,
  onPaid: (order: OrderHead) => void,
  /** Runs in the paying transaction once the order is PAID: issues its invoice. */
  issueInvoice: (tx: Tx, orderDbId: string) => Promise<unknown> = async () => undefined,
) {
  const orders = createOrderRepository(db);

  async function settle(order: OrderHead, source: SettleSource): Promise<SettleResult> {
    if (order.status !== 'PENDING') {
      return { paid: order.status === 'PAID', changed: false, lastPaymentStatus: null };
    }
    const remote = await provider.getOrder(order.orderId);
    if (!remote) return { paid: false, changed: false, lastPaymentStatus: null };
    const payments = await provider.getPayments(order.orderId);
    const latest = latestPayment(payments);
    const success = payments.find(
      (p) => p.status === 'SUCCESS' && matchesOrder(order, p.amount, p.currency),
    );
    if (remote.status !== 'PAID' || !success) {
      return { paid: false, changed: false, lastPaymentStatus: latest?.status ?? null };
    }
    const changed = await markPaid(order, success, source, { payments });
    return { paid: true, changed, lastPaymentStatus: success.status };
  }

  async function markPaid(
    order: OrderHead,
    payment: ProviderPayment,
    source: SettleSource,
    payload: unknown,
  ): Promise<boolean> {
    const changed = await db.transaction(async (tx) => {
      const inTx = createOrderRepository(tx);
      await inTx.recordEvent({
        orderDbId: order.id,
        providerPaymentId: payment.paymentId,
        source,
        eventType: 'PAYMENT_SUCCESS',
        paymentStatus: payment.status,
        amount: Math.round(payment.amount),
        payload,
      });
      const from = await inTx.transition(
        order.id,
        ['PENDING'],
        'PAID',
        { kind: source, note: `payment ${payment.paymentId}` },
        payment.paymentId,
      );
      if (!from) return false;
      // The coupon's use is counted in the same transaction that marks the order PAID.
      await redeemCoupon(tx, order.id);
      await createCartRepository(tx).removeProducts(order.userId, await inTx.productIds(order.id));
      // In the same transaction: no number without a payment (invoiceIssuer: a failed issue
      // never undoes the payment; the reconcile job issues it later).
      await issueInvoice(tx, order.id);
      return true;
    });
    if (changed) onPaid(order);
    return changed;
  }

  return {
    settle,
    markPaid,
    /** Settles PENDING orders the shopper left (closed tab, lost webhook): the periodic job. */
    async reconcile(options: { olderThanMs?: number; limit?: number } = {}) {
      const due = await orders.pendingForReconcile(
        options.olderThanMs ?? 60_000,
        options.limit ?? 100,
      );
      let paid = 0;
      let failed = 0;
      for (const order of due) {
        try {
          if ((await settle(order, 'reconcile')).changed) paid += 1;
        } catch {
          failed += 1; // Provider unavailable: the next run tries again.
        }
      }
      return { checked: due.length, paid, failed };
    },
  };
}

export type Settlement = ReturnType<typeof createSettlement>;

/** A payment settles an order only for its exact amount and currency (INTEGRATIONS.md). */
export function matchesOrder(order: OrderHead, amount: number, currency: string): boolean {
  return Math.abs(amount - order.totalAmt) < 0.005 && currency === order.currency;
}

function latestPayment(payments: readonly ProviderPayment[]): ProviderPayment | undefined {
  return [...payments].sort((a, b) => (a.time ?? '').localeCompare(b.time ?? '')).at(-1);
}
