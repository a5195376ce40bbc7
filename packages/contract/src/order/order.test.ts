import { describe, expect, it } from 'vitest';
import { orderApi } from './index.js';

describe('orderApi', () => {
  it("declares no body for the payment webhook: Cashfree's signature covers the raw bytes", () => {
    // A body schema would make the server parse and validate the JSON before the route reads
    // the bytes it must verify (webhook-routes.ts keeps them as a Buffer).
    expect(Object.keys(orderApi.paymentWebhook)).toEqual(['reply']);
  });
});
