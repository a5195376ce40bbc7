import { env, type PaymentMode } from '#web/config/env';

export const TEST_PAYMENTS_NOTICE = 'Test payments only: no real money is charged.';

/**
 * On every page while the store takes test payments (the simulator, or Cashfree's sandbox;
 * production only with ALLOW_TEST_PAYMENTS=true): nobody should think they paid, or were paid.
 * The server says which in the page's store-config (publicConfig.paymentMode).
 */
export function TestPaymentsNotice({ mode = env.paymentMode }: { mode?: PaymentMode }) {
  if (mode === 'production') return null;
  return (
    <aside
      aria-label="Test payments"
      className="bg-amber-100 px-4 py-1.5 text-center text-xs font-medium text-amber-950 sm:text-sm"
    >
      {TEST_PAYMENTS_NOTICE}
    </aside>
  );
}
