import type { CouponPreview } from '@store/contract/coupon';
import { ORDER_MESSAGES, paymentContactSchema } from '@store/contract/order';
import { useQueryClient } from '@tanstack/react-query';
import { Loader2 } from 'lucide-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import toast from 'react-hot-toast/headless';
import { useLocation } from 'wouter';
import { Button } from '#web/components/ui/button';
import { Field } from '#web/components/ui/field';
import { env } from '#web/config/env';
import { paths } from '#web/config/paths';
import { ApiError } from '#web/lib/api-client';
import { fieldErrors } from '#web/lib/form';
import { userScopeKey } from '#web/lib/query-keys';
import { useCreateOrder } from '../api/create-order';
import { openCheckout } from '../open-checkout';
import {
  EMPTY_GST_INVOICE,
  GST_FIELD_ORDER,
  type GstField,
  GstInvoiceFields,
  gstInvoiceErrors,
  gstInvoiceRequest,
} from './gst-invoice-fields';

const LABELS = { email: 'Email', mobile: 'Mobile number' } as const;
type ContactField = keyof typeof LABELS;
const FIELD_ORDER = [...(Object.keys(LABELS) as ContactField[]), ...GST_FIELD_ORDER];

/**
 * SPEC §2/§4 checkout payment, in exactly its steps: an e-mail and a mobile number (SPEC §5:
 * valid e-mail, a number, both required) with 'Pay with Cashfree', which creates the order
 * ('payment initiation failed.' when it cannot); then 'Pay Now' opens the provider's checkout
 * ('payment failed').
 *
 * Focus never falls to <body>: a refused press lands on the first invalid field (its message
 * linked by aria-describedby), and 'Pay Now' takes focus when it replaces the pressed button.
 * Busy buttons are aria-disabled rather than disabled, because browsers drop focus from a
 * button that becomes disabled.
 */
export function CheckoutForm({
  defaults,
  coupon = null,
}: {
  defaults: { email: string; mobile: string };
  /** The applied promo code's preview (decision 41); the server prices it again. */
  coupon?: CouponPreview | null;
}) {
  const [values, setValues] = useState(defaults);
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const [gst, setGst] = useState(EMPTY_GST_INVOICE);
  const [errors, setErrors] = useState<Partial<Record<ContactField | GstField, string>>>({});
  const [opening, setOpening] = useState(false);
  const createOrder = useCreateOrder();
  const session = createOrder.data?.data;
  const couponCode = coupon?.code;
  const { reset } = createOrder;

  // A session was made for the old price: another code (or none) needs a new order.
  const lastCoupon = useRef(couponCode);
  useEffect(() => {
    if (lastCoupon.current === couponCode) return;
    lastCoupon.current = couponCode;
    reset();
  }, [couponCode, reset]);
  const formRef = useRef<HTMLFormElement>(null);

  // After the messages are on screen, so the field is announced with its message.
  useEffect(() => {
    const firstInvalid = FIELD_ORDER.find((field) => errors[field]);
    if (!firstInvalid) return;
    const input = formRef.current?.elements.namedItem(firstInvalid);
    if (input instanceof HTMLInputElement || input instanceof HTMLSelectElement) input.focus();
  }, [errors]);

  // 'Pay Now' is a new button in place of the pressed one: focus follows it.
  useEffect(() => {
    if (session) formRef.current?.querySelector<HTMLButtonElement>('[type="submit"]')?.focus();
  }, [session]);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (session) {
      void payNow();
      return;
    }
    if (createOrder.isPending) return;
    const found = {
      ...fieldErrors(paymentContactSchema, values, LABELS),
      ...gstInvoiceErrors(gst),
    };
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    createOrder.mutate(
      { ...values, ...(couponCode ? { couponCode } : {}), invoice: gstInvoiceRequest(gst) },
      {
        onSuccess: (reply) => {
          if (!reply.data.paid) return;
          // A coupon made it ₹0: already PAID, nothing to open; straight to the downloads.
          void queryClient.invalidateQueries({ queryKey: userScopeKey });
          toast.success('Order complete: nothing to pay. Your downloads are ready.');
          navigate(paths.dashboard.myOrders);
        },
        onError: (error) =>
          toast.error(
            // The server's own reason when it refused the order (a promo code used up
            // meanwhile, a GSTIN it could not accept); otherwise the SPEC's message.
            error instanceof ApiError && error.fromServer && [400, 404, 409].includes(error.status)
              ? error.message
              : ORDER_MESSAGES.initiationFailed,
          ),
      },
    );
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
      <form ref={formRef} noValidate onSubmit={submit} className="flex flex-col gap-3">
        <Field
          label={LABELS.email}
          name="email"
          type="email"
          autoComplete="email"
          value={values.email}
          error={errors.email}
          readOnly={Boolean(session)}
          onChange={(event) => setValues({ ...values, email: event.target.value })}
        />
        <Field
          label={LABELS.mobile}
          name="mobile"
          type="tel"
          inputMode="numeric"
          autoComplete="tel"
          value={values.mobile}
          error={errors.mobile}
          readOnly={Boolean(session)}
          onChange={(event) => setValues({ ...values, mobile: event.target.value })}
        />
        <GstInvoiceFields
          values={gst}
          errors={errors}
          locked={Boolean(session)}
          onChange={setGst}
        />
        {session && !session.paid ? (
          <BusyButton key="pay-now" busy={opening}>
            Pay Now
          </BusyButton>
        ) : (
          <BusyButton key="pay-with-cashfree" busy={createOrder.isPending}>
            {/* Nothing to pay (a coupon took it all): no provider is opened. */}
            {coupon?.total === 0 ? 'Complete order for ₹0' : 'Pay with Cashfree'}
          </BusyButton>
        )}
      </form>
    </div>
  );
}

/** The form's submit button; while busy it shows a spinner and ignores presses but keeps focus. */
function BusyButton({ busy, children }: { busy: boolean; children: string }) {
  return (
    <Button
      type="submit"
      aria-disabled={busy || undefined}
      className="aria-disabled:cursor-wait aria-disabled:opacity-50"
    >
      {busy && <Loader2 aria-hidden="true" className="size-4 motion-safe:animate-spin" />}
      {children}
    </Button>
  );
}
