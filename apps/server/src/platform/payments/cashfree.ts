import { z } from 'zod';
import {
  type CreateOrderInput,
  type CreateRefundInput,
  type PaymentProvider,
  PaymentProviderError,
  type ProviderOrder,
  type ProviderPayment,
  type ProviderRefund,
} from './types.js';

export const CASHFREE_API_VERSION = '2025-01-01';
export const CASHFREE_BASE_URLS = {
  sandbox: 'https://sandbox.cashfree.com/pg',
  production: 'https://api.cashfree.com/pg',
} as const;

export interface CashfreeOptions {
  appId: string;
  secretKey: string;
  env: 'sandbox' | 'production';
  /** Overrides the environment's URL (tests point it at a local fake). */
  baseUrl?: string;
  /** Per-call timeout; a timed-out call is an `unknown` outcome. */
  timeoutMs?: number;
  fetch?: typeof fetch;
}

const orderReplySchema = z.object({
  order_id: z.string(),
  order_amount: z.number(),
  order_currency: z.string(),
  order_status: z.enum(['ACTIVE', 'PAID', 'EXPIRED', 'TERMINATED', 'TERMINATION_REQUESTED']),
  payment_session_id: z.string().nullish(),
});

const paymentReplySchema = z.object({
  cf_payment_id: z.union([z.string(), z.number()]).transform(String),
  order_id: z.string(),
  payment_amount: z.number(),
  payment_currency: z.string(),
  payment_status: z.enum([
    'SUCCESS',
    'NOT_ATTEMPTED',
    'FAILED',
    'USER_DROPPED',
    'VOID',
    'CANCELLED',
    'PENDING',
  ]),
  payment_message: z.string().nullish(),
  payment_time: z.string().nullish(),
});

const refundReplySchema = z.object({
  cf_refund_id: z.union([z.string(), z.number()]).transform(String),
  refund_id: z.string(),
  order_id: z.string(),
  refund_amount: z.number(),
  refund_status: z.enum(['SUCCESS', 'PENDING', 'CANCELLED', 'ONHOLD']),
  status_description: z.string().nullish(),
  refund_arn: z.string().nullish(),
  created_at: z.string().nullish(),
  processed_at: z.string().nullish(),
});

const toRefund = (reply: z.infer<typeof refundReplySchema>): ProviderRefund => ({
  orderId: reply.order_id,
  refundId: reply.refund_id,
  providerRefundId: reply.cf_refund_id,
  amount: reply.refund_amount,
  status: reply.refund_status,
  statusDescription: reply.status_description ?? '',
  arn: reply.refund_arn || null,
  createdAt: reply.created_at ?? null,
  processedAt: reply.processed_at ?? null,
});

const errorReplySchema = z.object({
  message: z.string().optional(),
  code: z.string().optional(),
  type: z.string().optional(),
});

const toOrder = (reply: z.infer<typeof orderReplySchema>): ProviderOrder => ({
  orderId: reply.order_id,
  amount: reply.order_amount,
  currency: reply.order_currency,
  status: reply.order_status,
  paymentSessionId: reply.payment_session_id ?? '',
});

/**
 * The real Cashfree PG REST API through `fetch` (INTEGRATIONS.md: the official SDK wraps
 * axios and reports errors to Cashfree's own Sentry, so a small adapter is simpler). Every
 * reply is parsed; anything unexpected is an `unknown` outcome, never a guess.
 */
export function createCashfreeProvider(options: CashfreeOptions): PaymentProvider {
  const baseUrl = (options.baseUrl ?? CASHFREE_BASE_URLS[options.env]).replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? 10_000;
  const doFetch = options.fetch ?? fetch;

  async function call<T>(
    method: 'GET' | 'POST',
    path: string,
    schema: z.ZodType<T>,
    body?: unknown,
    idempotencyKey?: string,
  ): Promise<{ status: number; data: T } | { status: 404; data: null }> {
    let res: Response;
    try {
      res = await doFetch(`${baseUrl}${path}`, {
        method,
        headers: {
          accept: 'application/json',
          'x-client-id': options.appId,
          'x-client-secret': options.secretKey,
          'x-api-version': CASHFREE_API_VERSION,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(idempotencyKey ? { 'x-idempotency-key': idempotencyKey } : {}),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (err) {
      const reason = (err as Error).name === 'TimeoutError' ? 'timed out' : 'could not be reached';
      throw new PaymentProviderError('unknown', `Cashfree ${reason} (${method} ${path})`);
    }
    const text = await res.text();
    let json: unknown;
    try {
      json = text === '' ? null : JSON.parse(text);
    } catch {
      json = null;
    }
    if (res.ok) {
      const parsed = schema.safeParse(json);
      if (!parsed.success) {
        throw new PaymentProviderError('unknown', `Cashfree sent an unexpected reply to ${path}`);
      }
      return { status: res.status, data: parsed.data };
    }
    if (res.status === 404 && method === 'GET') return { status: 404, data: null };
    const error = errorReplySchema.safeParse(json);
    const message = (error.success && error.data.message) || `HTTP ${res.status}`;
    const code = error.success ? error.data.code : undefined;
    const kind = res.status >= 500 || res.status === 429 ? 'unknown' : 'rejected';
    throw new PaymentProviderError(kind, `Cashfree: ${message}`, res.status, code);
  }

  const getOrder = async (orderId: string) => {
    const reply = await call('GET', `/orders/${encodeURIComponent(orderId)}`, orderReplySchema);
    return reply.data ? toOrder(reply.data) : null;
  };

  return {
    name: 'cashfree',
    checkoutMode: options.env,
    webhookSecret: async () => options.secretKey,

    async createOrder(input: CreateOrderInput) {
      const body = {
        order_id: input.orderId,
        order_amount: input.amount,
        order_currency: input.currency,
        customer_details: {
          customer_id: input.customerId,
          customer_phone: input.customerPhone,
          customer_email: input.customerEmail,
          ...(input.customerName && input.customerName.length >= 3
            ? { customer_name: input.customerName.slice(0, 100) }
            : {}),
        },
        ...(input.expiresAt ? { order_expiry_time: istIso(input.expiresAt) } : {}),
        order_meta: {
          return_url: input.returnUrl,
          ...(input.notifyUrl?.startsWith('https://') ? { notify_url: input.notifyUrl } : {}),
        },
      };
      try {
        const reply = await call('POST', '/orders', orderReplySchema, body, input.idempotencyKey);
        return toOrder(reply.data!);
      } catch (err) {
        // Created by an earlier attempt whose reply was lost: the order is there to read.
        if (err instanceof PaymentProviderError && err.code === 'order_already_exists') {
          const existing = await getOrder(input.orderId);
          if (existing) return existing;
        }
        throw err;
      }
    },

    getOrder,

    async getPayments(orderId: string): Promise<ProviderPayment[]> {
      const reply = await call(
        'GET',
        `/orders/${encodeURIComponent(orderId)}/payments`,
        z.array(paymentReplySchema),
      );
      return (reply.data ?? []).map((p) => ({
        paymentId: p.cf_payment_id,
        orderId: p.order_id,
        amount: p.payment_amount,
        currency: p.payment_currency,
        status: p.payment_status,
        message: p.payment_message ?? '',
        time: p.payment_time ?? null,
      }));
    },

    async createRefund(input: CreateRefundInput) {
      const reply = await call(
        'POST',
        `/orders/${encodeURIComponent(input.orderId)}/refunds`,
        refundReplySchema,
        {
          refund_amount: input.amount,
          refund_id: input.refundId,
          refund_note: input.note,
          refund_speed: input.speed ?? 'STANDARD',
        },
        input.idempotencyKey,
      );
      return toRefund(reply.data!);
    },

    async getRefund(orderId: string, refundId: string) {
      const reply = await call(
        'GET',
        `/orders/${encodeURIComponent(orderId)}/refunds/${encodeURIComponent(refundId)}`,
        refundReplySchema,
      );
      return reply.data ? toRefund(reply.data) : null;
    },
  };
}

/** ISO-8601 with India's offset, as Cashfree writes its own times (`2026-11-26T21:30:00+05:30`). */
function istIso(at: Date): string {
  const local = new Date(at.getTime() + 330 * 60_000).toISOString().slice(0, 19);
  return `${local}+05:30`;
}
