import { ORDER_MESSAGES } from '@store/contract/order';
import { CircleCheck, CircleX, LoaderCircle, RotateCw } from 'lucide-react';
import { Link, Redirect } from 'wouter';
import { Button, buttonClasses } from '#web/components/ui/button';
import { LogoMark } from '#web/components/ui/logo';
import { PageTitle } from '#web/components/ui/page';
import { paths } from '#web/config/paths';
import type { ReturnToState } from '#web/features/auth/components/require-auth';
import { usePaymentVerification, type Verification } from '#web/features/orders/api/verify-payment';
import { useCurrentLocation } from '#web/lib/navigation';

/** SPEC §2: the order id is the query string's value (`/cashfree?order_id=…`). */
function useReturnedOrderId(): string | null {
  const params = new URLSearchParams(useCurrentLocation().search);
  const value = params.get('order_id') ?? params.get('orderId');
  return value?.trim() ? value.trim() : null;
}

/**
 * The payment-return page, outside the main layout (SPEC §2, §4): verifies the order once on
 * load. Paid: 'Cashfree payment success' and the order id. Dropped or refused at the provider:
 * /cancel. Anything else: 'unauthorized transaction.'; the provider out of reach: 'payment
 * failed' with Check again.
 */
export default function CashfreeReturnPage() {
  const orderId = useReturnedOrderId();
  const { verification, retry } = usePaymentVerification(orderId);
  const { pathname, search, hash } = useCurrentLocation();

  if (verification.state === 'cancelled') return <Redirect to={paths.cancel} replace />;
  if (verification.state === 'signed-out') {
    // Back here after signing in, to verify again.
    const state: ReturnToState = { from: { pathname, search, hash } };
    return <Redirect to={paths.login} replace state={state} />;
  }

  return (
    <main className="mx-auto flex min-h-dvh max-w-md flex-col items-center justify-center gap-6 px-4 py-10 text-center">
      <LogoMark className="size-12 text-brand-700" />
      <PageTitle>Payment Status</PageTitle>
      <div className="w-full">
        <div aria-live="polite">
          {verification.state === 'verifying' && (
            <p className="flex items-center justify-center gap-2 text-sm text-slate-600">
              <LoaderCircle
                aria-hidden="true"
                className="size-5 text-brand-700 motion-safe:animate-spin"
              />
              Verifying payment…
            </p>
          )}
          {verification.state === 'paid' && <PaidNotice orderId={verification.orderId} />}
        </div>
        <VerificationProblem verification={verification} onRetry={retry} />
      </div>
      <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row sm:justify-center">
        {verification.state === 'paid' && (
          <Link to={paths.dashboard.myOrders} className={buttonClasses()}>
            My Orders
          </Link>
        )}
        <Link
          to={paths.home}
          className={buttonClasses({
            variant: verification.state === 'paid' ? 'secondary' : 'primary',
          })}
        >
          Go To Home
        </Link>
      </div>
    </main>
  );
}

function PaidNotice({ orderId }: { orderId: string }) {
  return (
    <div className="flex flex-col items-center rounded-xl border border-emerald-200 bg-emerald-50 px-4 py-5">
      <CircleCheck aria-hidden="true" className="size-10 text-emerald-600" />
      <p className="mt-2 font-semibold text-emerald-900">{ORDER_MESSAGES.verified}</p>
      <p className="mt-1 text-sm text-slate-700">
        Order ID: <span className="font-mono break-all text-slate-900">{orderId}</span>
      </p>
    </div>
  );
}

function VerificationProblem({
  verification,
  onRetry,
}: {
  verification: Verification;
  onRetry: () => void;
}) {
  if (verification.state !== 'unauthorized' && verification.state !== 'failed') return null;
  return (
    <div className="flex w-full flex-col items-center rounded-xl border border-red-200 bg-red-50 px-4 py-5">
      <CircleX aria-hidden="true" className="size-10 text-red-600" />
      <p role="alert" className="mt-2 font-semibold text-red-800">
        {verification.state === 'unauthorized' ? ORDER_MESSAGES.unauthorized : verification.message}
      </p>
      {verification.state === 'failed' && (
        <Button variant="secondary" size="sm" className="mt-4" onClick={onRetry}>
          <RotateCw aria-hidden="true" className="size-4" />
          Check again
        </Button>
      )}
    </div>
  );
}
