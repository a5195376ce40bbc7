import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Cashfree's webhook signature (INTEGRATIONS.md): base64 of HMAC-SHA256, keyed with the
 * client secret, over the millisecond timestamp string immediately followed by the raw body
 * bytes. Computed on the raw bytes: parsing first would turn `170.00` into `170`.
 */
export function webhookSignature(secret: string, timestamp: string, rawBody: Buffer | string) {
  return createHmac('sha256', secret).update(timestamp).update(rawBody).digest('base64');
}

export type SignatureProblem = 'missing' | 'malformed-timestamp' | 'stale' | 'mismatch';

/**
 * Checks a webhook's signature and that its timestamp lies within `toleranceMs` of `now`
 * (either side: a replayed old delivery and a forged future one are both refused). Returns
 * the problem, or null when the webhook is genuine. Compared in constant time.
 */
export function checkWebhookSignature(input: {
  secret: string;
  rawBody: Buffer;
  signature: string | undefined;
  timestamp: string | undefined;
  now: number;
  toleranceMs: number;
}): SignatureProblem | null {
  const { signature, timestamp } = input;
  if (!signature || !timestamp) return 'missing';
  if (!/^\d{10,16}$/.test(timestamp)) return 'malformed-timestamp';
  if (Math.abs(input.now - Number(timestamp)) > input.toleranceMs) return 'stale';
  const expected = Buffer.from(webhookSignature(input.secret, timestamp, input.rawBody));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'mismatch';
  return null;
}
