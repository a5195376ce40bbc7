import { randomBytes, randomUUID } from 'node:crypto';
import { CART_MESSAGES, priceCart } from '@store/contract/cart';
import { ORDER_MESSAGES } from '@store/contract/order';
import { salePrice } from '@store/contract/pricing';
import type { Database, DbOrTx, Tx } from '#server/db/client.js';
import { newId } from '#server/db/ids.js';
import { BadRequestError, ConflictError, DomainError, NotFoundError } from '#server/lib/errors.js';
import type { PaymentProvider } from '#server/platform/payments/index.js';
import { createCartRepository } from '../cart/index.js';
import {
  type AppliedCoupon,
  evaluateCoupon,
  redeemCoupon,
  reserveCoupon,
} from '../coupon/index.js';
import { type OrderGst, checkoutRepository as repo } from './checkout-repository.js';
import { createOrderRepository, type OrderHead } from './repository.js';

/**
 * A repeated checkout of the same cart within this window reuses its PENDING order. FAILED and
 * EXPIRED orders are never reused: the next checkout is a new order of exactly the cart.
 */
const REUSE_WINDOW_MINUTES = 15;

export class PaymentInitiationError extends DomainError {
  constructor() {
    super(502, ORDER_MESSAGES.initiationFailed);
  }
}

/**
 * When the provider stops taking payments for an order: a little after our own expiry, so a
 * payment made in the last moments still reaches us (and pays the order, even EXPIRED) and
 * none can be made long after (decision 39). At least 20 minutes after the order was made
 * (Cashfree wants an expiry well ahead of the call; a reused order is at most 15 minutes
 * old). Whole seconds.
 */
const PROVIDER_EXPIRY_GRACE_MS = 5 * 60_000;
const PROVIDER_EXPIRY_MIN_MS = 20 * 60_000;
export function providerExpiry(createdAt: Date, orderExpiryMs: number): Date {
  const after = Math.max(orderExpiryMs + PROVIDER_EXPIRY_GRACE_MS, PROVIDER_EXPIRY_MIN_MS);
  const at = createdAt.getTime() + after;
  return new Date(Math.ceil(at / 1000) * 1000);
}

export interface CheckoutInput {
  userId: string;
  phone: string;
  email: string | undefined;
  addressId: string | null | undefined;
  /** A promo code (decision 41); checked and priced here, whatever the page showed. */
  couponCode?: string | undefined;
  /** GSTIN, business name and state for the invoice (validated by the contract). */
  invoice?:
    | {
        gstin?: string | undefined;
        businessName?: string | undefined;
        stateCode?: string | undefined;
      }
    | undefined;
  /** The store's origin, for the provider's return and notify URLs. */
  origin: string;
}

/**
 * Provider-facing order ids: the fixed prefix, the millisecond timestamp and a random tail,
 * so two checkouts in the same millisecond still differ (Cashfree: 3–45 of [A-Za-z0-9_-]).
 */
export function newProviderOrderId(prefix: string, now = Date.now()): string {
  return `${prefix}_${now}_${randomBytes(6).toString('hex')}`;
}

/**
 * `create-order-cashfree`: the order is built from the shopper's cart in the database — the
 * client's amounts, order id and URLs are ignored — written as PENDING with its items, then
 * created at the provider with the order's idempotency key: a UUID made with the order and
 * kept in its row (Cashfree takes only a UUID). A double-clicked Pay (or a retry after a lost
 * reply) finds the same PENDING order for the same cart and sends the same key, so it gets
 * the same payment session instead of a second order.
 */
export function createCheckout(
  db: Database,
  provider: PaymentProvider,
  options: {
    orderIdPrefix: string;
    /** ORDER_EXPIRY_MINUTES: an order is reused only well before it would expire. */
    orderExpiryMs?: number;
    log?: { error: (obj: unknown, msg: string) => void };
    /** Called after a ₹0 order is marked PAID (the receipt). */
    onPaid?: (order: OrderHead) => void;
    /** Issues a ₹0 order's invoice in the transaction that marks it PAID (decision 40). */
    issueInvoice?: (tx: Tx, orderDbId: string) => Promise<unknown>;
  },
) {
  // Half the expiry time at most, so a reused order is never one reconcile is expiring.
  const reuseMinutes = Math.min(
    REUSE_WINDOW_MINUTES,
    Math.floor((options.orderExpiryMs ?? Number.POSITIVE_INFINITY) / 120_000),
  );
  return {
    async createOrder(input: CheckoutInput) {
      const items = await createCartRepository(db).listLive(input.userId);
      if (items.length === 0) throw new BadRequestError(ORDER_MESSAGES.emptyCart);
      for (const item of items) {
        const product = item.productId;
        if (product.stock <= 0) {
          throw new ConflictError(`'${product.name}' is out of stock: remove it from your cart.`);
        }
        if (salePrice(product.price, product.discount) === 0) {
          throw new ConflictError(
            `'${product.name}' is a ${CART_MESSAGES.free}: remove it from your cart.`,
          );
        }
      }
      const totals = priceCart(items);
      const productIds = items.map((item) => item.productId._id).sort();
      const cartLines = items.map((item) => ({
        productId: item.productId._id,
        amount: salePrice(item.productId.price, item.productId.discount) * item.quantity,
      }));

      const order = await db.transaction(async (tx) => {
        // One checkout per shopper at a time: a double click waits here for the first.
        const owner = await repo.lockBuyer(tx, input.userId);
        if (!owner) throw new NotFoundError('Account not found.');
        if (input.addressId && !(await repo.hasAddress(tx, input.userId, input.addressId))) {
          throw new NotFoundError('Address not found.');
        }
        const owned = await repo.ownedProductName(tx, input.userId, productIds);
        if (owned) {
          throw new ConflictError(`You already own '${owned}': remove it from your cart.`);
        }
        const email = input.email ?? owner.email;
        // Priced again here with the coupon's row locked until this transaction ends (the
        // count and the reservation below happen one checkout at a time per coupon).
        const coupon: AppliedCoupon | null = input.couponCode
          ? await evaluateCoupon(tx, {
              code: input.couponCode,
              userId: input.userId,
              lines: cartLines,
              lock: true,
            })
          : null;
        const total = coupon ? coupon.total : totals.totalPrice;
        const lineDiscount = (productId: string) =>
          coupon?.lines.find((line) => line.productId === productId)?.discount ?? 0;
        const gst: OrderGst = {
          gstin: input.invoice?.gstin ?? null,
          businessName: input.invoice?.gstin ? (input.invoice.businessName ?? null) : null,
          // A GSTIN's own state is the place of supply of a B2B invoice.
          state: input.invoice?.stateCode ?? input.invoice?.gstin?.slice(0, 2) ?? null,
        };
        const reusable = await repo.findReusable(tx, {
          userId: input.userId,
          provider: provider.name,
          total,
          couponId: coupon?.couponId ?? '',
          phone: input.phone,
          email,
          reuseMinutes,
          productIds,
        });
        if (reusable) {
          const { id, order_id: orderId, idempotency_key: idempotencyKey } = reusable;
          // The invoice details are the store's own (the provider never sees them): the
          // latest checkout's apply to the order it reuses.
          await repo.updateReused(tx, id, gst, input.addressId ?? null);
          const createdAt = new Date(reusable.created_at);
          return {
            id,
            orderId,
            idempotencyKey,
            createdAt,
            email,
            name: owner.name,
            total,
            coupon,
          };
        }
        const id = newId();
        const orderId = newProviderOrderId(options.orderIdPrefix);
        const idempotencyKey = randomUUID();
        const insertedAt = await repo.insertOrder(tx, {
          id,
          orderId,
          userId: input.userId,
          addressId: input.addressId ?? null,
          provider: total === 0 ? FREE_PROVIDER : provider.name,
          subTotal: totals.originalTotal,
          total,
          email,
          phone: input.phone,
          idempotencyKey,
          gst,
        });
        for (const item of items) {
          const p = item.productId;
          await repo.insertItem(tx, {
            id: newId(),
            orderDbId: id,
            productId: p._id,
            name: p.name,
            images: p.image,
            price: p.price,
            discount: p.discount,
            unitPrice: salePrice(p.price, p.discount) - lineDiscount(p._id) / item.quantity,
            quantity: item.quantity,
            couponDiscount: lineDiscount(p._id),
          });
        }
        if (coupon) await reserveCoupon(tx, coupon, { id, userId: input.userId });
        if (total === 0) {
          await completeFreeOrder(tx, id, input.userId, coupon);
          await options.issueInvoice?.(tx, id);
        }
        const createdAt = new Date(insertedAt);
        return {
          id,
          orderId,
          idempotencyKey,
          createdAt,
          email,
          name: owner.name,
          total,
          coupon,
        };
      });

      if (order.total === 0) {
        const head = await createOrderRepository(db).findByOrderId(order.orderId);
        if (head) options.onPaid?.(head);
        return {
          orderId: order.orderId,
          paymentSessionId: '',
          checkoutMode: provider.checkoutMode,
          amount: 0,
          discount: order.coupon?.discount ?? 0,
          paid: true,
        };
      }

      let created: Awaited<ReturnType<PaymentProvider['createOrder']>>;
      try {
        created = await provider.createOrder({
          orderId: order.orderId,
          amount: order.total,
          currency: 'INR',
          customerId: input.userId,
          customerPhone: input.phone,
          customerEmail: order.email,
          customerName: order.name,
          returnUrl: `${input.origin}/cashfree?order_id={order_id}`,
          notifyUrl: `${input.origin}/api/order/payment-webhook`,
          idempotencyKey: order.idempotencyKey,
          // From the order's own time, so a retried create sends the same body (idempotency).
          ...(options.orderExpiryMs
            ? { expiresAt: providerExpiry(order.createdAt, options.orderExpiryMs) }
            : {}),
        });
      } catch (err) {
        // The order stays PENDING: if the provider did create it, reconciliation finds out.
        options.log?.error({ err, orderId: order.orderId }, 'payment initiation failed');
        throw new PaymentInitiationError();
      }
      await repo.setPaymentSession(db, order.id, created.paymentSessionId);
      return {
        orderId: order.orderId,
        paymentSessionId: created.paymentSessionId,
        checkoutMode: provider.checkoutMode,
        amount: order.total,
        discount: order.coupon?.discount ?? 0,
        paid: false,
      };
    },
  };
}

/** The `provider` of an order no payment provider ever saw (a coupon made it ₹0). */
export const FREE_PROVIDER = 'none';

/**
 * A coupon made the order ₹0: nothing to pay, so it is PAID at once in the transaction that
 * made it — its own transition actor (`coupon`), the use counted, the cart cleared — and the
 * buyer is entitled before the reply leaves.
 */
async function completeFreeOrder(
  tx: DbOrTx,
  orderDbId: string,
  userId: string,
  coupon: AppliedCoupon | null,
) {
  const orders = createOrderRepository(tx);
  await orders.transition(orderDbId, ['PENDING'], 'PAID', {
    kind: 'coupon',
    note: `no payment: coupon ${coupon?.code ?? ''} made the total ₹0`,
  });
  await redeemCoupon(tx, orderDbId);
  await createCartRepository(tx).removeProducts(userId, await orders.productIds(orderDbId));
}
