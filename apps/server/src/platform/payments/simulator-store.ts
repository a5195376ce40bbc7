import { asc, count, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.js';
import {
  paymentSimulatorOrders as orders,
  paymentSimulatorPayments as payments,
} from '#server/db/schema/index.js';
import type { ProviderOrder, ProviderOrderStatus, ProviderPayment } from './types.js';

/** A session can be paid for a day: a checkout takes minutes, the store reuses one for 15. */
const SESSION_LIFETIME = sql`interval '1 day'`;
/**
 * Rows are kept a month, well past the reconcile job's 3-day look-back and a shopper's late
 * verify, so the store never asks about an order the simulator has forgotten while it could
 * still settle it.
 */
const KEPT_FOR = sql`interval '30 days'`;
/** Purged per checkout: more than one, so a backlog shrinks while checkouts go on. */
const PURGE_BATCH = 100;

/** The order as the simulator's page and Pay/Fail need it. */
export interface SimulatedOrder extends ProviderOrder {
  returnUrl: string;
  customerEmail: string;
  customerPhone: string;
}

export type NewSimulatedOrder = Omit<SimulatedOrder, 'status'>;

// Cashfree reports an unpaid order past its expiry as EXPIRED; the row keeps ACTIVE and the
// database's clock decides, so every instance agrees whatever its own clock says.
const currentStatus = sql<ProviderOrderStatus>`case when ${orders.status} = 'ACTIVE'
  and ${orders.expiresAt} <= now() then 'EXPIRED' else ${orders.status} end`;

const providerColumns = {
  orderId: orders.orderId,
  amount: orders.amount,
  currency: orders.currency,
  status: currentStatus,
  paymentSessionId: orders.paymentSessionId,
};

const simulatedColumns = {
  ...providerColumns,
  returnUrl: orders.returnUrl,
  customerEmail: orders.customerEmail,
  customerPhone: orders.customerPhone,
};

const paymentColumns = {
  paymentId: payments.paymentId,
  orderId: payments.orderId,
  amount: payments.amount,
  currency: payments.currency,
  status: payments.status,
  message: payments.message,
  time: payments.time,
};

/** The simulator's orders and payment attempts in PostgreSQL (docs/decisions/0027). */
export function createSimulatorStore(db: Database) {
  return {
    /** Inserts the order unless its id exists (then keeps the existing one); returns it. */
    async insertOrder(order: NewSimulatedOrder): Promise<ProviderOrder> {
      const [created] = await db
        .insert(orders)
        .values({ ...order, expiresAt: sql`now() + ${SESSION_LIFETIME}` })
        .onConflictDoNothing({ target: orders.orderId })
        .returning(providerColumns);
      if (created) return created;
      const existing = await this.findOrder(order.orderId);
      if (!existing) throw new Error(`simulated order ${order.orderId} vanished while created`);
      return existing;
    },

    async findOrder(orderId: string): Promise<ProviderOrder | null> {
      const [row] = await db
        .select(providerColumns)
        .from(orders)
        .where(eq(orders.orderId, orderId));
      return row ?? null;
    },

    async findBySession(paymentSessionId: string): Promise<SimulatedOrder | null> {
      const [row] = await db
        .select(simulatedColumns)
        .from(orders)
        .where(eq(orders.paymentSessionId, paymentSessionId));
      return row ?? null;
    },

    /** The order's attempts in the order they were made. */
    async listPayments(orderId: string): Promise<ProviderPayment[]> {
      const rows = await db
        .select(paymentColumns)
        .from(payments)
        .where(eq(payments.orderId, orderId))
        .orderBy(asc(payments.attempt));
      return rows.map(toProviderPayment);
    },

    /**
     * Records an attempt on the session's order (and PAID when `paid` allows it) under the
     * order's row lock, so two instances pressing Pay at once make one success. `decide` sees
     * the locked order and returns the attempt, or null to record nothing (an expired order).
     */
    async recordAttempt(
      paymentSessionId: string,
      decide: (order: SimulatedOrder) => Omit<ProviderPayment, 'orderId'> | null,
    ): Promise<{ order: SimulatedOrder; payment: ProviderPayment } | null> {
      return db.transaction(async (tx) => {
        const [locked] = await tx
          .select(simulatedColumns)
          .from(orders)
          .where(eq(orders.paymentSessionId, paymentSessionId))
          .for('update');
        if (!locked) return null;
        const attempt = decide(locked);
        if (!attempt) return null;
        const [made] = await tx
          .select({ attempts: count() })
          .from(payments)
          .where(eq(payments.orderId, locked.orderId));
        const payment: ProviderPayment = { ...attempt, orderId: locked.orderId };
        await tx.insert(payments).values({
          ...payment,
          attempt: (made?.attempts ?? 0) + 1,
          time: new Date(payment.time ?? Date.now()),
        });
        if (payment.status !== 'SUCCESS') return { order: locked, payment };
        await tx.update(orders).set({ status: 'PAID' }).where(eq(orders.orderId, locked.orderId));
        return { order: { ...locked, status: 'PAID' as const }, payment };
      });
    },

    /**
     * Deletes up to a batch of orders older than the keeping period (their payments go with
     * them). Rows another instance is purging are skipped, never waited for.
     */
    async purgeOld(): Promise<number> {
      const due = db
        .select({ orderId: orders.orderId })
        .from(orders)
        .where(lt(orders.createdAt, sql`now() - ${KEPT_FOR}`))
        .orderBy(asc(orders.createdAt))
        .limit(PURGE_BATCH)
        .for('update', { skipLocked: true });
      const purged = await db
        .delete(orders)
        .where(inArray(orders.orderId, due))
        .returning({ orderId: orders.orderId });
      return purged.length;
    },
  };
}

export type SimulatorStore = ReturnType<typeof createSimulatorStore>;

function toProviderPayment(row: {
  paymentId: string;
  orderId: string;
  amount: number;
  currency: string;
  status: string;
  message: string;
  time: Date;
}): ProviderPayment {
  return {
    ...row,
    status: row.status as ProviderPayment['status'],
    time: row.time.toISOString(),
  };
}
