import type { PaymentMode } from '#web/config/env';

/**
 * Opens the provider's checkout for a payment session. The simulator is a page of our own
 * server; Cashfree's SDK is loaded only here, on the Pay Now click, never in simulator mode
 * (INTEGRATIONS.md: the package injects Cashfree's script when imported).
 * Resolves with an error message when the checkout could not be opened.
 */
export async function openCheckout(
  mode: PaymentMode,
  paymentSessionId: string,
): Promise<string | null> {
  if (mode === 'simulator') {
    window.location.assign(
      `/pay/simulator?payment_session_id=${encodeURIComponent(paymentSessionId)}`,
    );
    return null;
  }
  try {
    const { load } = await import('@cashfreepayments/cashfree-js');
    const cashfree = await load({ mode });
    if (!cashfree) return 'payment failed';
    const result = await cashfree.checkout({ paymentSessionId, redirectTarget: '_self' });
    return result?.error ? 'payment failed' : null;
  } catch {
    return 'payment failed';
  }
}
