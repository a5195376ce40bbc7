import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  REFUND_ID_PATTERN,
  refundLimitProblem,
  refundRequestProblem,
} from '../platform/payments/refund-rules.js';
import { webhookSignature } from '../platform/payments/signature.js';

/**
 * A local stand-in for Cashfree's PG API (INTEGRATIONS.md, API version 2025-01-01), for the
 * Cashfree adapter's tests: the documented paths, headers, reply shapes and error replies
 * (`{ message, code, type }`), idempotency keys (a UUID, or the call is refused), and webhooks
 * signed as Cashfree signs them.
 * Faults can be injected: the next call answers a given status, or never answers.
 * Refunds (decision 0044): `POST`/`GET /orders/{id}/refunds[/{refund_id}]` with Cashfree's
 * checks; new refunds answer `refundOutcome` (SUCCESS, or PENDING until `settleRefund`).
 */
export interface FakeCashfree {
  url: string;
  appId: string;
  secretKey: string;
  /** Every request received, in order. */
  requests: { method: string; path: string; headers: http.IncomingHttpHeaders; body: unknown }[];
  orders: Map<string, FakeOrder>;
  /** The status a new refund gets: SUCCESS at once, or PENDING until `settleRefund`. */
  refundOutcome: 'SUCCESS' | 'PENDING';
  /** Moves a refund to its final status and returns the REFUND_STATUS_WEBHOOK Cashfree would send. */
  settleRefund(
    orderId: string,
    refundId: string,
    status: 'SUCCESS' | 'CANCELLED',
  ): { rawBody: string; headers: Record<string, string> };
  /** The next request matching `path` (a prefix such as '/orders') fails this way. */
  failNext(path: string, fault: { status: number; body?: unknown } | 'hang'): void;
  /** Records a payment attempt on an order and returns the webhook Cashfree would send. */
  pay(
    orderId: string,
    /** `time`: when the payment was made (a refund window test pays in the past). */
    options?: { status?: string; amount?: number; timestamp?: number; time?: Date },
  ): { rawBody: string; headers: Record<string, string>; paymentId: string };
  close(): Promise<void>;
}

interface FakeOrder {
  cf_order_id: string;
  order_id: string;
  entity: 'order';
  order_amount: number;
  order_currency: string;
  order_status: 'ACTIVE' | 'PAID' | 'EXPIRED';
  payment_session_id: string;
  created_at: string;
  customer_details: Record<string, unknown>;
  order_meta: Record<string, unknown>;
  payments: Record<string, unknown>[];
  refunds: FakeRefund[];
}

interface FakeRefund {
  cf_payment_id: string;
  cf_refund_id: string;
  refund_id: string;
  order_id: string;
  entity: 'refund';
  refund_amount: number;
  refund_currency: string;
  refund_note: string;
  refund_status: 'SUCCESS' | 'PENDING' | 'CANCELLED' | 'ONHOLD';
  status_description: string;
  refund_arn: string | null;
  refund_type: 'MERCHANT_INITIATED';
  refund_mode: 'STANDARD' | 'INSTANT';
  created_at: string;
  processed_at: string | null;
}

/** `x-idempotency-key` is documented as a UUID (INTEGRATIONS.md). */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const error = (status: number, type: string, code: string, message: string) => ({
  status,
  body: { message, code, type },
});

export async function startFakeCashfree(): Promise<FakeCashfree> {
  const appId = 'TEST_APP_ID';
  const secretKey = `cfsk_test_${randomBytes(12).toString('hex')}`;
  const orders = new Map<string, FakeOrder>();
  const idempotent = new Map<string, { status: number; body: unknown }>();
  const faults: { path: string; fault: { status: number; body?: unknown } | 'hang' }[] = [];
  const requests: FakeCashfree['requests'] = [];
  const hanging = new Set<http.ServerResponse>();

  function handle(method: string, path: string, headers: http.IncomingHttpHeaders, body: unknown) {
    if (headers['x-client-id'] !== appId || headers['x-client-secret'] !== secretKey) {
      return error(401, 'authentication_error', 'request_failed', 'authentication Failed');
    }
    if (headers['x-api-version'] !== '2025-01-01') {
      return error(
        400,
        'invalid_request_error',
        'x-api-version_missing',
        'x-api-version is missing or invalid',
      );
    }
    const key = headers['x-idempotency-key'];
    if (key !== undefined && !UUID.test(String(key))) {
      // The documented rule; the exact code and message of the real refusal are UNCONFIRMED.
      return error(
        400,
        'invalid_request_error',
        'x-idempotency-key_invalid',
        'x-idempotency-key : should be a valid UUID',
      );
    }
    const refundPath = /^\/orders\/([^/]+)\/refunds(?:\/([^/]+))?$/.exec(path);
    if (refundPath) {
      const order = orders.get(decodeURIComponent(refundPath[1]!));
      if (!order) return error(404, 'invalid_request_error', 'order_not_found', 'order not found');
      const refundId = refundPath[2] && decodeURIComponent(refundPath[2]);
      if (method === 'POST' && !refundId) return createRefund(order, headers, body);
      if (method === 'GET' && !refundId) return { status: 200, body: order.refunds };
      if (method === 'GET') {
        const refund = order.refunds.find((r) => r.refund_id === refundId);
        if (!refund) {
          return error(404, 'invalid_request_error', 'refund_not_found', 'refund not found');
        }
        return { status: 200, body: refund };
      }
      return error(405, 'invalid_request_error', 'request_invalid', 'method not allowed');
    }
    const match = /^\/orders(?:\/([^/]+))?(\/payments)?$/.exec(path);
    if (!match) return error(404, 'invalid_request_error', 'request_invalid', 'unknown path');
    const [, rawId, payments] = match;
    if (method === 'POST' && !rawId) return createOrder(headers, body);
    if (method === 'GET' && rawId) {
      const order = orders.get(decodeURIComponent(rawId));
      if (!order) return error(404, 'invalid_request_error', 'order_not_found', 'order not found');
      if (payments) return { status: 200, body: order.payments };
      const { payments: _omit, refunds: _none, ...reply } = order;
      return { status: 200, body: reply };
    }
    return error(405, 'invalid_request_error', 'request_invalid', 'method not allowed');
  }

  function createRefund(order: FakeOrder, headers: http.IncomingHttpHeaders, body: unknown) {
    const key = headers['x-idempotency-key'];
    if (typeof key === 'string' && idempotent.has(`refund:${key}`)) {
      return idempotent.get(`refund:${key}`)!;
    }
    const b = (body ?? {}) as Record<string, unknown>;
    const refundId = String(b.refund_id ?? '');
    // Reusing a refund_id never refunds twice: the earlier refund is the answer.
    const earlier = order.refunds.find((r) => r.refund_id === refundId);
    if (earlier) return { status: 200, body: earlier };
    const note = typeof b.refund_note === 'string' ? b.refund_note : 'refund';
    const amount = typeof b.refund_amount === 'number' ? b.refund_amount : Number.NaN;
    const speed = b.refund_speed === 'INSTANT' ? 'INSTANT' : 'STANDARD';
    if (!REFUND_ID_PATTERN.test(refundId)) {
      return error(400, 'invalid_request_error', 'refund_id_invalid', 'refund_id : invalid');
    }
    const problem = refundRequestProblem({ refundId, amount, note });
    if (problem) return error(400, 'invalid_request_error', problem.code, problem.message);
    const paid = order.payments.find((p) => p.payment_status === 'SUCCESS');
    if (order.order_status !== 'PAID' || !paid) {
      return error(400, 'invalid_request_error', 'order_not_paid', 'order is not paid');
    }
    const limit = refundLimitProblem({
      amount,
      paidAmount: Number(paid.payment_amount),
      refundedBefore: order.refunds
        .filter((r) => r.refund_status !== 'CANCELLED')
        .reduce((sum, r) => sum + r.refund_amount, 0),
      paidAt: new Date(String(paid.payment_time)),
      now: new Date(),
    });
    if (limit) return error(400, 'invalid_request_error', limit.code, limit.message);
    const now = new Date().toISOString();
    const success = fake.refundOutcome === 'SUCCESS';
    const refund: FakeRefund = {
      cf_payment_id: String(paid.cf_payment_id),
      cf_refund_id: String(7_000_000_000 + Math.floor(Math.random() * 1e9)),
      refund_id: refundId,
      order_id: order.order_id,
      entity: 'refund',
      refund_amount: amount,
      refund_currency: 'INR',
      refund_note: note,
      refund_status: success ? 'SUCCESS' : 'PENDING',
      status_description: success ? 'Refund processed successfully' : 'In Progress',
      refund_arn: success ? `ARN${Date.now()}` : null,
      refund_type: 'MERCHANT_INITIATED',
      refund_mode: speed,
      created_at: now,
      processed_at: success ? now : null,
    };
    order.refunds.push(refund);
    const result = { status: 200, body: refund };
    if (typeof key === 'string') idempotent.set(`refund:${key}`, result);
    return result;
  }

  function signed(rawBody: string, timestamp = String(Date.now())) {
    return {
      'content-type': 'application/json',
      'x-webhook-signature': webhookSignature(secretKey, timestamp, rawBody),
      'x-webhook-timestamp': timestamp,
      'x-webhook-version': '2025-01-01',
      'x-webhook-attempt': '1',
    };
  }

  function createOrder(headers: http.IncomingHttpHeaders, body: unknown) {
    const key = headers['x-idempotency-key'];
    if (typeof key === 'string' && idempotent.has(key)) return idempotent.get(key)!;
    const b = (body ?? {}) as {
      order_amount?: unknown;
      order_currency?: unknown;
      order_id?: unknown;
      customer_details?: Record<string, unknown>;
      order_meta?: Record<string, unknown>;
    };
    const customer = (b.customer_details ?? {}) as Record<string, unknown>;
    if (typeof b.order_amount !== 'number' || b.order_amount < 1) {
      return error(
        400,
        'invalid_request_error',
        'order_amount_invalid',
        'order_amount : must be at least 1',
      );
    }
    if (b.order_currency !== 'INR') {
      return error(
        400,
        'invalid_request_error',
        'order_currency_invalid',
        'order_currency : invalid value',
      );
    }
    if (
      typeof customer.customer_id !== 'string' ||
      !/^[A-Za-z0-9_-]{3,50}$/.test(customer.customer_id)
    ) {
      return error(
        400,
        'invalid_request_error',
        'customer_details.customer_id_invalid',
        'customer_id : invalid',
      );
    }
    if (typeof customer.customer_phone !== 'string' || !/^\d{10}$/.test(customer.customer_phone)) {
      return error(
        400,
        'invalid_request_error',
        'customer_details.customer_phone_invalid',
        'customer_phone : invalid',
      );
    }
    const notify = b.order_meta?.notify_url;
    if (notify !== undefined && !String(notify).startsWith('https://')) {
      return error(
        400,
        'invalid_request_error',
        'order_meta.notify_url_invalid',
        'notify_url : should be https',
      );
    }
    const orderId = String(b.order_id ?? `order_${randomBytes(8).toString('hex')}`);
    if (!/^[A-Za-z0-9_-]{3,45}$/.test(orderId)) {
      return error(400, 'invalid_request_error', 'order_id_invalid', 'order_id : invalid');
    }
    if (orders.has(orderId)) {
      return error(
        409,
        'invalid_request_error',
        'order_already_exists',
        'order with same id is already present',
      );
    }
    const order: FakeOrder = {
      cf_order_id: String(Date.now()),
      order_id: orderId,
      entity: 'order',
      order_amount: b.order_amount,
      order_currency: 'INR',
      order_status: 'ACTIVE',
      payment_session_id: `session_${randomBytes(20).toString('base64url')}`,
      created_at: new Date().toISOString().replace('Z', '+05:30'),
      customer_details: customer,
      order_meta: b.order_meta ?? {},
      payments: [],
      refunds: [],
    };
    orders.set(orderId, order);
    const { payments: _omit, refunds: _none, ...reply } = order;
    const result = { status: 200, body: reply };
    if (typeof key === 'string') idempotent.set(key, result);
    return result;
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const path = (req.url ?? '/').replace(/^\/pg/, '').split('?')[0]!;
      const text = Buffer.concat(chunks).toString('utf8');
      let body: unknown = null;
      try {
        body = text ? JSON.parse(text) : null;
      } catch {
        body = text;
      }
      requests.push({ method: req.method ?? 'GET', path, headers: req.headers, body });
      const faultIndex = faults.findIndex((f) => path.startsWith(f.path));
      if (faultIndex >= 0) {
        const { fault } = faults.splice(faultIndex, 1)[0]!;
        if (fault === 'hang') {
          hanging.add(res);
          return;
        }
        res.writeHead(fault.status, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify(
            fault.body ?? { message: 'internal error', code: 'internal_error', type: 'api_error' },
          ),
        );
        return;
      }
      const reply = handle(req.method ?? 'GET', path, req.headers, body);
      res.writeHead(reply.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(reply.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const fake: FakeCashfree = {
    url: `http://127.0.0.1:${port}/pg`,
    appId,
    secretKey,
    requests,
    orders,
    refundOutcome: 'SUCCESS',
    settleRefund(orderId, refundId, status) {
      const refund = orders.get(orderId)?.refunds.find((r) => r.refund_id === refundId);
      if (!refund) throw new Error(`fake Cashfree has no refund ${refundId} of ${orderId}`);
      const time = new Date().toISOString();
      refund.refund_status = status;
      refund.status_description =
        status === 'SUCCESS' ? 'Refund processed successfully' : 'Refund cancelled by the bank';
      refund.refund_arn = status === 'SUCCESS' ? `ARN${Date.now()}` : null;
      refund.processed_at = time;
      const rawBody = JSON.stringify({
        data: { refund: { ...refund } },
        event_time: time,
        type: 'REFUND_STATUS_WEBHOOK',
      });
      return { rawBody, headers: signed(rawBody) };
    },
    failNext(path, fault) {
      faults.push({ path, fault });
    },
    pay(orderId, options = {}) {
      const order = orders.get(orderId);
      if (!order) throw new Error(`fake Cashfree has no order ${orderId}`);
      const status = options.status ?? 'SUCCESS';
      const amount = options.amount ?? order.order_amount;
      const paymentId = String(5_000_000_000 + Math.floor(Math.random() * 1e9));
      const time = (options.time ?? new Date()).toISOString();
      const payment = {
        cf_payment_id: paymentId,
        order_id: orderId,
        entity: 'payment',
        payment_amount: amount,
        payment_currency: order.order_currency,
        payment_status: status,
        payment_message: status === 'SUCCESS' ? 'Transaction successful' : 'Transaction failed',
        payment_time: time,
        payment_completion_time: time,
        bank_reference: '1234567890',
        payment_group: 'upi',
        payment_method: { upi: { channel: 'collect', upi_id: 'buyer@okaxis' } },
      };
      order.payments.push(payment);
      if (status === 'SUCCESS' && amount === order.order_amount) order.order_status = 'PAID';
      // Cashfree writes amounts with two decimals: the signature must cover these exact bytes.
      const rawBody = JSON.stringify({
        data: {
          order: {
            order_id: orderId,
            order_amount: 0,
            order_currency: order.order_currency,
            order_tags: null,
          },
          payment: { ...payment, payment_amount: 0 },
          customer_details: order.customer_details,
        },
        event_time: time,
        type: status === 'SUCCESS' ? 'PAYMENT_SUCCESS_WEBHOOK' : 'PAYMENT_FAILED_WEBHOOK',
      })
        .replace('"order_amount":0', `"order_amount":${order.order_amount.toFixed(2)}`)
        .replace('"payment_amount":0', `"payment_amount":${amount.toFixed(2)}`);
      const timestamp = String(options.timestamp ?? Date.now());
      return { paymentId, rawBody, headers: signed(rawBody, timestamp) };
    },
    async close() {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  return fake;
}
