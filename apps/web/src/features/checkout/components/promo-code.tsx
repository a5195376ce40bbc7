import { applyCouponRequestSchema, type CouponPreview } from '@store/contract/coupon';
import { formatINR } from '@store/contract/format';
import { TicketPercent } from 'lucide-react';
import { type FormEvent, useRef, useState } from 'react';
import { Button } from '#web/components/ui/button';
import { Field } from '#web/components/ui/field';
import { ApiError } from '#web/lib/api-client';
import { fieldErrors } from '#web/lib/form';
import { useApplyCoupon } from '../api/apply-coupon';

/**
 * The checkout's promo area (issue 17 point 5): a code field with Apply. An applied code
 * shows its saving and the new total (announced), with Remove; a refused one shows the
 * server's reason under the field. The order is priced again on the server when it is made.
 */
export function PromoCode({
  applied,
  onApplied,
}: {
  applied: CouponPreview | null;
  onApplied: (preview: CouponPreview | null) => void;
}) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const apply = useApplyCoupon();
  const formRef = useRef<HTMLFormElement>(null);
  const focusField = () => formRef.current?.querySelector('input')?.focus();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (apply.isPending) return;
    const problem = fieldErrors(applyCouponRequestSchema, { code }, { code: 'Promo code' }).code;
    setError(problem);
    if (problem) {
      focusField();
      return;
    }
    apply.mutate(code, {
      onSuccess: (reply) => onApplied(reply.data),
      onError: (err) => {
        setError(
          err instanceof ApiError && err.fromServer ? err.message : 'Could not check the code.',
        );
        focusField();
      },
    });
  }

  return (
    <section
      aria-labelledby="promo-code-heading"
      className="rounded-xl border border-dashed border-brand-300 bg-brand-50/50 p-4"
    >
      <h2 id="promo-code-heading" className="flex items-center gap-2 font-semibold text-slate-900">
        <TicketPercent aria-hidden="true" className="size-5 text-brand-700" />
        Promo code
      </h2>
      <div aria-live="polite">
        {applied && (
          <div className="mt-3 flex flex-wrap items-center justify-between gap-2">
            <p className="text-sm text-slate-800">
              <span className="font-mono font-semibold">{applied.code}</span> applied: you save{' '}
              <strong>{formatINR(applied.discount)}</strong>. New total{' '}
              <strong>{formatINR(applied.total)}</strong>.
            </p>
            <Button
              variant="secondary"
              size="sm"
              aria-label={`Remove promo code ${applied.code}`}
              onClick={() => {
                onApplied(null);
                setCode('');
              }}
            >
              Remove
            </Button>
          </div>
        )}
      </div>
      {!applied && (
        <form ref={formRef} noValidate onSubmit={submit} className="mt-3 flex items-start gap-2">
          <Field
            label="Promo code"
            name="promoCode"
            autoComplete="off"
            autoCapitalize="characters"
            value={code}
            error={error}
            className="min-w-0 flex-1 [&>label]:sr-only"
            onChange={(event) => setCode(event.target.value)}
          />
          <Button
            type="submit"
            variant="secondary"
            className="mt-1 shrink-0"
            aria-disabled={apply.isPending || undefined}
          >
            Apply
          </Button>
        </form>
      )}
    </section>
  );
}
