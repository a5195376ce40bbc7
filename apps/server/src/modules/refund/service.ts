import { ORDER_MESSAGES } from '@store/contract/order';
import { REFUND_MESSAGES, type RefundStatus, type RefundView } from '@store/contract/refund';
import type { Database, DbOrTx } from '#server/db/client.js';
import { newId } from '#server/db/ids.js';
import { recordAudit } from '#server/lib/audit.js';
import { ConflictError, NotFoundError } from '#server/lib/errors.js';
import { isUniqueViolation } from '#server/lib/postgres-errors.js';
import {
  type PaymentProvider,
  PaymentProviderError,
  type ProviderRefund,
} from '#server/platform/payments/index.js';
import { refundWindowEnd } from '#server/platform/payments/refund-rules.js';
import { issueCreditNote } from '../invoice/index.js';
import { type RefundableItem, type RefundRow, refundRepository as repo } from './repository.js';

export interface RefundRequest {
  orderId: string;
  items: 'all' | string[];
  reason: string;
  requestKey: string;
}

const FINAL: readonly RefundStatus[] = ['SUCCESS', 'CANCELLED'];

/**
 * Refunds of paid orders (issue 17 point 4, decision 0044). A request is checked and written
 * under the order row's lock, so concurrent clicks queue and a second one sees the first:
 * the same `requestKey` answers the same refund; an item is refunded once; the refunds never
 * add up to more than was paid. The refund row (PENDING) stops its items' downloads as soon
 * as that transaction commits; the provider is asked after it, under our own `refund_id`, so
 * asking again (reconcile) never refunds twice. Statuses only move forward from PENDING or
 * ONHOLD; SUCCESS issues the credit note in the same transaction, CANCELLED gives the items
 * back.
 */
export function createRefundService(
  db: Database,
  provider: PaymentProvider,
  options: {
    /** After a refund became SUCCESS (committed): queue the buyer's e-mail. */
    onSucceeded: (refundDbId: string) => void;
    log: { warn: (obj: unknown, msg: string) => void };
    now?: () => Date;
  },
) {
  const now = options.now ?? (() => new Date());

  async function request(adminId: string, input: RefundRequest): Promise<RefundView> {
    const prepared = await db.transaction(async (tx) => {
      const order = await repo.lockOrder(tx, input.orderId);
      if (!order) throw new NotFoundError(ORDER_MESSAGES.orderNotFound);
      const earlier = await repo.byRequestKey(tx, input.requestKey);
      if (earlier) {
        if (earlier.order_id !== order.id) throw new ConflictError(REFUND_MESSAGES.keyReused);
        return { refund: earlier, order, fresh: false };
      }
      if (order.payment_status !== 'PAID') throw new ConflictError(REFUND_MESSAGES.notPaid);
      if (!order.paid_at || now() > refundWindowEnd(new Date(order.paid_at))) {
        throw new ConflictError(REFUND_MESSAGES.window);
      }
      const chosen = chooseItems(await repo.orderItems(tx, order.id), input.items);
      const amountPaise = chosen.reduce((sum, item) => sum + item.amount * 100, 0);
      if ((await repo.refundedPaise(tx, order.id)) + amountPaise > order.total_amt * 100) {
        throw new ConflictError(REFUND_MESSAGES.overRefund);
      }
      const id = newId();
      // Another order's refund may take the same key at the same moment (it holds another
      // order's lock): the unique index decides, and the loser hears why, not a 500.
      const refund = await repo
        .insert(
          tx,
          {
            id,
            orderDbId: order.id,
            refundId: `rf_${id}`,
            requestKey: input.requestKey,
            amountPaise,
            reason: input.reason,
            requestedBy: adminId,
          },
          chosen,
        )
        .catch((err: unknown) => {
          if (isUniqueViolation(err, 'refunds_request_key')) {
            throw new ConflictError(REFUND_MESSAGES.keyReused);
          }
          throw err;
        });
      await recordAudit(tx, {
        actorUserId: adminId,
        action: 'order.refund',
        entity: 'order',
        entityId: order.id,
        details: {
          orderId: order.order_id,
          refundId: `rf_${id}`,
          amountPaise,
          items: chosen.map((item) => item.name),
          reason: input.reason,
        },
      });
      // Nothing was paid for these items (a promo code covered them): no provider call.
      if (amountPaise === 0) await settle(tx, refund, 'SUCCESS', {});
      return { refund, order, fresh: true };
    });
    const { refund, order, fresh } = prepared;
    if (fresh && refund.amount_paise === 0) options.onSucceeded(refund.id);
    if (fresh && refund.amount_paise > 0) await askProvider(refund, order.order_id);
    return (await repo.view(db, refund.id))!;
  }

  /** The order's items to refund; refused when one is unknown or refunded already. */
  function chooseItems(rows: RefundableItem[], items: RefundRequest['items']) {
    if (items === 'all') {
      const left = rows.filter((row) => !row.refunded);
      if (left.length === 0) throw new ConflictError(REFUND_MESSAGES.nothingLeft);
      return left;
    }
    const chosen = [...new Set(items)].map((productId) => {
      const row = rows.find((r) => r.product_id === productId);
      if (!row) throw new NotFoundError(REFUND_MESSAGES.unknownItem);
      if (row.refunded) throw new ConflictError(REFUND_MESSAGES.alreadyRefunded(row.name));
      return row;
    });
    return chosen;
  }

  /**
   * Asks the provider for a refund written PENDING. A refusal cancels it (its items grant
   * downloads again) and answers 409 with the provider's reason; an unknown outcome (timeout,
   * 5xx) leaves it PENDING for the reconcile job, which asks again under the same refund_id.
   */
  async function askProvider(refund: RefundRow, providerOrderId: string) {
    let remote: ProviderRefund;
    try {
      remote = await provider.createRefund({
        orderId: providerOrderId,
        refundId: refund.refund_id,
        amount: refund.amount_paise / 100,
        note: refund.reason,
        idempotencyKey: refund.request_key,
      });
    } catch (err) {
      if (err instanceof PaymentProviderError && err.kind === 'rejected') {
        await applyStatus(refund.id, 'CANCELLED', { statusDescription: err.message });
        throw new ConflictError(REFUND_MESSAGES.providerRefused(err.message));
      }
      options.log.warn({ err, refundId: refund.refund_id }, 'refund outcome unknown: reconcile');
      return;
    }
    await applyRemote(refund.id, remote);
  }

  /** A status the provider reported (its reply, or a GET after a webhook). */
  async function applyRemote(refundDbId: string, remote: ProviderRefund) {
    return applyStatus(refundDbId, remote.status, {
      statusDescription: remote.statusDescription,
      providerRefundId: remote.providerRefundId,
      arn: remote.arn,
      processedAt: remote.processedAt,
      expectedAmount: remote.amount,
    });
  }

  async function applyStatus(
    refundDbId: string,
    status: RefundStatus,
    details: Parameters<typeof settle>[3] & { expectedAmount?: number },
  ): Promise<boolean> {
    const changed = await db.transaction(async (tx) => {
      const refund = await repo.lock(tx, refundDbId);
      if (!refund || FINAL.includes(refund.status)) return false;
      if (
        details.expectedAmount !== undefined &&
        Math.round(details.expectedAmount * 100) !== refund.amount_paise
      ) {
        throw new ConflictError('The provider’s refund amount does not match this refund.');
      }
      // The same status again (a PENDING re-read) only records the provider's ids.
      await settle(tx, refund, status, details);
      return status !== refund.status;
    });
    if (changed && status === 'SUCCESS') options.onSucceeded(refundDbId);
    return changed;
  }

  /** Writes the status; SUCCESS issues the credit note, CANCELLED frees the items. */
  async function settle(
    tx: DbOrTx,
    refund: RefundRow,
    status: RefundStatus,
    details: {
      statusDescription?: string;
      providerRefundId?: string;
      arn?: string | null;
      processedAt?: string | null;
    },
  ) {
    const final = FINAL.includes(status);
    await repo.writeStatus(tx, refund.id, status, {
      statusDescription: details.statusDescription ?? '',
      providerRefundId: details.providerRefundId ?? null,
      arn: details.arn ?? null,
      processedAt: final ? (details.processedAt ?? now().toISOString()) : null,
    });
    if (status === 'SUCCESS') await issueCreditNote(tx, refund.id, now());
  }

  /**
   * Confirms a refund with the provider (after a webhook, or for the reconcile job) and
   * applies what it says. Never acts on a webhook's own word. A refund the provider does not
   * know (its create was lost) is asked for again under the same refund_id.
   */
  async function confirm(refundId: string): Promise<{ orderDbId: string; changed: boolean }> {
    const refund = await repo.byRefundId(db, refundId);
    if (!refund) throw new NotFoundError('Refund not found.');
    if (FINAL.includes(refund.status)) return { orderDbId: refund.order_id, changed: false };
    const remote =
      (await provider.getRefund(refund.provider_order_id, refund.refund_id)) ??
      (await provider.createRefund({
        orderId: refund.provider_order_id,
        refundId: refund.refund_id,
        amount: refund.amount_paise / 100,
        note: refund.reason,
        idempotencyKey: refund.request_key,
      }));
    return { orderDbId: refund.order_id, changed: await applyRemote(refund.id, remote) };
  }

  return {
    request,
    confirm,
    /** The reconcile job: refunds PENDING or ONHOLD for over a minute, asked of the provider. */
    async reconcile(limit = 100) {
      const refundIds = await repo.unsettled(db, limit);
      let changed = 0;
      for (const refundId of refundIds) {
        try {
          if ((await confirm(refundId)).changed) changed += 1;
        } catch (err) {
          options.log.warn({ err, refundId }, 'refund not confirmed: next run');
        }
      }
      return { checked: refundIds.length, changed };
    },
  };
}

export type RefundService = ReturnType<typeof createRefundService>;
