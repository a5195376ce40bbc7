/** @cashfreepayments/cashfree-js ships no types (INTEGRATIONS.md): the part we call. */
declare module '@cashfreepayments/cashfree-js' {
  interface CashfreeCheckoutResult {
    error?: { message?: string };
    redirect?: boolean;
  }
  interface Cashfree {
    checkout(options: {
      paymentSessionId: string;
      redirectTarget?: '_self' | '_blank' | '_top' | '_modal';
    }): Promise<CashfreeCheckoutResult | undefined>;
  }
  export function load(options: { mode: 'sandbox' | 'production' }): Promise<Cashfree | null>;
}
