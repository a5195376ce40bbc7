import { ORDER_MESSAGES, type PaymentStatus, UNPAID_STATUSES } from '@store/contract/order';
import type { Database, Tx } from '#server/db/client.js';
import { recordAudit } from '#server/lib/audit.js';
import { ConflictError, NotFoundError } from '#server/lib/errors.js';
import { createCartRepository } from '../cart/index.js';
import { redeemCoupon } from '../coupon/index.js';
import { createOrderRepository, type OrderHead } from './repository.js';

/**
 * Payment Management (SPEC §2): Allow (PENDING, FAILED, EXPIRED or BLOCKED → PAID), Block
 * Access (PAID → BLOCKED), Delete (unpaid only: PENDING, FAILED, EXPIRED; decision 39). Each change is one transaction, recorded as an
 * order transition and in the audit log with the admin who made it.
 */
export function createOrderAdmin(
  db: Database,
  onPaid: (order: OrderHead) => void,
  /** Issues the invoice of an order that becomes PAID (none twice: see issueInvoice). */
  issueInvoice: (tx: Tx, orderDbId: string) => Promise<unknown> = async () => undefined,
) {
  const orders = createOrderRepository(db);

  async function move(
    adminId: string,
    orderId: string,
    from: readonly PaymentStatus[],
    to: PaymentStatus,
    action: string,
    refusal: string,
  ) {
    const result = await db.transaction(async (tx) => {
      const inTx = createOrderRepository(tx);
      const order = await inTx.findByOrderId(orderId, true);
      if (!order) throw new NotFoundError(ORDER_MESSAGES.orderNotFound);
      const previous = await inTx.transition(order.id, from, to, {
        kind: 'admin',
        userId: adminId,
      });
      if (!previous) throw new ConflictError(refusal);
      if (to === 'PAID' && UNPAID_STATUSES.includes(previous)) {
        await redeemCoupon(tx, order.id);
        await createCartRepository(tx).removeProducts(
          order.userId,
          await inTx.productIds(order.id),
        );
      }
      if (to === 'PAID') await issueInvoice(tx, order.id);
      await recordAudit(tx, {
        actorUserId: adminId,
        action,
        entity: 'order',
        entityId: order.id,
        details: { orderId, from: previous, to },
      });
      return { order, previous };
    });
    if (to === 'PAID' && UNPAID_STATUSES.includes(result.previous)) onPaid(result.order);
    return { orderId, payment_status: to, modifiedCount: 1 };
  }

  return {
    list: (page: number, limit: number, status?: PaymentStatus) =>
      orders.listAll(page, limit, status),

    grantAccess: (adminId: string, orderId: string) =>
      move(
        adminId,
        orderId,
        [...UNPAID_STATUSES, 'BLOCKED'],
        'PAID',
        'order.grant_access',
        'This order already has access.',
      ),

    blockAccess: (adminId: string, orderId: string) =>
      move(
        adminId,
        orderId,
        ['PAID'],
        'BLOCKED',
        'order.block_access',
        'Only a paid order can be blocked.',
      ),

    /** Deletes PENDING orders by provider payment id or order id; returns the rows removed. */
    async deletePending(
      adminId: string,
      by: { paymentId?: string | undefined; orderId?: string | undefined },
    ) {
      return db.transaction(async (tx) => {
        const inTx = createOrderRepository(tx);
        const rows = await inTx.lockForDelete(by);
        if (rows.length === 0) throw new NotFoundError(ORDER_MESSAGES.orderNotFound);
        // Unpaid ones only (PENDING, FAILED, EXPIRED): a paid order's buyer keeps their files.
        if (rows.some((row) => !UNPAID_STATUSES.includes(row.payment_status))) {
          throw new ConflictError(ORDER_MESSAGES.notPending);
        }
        let deletedCount = 0;
        for (const row of rows) {
          await recordAudit(tx, {
            actorUserId: adminId,
            action: 'order.delete_pending',
            entity: 'order',
            entityId: row.id,
            details: { orderId: row.order_id, items: row.items },
          });
          await inTx.remove(row.id);
          deletedCount += row.items;
        }
        return { deletedCount };
      });
    },
  };
}
