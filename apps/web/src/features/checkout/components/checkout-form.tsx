import { ORDER_MESSAGES, paymentContactSchema } from '@store/contract/order';
import { Loader2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import toast from 'react-hot-toast/headless';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { env } from '../../../config/env';
import { fieldErrors } from '../../../lib/form';
import { useCreateOrder } from '../api/create-order';
import { openCheckout } from '../open-checkout';

const LABELS = { email: 'Email', mobile: 'Mobile number' } as const;

/**
 * SPEC §2/§4 checkout payment: an e-mail and a mobile number (SPEC §5: valid e-mail, a
 * number, both required), then 'Pay with Cashfree' creates the order ('payment initiation
 * failed.' when it cannot), then 'Pay Now' opens the provider's checkout ('payment failed').
 */
export function CheckoutForm({ defaults }: { defaults: { email: string; mobile: string } }) {
  const [values, setValues] = useState(defaults);
  const [errors, setErrors] = useState<Partial<Record<keyof typeof LABELS, string>>>({});
  const [confirmed, setConfirmed] = useState(false);
  const [opening, setOpening] = useState(false);
  const createOrder = useCreateOrder();
  const session = createOrder.data?.data;

  function submitContact(event: FormEvent) {
    event.preventDefault();
    const found = fieldErrors(paymentContactSchema, values, LABELS);
    setErrors(found);
    if (Object.keys(found).length === 0) setConfirmed(true);
  }

  function initiate() {
    createOrder.mutate(values, {
      onError: () => toast.error(ORDER_MESSAGES.initiationFailed),
    });
  }

  async function payNow() {
    if (!session || opening) return;
    setOpening(true);
    const problem = await openCheckout(session.checkoutMode, session.paymentSessionId);
    if (problem) {
      toast.error(problem);
      setOpening(false);
    }
  }

  return (
    <div className="flex flex-col gap-4">
      {env.paymentMode === 'simulator' && (
        <p role="note" className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
          Test payments: this store uses a payment simulator, no real money is charged.
        </p>
      )}
      <form noValidate onSubmit={submitContact} className="flex flex-col gap-3">
        <Field
          label={LABELS.email}
          type="email"
          autoComplete="email"
          value={values.email}
          error={errors.email}
          readOnly={confirmed}
          onChange={(event) => setValues({ ...values, email: event.target.value })}
        />
        <Field
          label={LABELS.mobile}
          type="tel"
          inputMode="numeric"
          autoComplete="tel"
          value={values.mobile}
          error={errors.mobile}
          readOnly={confirmed}
          onChange={(event) => setValues({ ...values, mobile: event.target.value })}
        />
        {!confirmed && <Button type="submit">Continue</Button>}
      </form>
      {confirmed && !session && (
        <div className="flex flex-col gap-2">
          <Button onClick={initiate} disabled={createOrder.isPending}>
            {createOrder.isPending && (
              <Loader2 aria-hidden="true" className="size-4 motion-safe:animate-spin" />
            )}
            Pay with Cashfree
          </Button>
          <Button
            variant="secondary"
            onClick={() => setConfirmed(false)}
            disabled={createOrder.isPending}
          >
            Change details
          </Button>
        </div>
      )}
      {session && (
        <Button onClick={payNow} disabled={opening}>
          {opening && <Loader2 aria-hidden="true" className="size-4 motion-safe:animate-spin" />}
          Pay Now
        </Button>
      )}
    </div>
  );
}
