/**
 * One interface for payment providers (DESIGN §5): the real Cashfree adapter and the
 * built-in simulator. Shapes follow Cashfree's PG API (INTEGRATIONS.md), trimmed to what the
 * store reads.
 */
export type ProviderName = 'cashfree' | 'simulator';

/** How the browser opens the checkout: Cashfree's JS SDK in a mode, or our simulator page. */
export type CheckoutMode = 'sandbox' | 'production' | 'simulator';

export interface CreateOrderInput {
  orderId: string;
  amount: number;
  currency: 'INR';
  customerId: string;
  customerPhone: string;
  customerEmail: string;
  customerName?: string;
  /** Where the shopper's browser goes afterwards; `{order_id}` is replaced by the provider. */
  returnUrl: string;
  /** Webhook URL, sent only when https (Cashfree refuses http). */
  notifyUrl?: string;
  /**
   * Retrying a call with the same key is safe (`x-idempotency-key`): a UUID, as Cashfree
   * documents, kept with the order so every retry sends the same one.
   */
  idempotencyKey: string;
  /** When the provider should stop taking payments (Cashfree `order_expiry_time`). */
  expiresAt?: Date;
}

export type ProviderOrderStatus =
  | 'ACTIVE'
  | 'PAID'
  | 'EXPIRED'
  | 'TERMINATED'
  | 'TERMINATION_REQUESTED';

export interface ProviderOrder {
  orderId: string;
  amount: number;
  currency: string;
  status: ProviderOrderStatus;
  paymentSessionId: string;
}

export type ProviderPaymentStatus =
  | 'SUCCESS'
  | 'NOT_ATTEMPTED'
  | 'FAILED'
  | 'USER_DROPPED'
  | 'VOID'
  | 'CANCELLED'
  | 'PENDING';

export interface ProviderPayment {
  paymentId: string;
  orderId: string;
  amount: number;
  currency: string;
  status: ProviderPaymentStatus;
  message: string;
  time: string | null;
}

/** Cashfree's refund statuses: only SUCCESS is final money back (INTEGRATIONS.md "Refunds"). */
export type ProviderRefundStatus = 'SUCCESS' | 'PENDING' | 'CANCELLED' | 'ONHOLD';

export interface CreateRefundInput {
  /** The provider-facing order id. */
  orderId: string;
  /** Ours, 3–40 characters: asking again with it never refunds twice. */
  refundId: string;
  /** Rupees, up to two decimals; at most what was paid less earlier refunds. */
  amount: number;
  /** 3–100 characters. */
  note: string;
  speed?: 'STANDARD' | 'INSTANT';
  /** `x-idempotency-key`: a UUID. */
  idempotencyKey: string;
}

export interface ProviderRefund {
  orderId: string;
  refundId: string;
  /** Cashfree's `cf_refund_id`. */
  providerRefundId: string;
  amount: number;
  status: ProviderRefundStatus;
  statusDescription: string;
  /** The bank's reference once known. */
  arn: string | null;
  createdAt: string | null;
  processedAt: string | null;
}

export interface PaymentProvider {
  readonly name: ProviderName;
  readonly checkoutMode: CheckoutMode;
  /** The key webhooks are signed with (the simulator's may need a database read). */
  webhookSecret(): Promise<string>;
  createOrder(input: CreateOrderInput): Promise<ProviderOrder>;
  /** null when the provider does not know the order. */
  getOrder(orderId: string): Promise<ProviderOrder | null>;
  getPayments(orderId: string): Promise<ProviderPayment[]>;
  /** Refunds part or all of a paid order (`POST /orders/{order_id}/refunds`). */
  createRefund(input: CreateRefundInput): Promise<ProviderRefund>;
  /** One refund of an order; null when the provider does not know it. */
  getRefund(orderId: string, refundId: string): Promise<ProviderRefund | null>;
}

/**
 * A provider call that failed. `unknown` (timeout, network, 5xx, 429): the outcome is not
 * known, so the order stays PENDING and is reconciled later. `rejected` (other 4xx): the
 * provider refused the request as made.
 */
export class PaymentProviderError extends Error {
  override name = 'PaymentProviderError';
  constructor(
    readonly kind: 'unknown' | 'rejected',
    message: string,
    readonly status?: number,
    readonly code?: string,
  ) {
    super(message);
  }
}
