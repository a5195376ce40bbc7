import type { PaymentStatus } from '@store/contract/order';
import type { Database, Tx } from '#server/db/client.js';
import type { PaymentProvider, ProviderPayment } from '#server/platform/payments/index.js';
import { createCartRepository } from '../cart/index.js';
import { redeemCoupon } from '../coupon/index.js';
import { createOrderRepository, type OrderHead } from './repository.js';

export type SettleSource = 'webhook' | 'verify' | 'reconcile';

export interface SettleResult {
  /** The order is PAID after this call (whoever paid it). */
  paid: boolean;
  /** This call moved it to PAID. */
  changed: boolean;
  /** The provider's status of the latest payment attempt, null when none was made. */
  lastPaymentStatus: string | null;
  /** The order's state after this call. */
  status: PaymentStatus;
}

/** States a provider's success still moves to PAID: money taken is never lost (decision 39). */
const PAYABLE: readonly PaymentStatus[] = ['PENDING', 'FAILED', 'EXPIRED'];

/**
 * Confirms an order with the provider and, when the provider holds a successful payment of
 * exactly the order's amount and currency, marks it PAID in one transaction: the event is
 * recorded, the state moves to PAID at most once, the paid products leave the cart. A
 * PENDING order whose latest attempt the provider reports FAILED becomes FAILED (the shopper
 * checks out again with a new order; the provider may still take a retry on the old one, and
 * its success still pays it). Webhooks, the return page's verify and the reconcile job all
 * come through here; whichever arrives first wins and the others change nothing. Provider
 * errors propagate (the order stays as it was).
 */
export function createSettlement(
  db: Database,
  provider: PaymentProvider,
  onPaid: (order: OrderHead) => void,
  options: {
    orderExpiryMs?: number;
    /** Runs in the paying transaction once the order is PAID: issues its invoice. */
    issueInvoice?: (tx: Tx, orderDbId: string) => Promise<unknown>;
  } = {},
) {
  const orders = createOrderRepository(db);
  const expiryMs = options.orderExpiryMs ?? 30 * 60_000;

  async function settle(order: OrderHead, source: SettleSource): Promise<SettleResult> {
    const unchanged = (lastPaymentStatus: string | null): SettleResult => ({
      paid: order.status === 'PAID',
      changed: false,
      lastPaymentStatus,
      status: order.status,
    });
    if (!PAYABLE.includes(order.status)) return unchanged(null);
    const remote = await provider.getOrder(order.orderId);
    if (!remote) return unchanged(null);
    const payments = await provider.getPayments(order.orderId);
    const latest = latestPayment(payments);
    const success = payments.find(
      (p) => p.status === 'SUCCESS' && matchesOrder(order, p.amount, p.currency),
    );
    if (remote.status === 'PAID' && success) {
      const changed = await markPaid(order, success, source, { payments });
      return { paid: true, changed, lastPaymentStatus: success.status, status: 'PAID' };
    }
    if (order.status === 'PENDING' && latest?.status === 'FAILED') {
      const moved = await markUnpaid(order, 'FAILED', source, `payment ${latest.paymentId} failed`);
      return {
        paid: false,
        changed: false,
        lastPaymentStatus: latest.status,
        // Not moved: another request did (or paid it) first; report where it is now.
        status: moved
          ? 'FAILED'
          : ((await orders.findByOrderId(order.orderId))?.status ?? order.status),
      };
    }
    return unchanged(latest?.status ?? null);
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
        PAYABLE,
        'PAID',
        {
          kind: source,
          note:
            order.status === 'PENDING'
              ? `payment ${payment.paymentId}`
              : `late payment ${payment.paymentId} after the order was ${order.status}`,
        },
        payment.paymentId,
      );
      if (!from) return false;
      // The coupon's use is counted in the same transaction that marks the order PAID.
      await redeemCoupon(tx, order.id);
      await createCartRepository(tx).removeProducts(order.userId, await inTx.productIds(order.id));
      // In the same transaction: no number without a payment (invoiceIssuer: a failed issue
      // never undoes the payment; the reconcile job issues it later).
      await options.issueInvoice?.(tx, order.id);
      return true;
    });
    if (changed) onPaid(order);
    return changed;
  }

  /** PENDING → FAILED or EXPIRED, once (the conditional update), with its transition row. */
  async function markUnpaid(
    order: OrderHead,
    to: 'FAILED' | 'EXPIRED',
    source: SettleSource,
    note: string,
  ): Promise<boolean> {
    return db.transaction(async (tx) =>
      Boolean(
        await createOrderRepository(tx).transition(order.id, ['PENDING'], to, {
          kind: source,
          note,
        }),
      ),
    );
  }

  /**
   * An unpaid order past its time: asked of the provider first, so a payment made at the
   * last moment pays it; otherwise it becomes FAILED (its latest attempt failed) or EXPIRED.
   */
  async function expire(order: OrderHead): Promise<'paid' | 'failed' | 'expired' | 'kept'> {
    const result = await settle(order, 'reconcile');
    if (result.paid) return result.changed ? 'paid' : 'kept';
    if (result.status !== 'PENDING') return 'failed';
    const moved = await markUnpaid(
      order,
      'EXPIRED',
      'reconcile',
      `no successful payment within ${Math.round(expiryMs / 60_000)} minutes`,
    );
    return moved ? 'expired' : 'kept';
  }

  return {
    settle,
    markPaid,
    /**
     * The periodic job: settles PENDING orders the shopper left (closed tab, lost webhook),
     * and expires those past ORDER_EXPIRY_MINUTES after asking the provider.
     */
    async reconcile(reconcileOptions: { olderThanMs?: number; limit?: number } = {}) {
      const due = await orders.pendingForReconcile(
        reconcileOptions.olderThanMs ?? 60_000,
        expiryMs,
        reconcileOptions.limit ?? 100,
      );
      let paid = 0;
      let failed = 0;
      let expired = 0;
      let markedFailed = 0;
      for (const order of due) {
        try {
          if (Date.now() - new Date(order.createdAt).getTime() >= expiryMs) {
            const outcome = await expire(order);
            if (outcome === 'paid') paid += 1;
            if (outcome === 'expired') expired += 1;
            if (outcome === 'failed') markedFailed += 1;
          } else {
            const result = await settle(order, 'reconcile');
            if (result.changed) paid += 1;
            if (result.status === 'FAILED') markedFailed += 1;
          }
        } catch {
          failed += 1; // Provider unavailable: the next run tries again.
        }
      }
      return { checked: due.length, paid, expired, markedFailed, failed };
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
