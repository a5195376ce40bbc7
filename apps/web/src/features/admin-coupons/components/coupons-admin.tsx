import type { Coupon, CouponWrite } from '@store/contract/coupon';
import { TicketPercent } from 'lucide-react';
import { type ReactNode, useRef, useState } from 'react';
import toast from 'react-hot-toast/headless';
import { EmptyState, LoadError } from '#web/components/ui/list-states';
import { PageTitle } from '#web/components/ui/page';
import { ApiError } from '#web/lib/api-client';
import { useCoupons, useSaveCoupon, useSetCouponActive } from '../api/coupons';
import {
  type ChosenProduct,
  CouponForm,
  type CouponFormValues,
  couponFormValues,
} from './coupon-form';
import { CouponList } from './coupon-list';

/**
 * Issue 17 point 5: the admin's coupons — create and edit with per-field errors, pause and
 * activate, and each code's paid uses. The form sits above the list; Edit fills it and moves
 * focus there.
 */
export function CouponsAdmin({
  categories,
  productSearch,
}: {
  /** The categories a coupon may be limited to. */
  categories: readonly { _id: string; name: string }[];
  /** Where products to limit the coupon to are found (the catalogue's, given by the page). */
  productSearch: (choose: (product: ChosenProduct) => void) => ReactNode;
}) {
  const coupons = useCoupons();
  const save = useSaveCoupon();
  const setActive = useSetCouponActive();
  const [editing, setEditing] = useState<{ id: string; values: CouponFormValues } | null>(null);
  const [formKey, setFormKey] = useState(0);
  const [serverError, setServerError] = useState<string | null>(null);
  const formArea = useRef<HTMLDivElement>(null);

  function openForm(next: typeof editing) {
    setEditing(next);
    setServerError(null);
    setFormKey((key) => key + 1);
    requestAnimationFrame(() => {
      formArea.current?.scrollIntoView?.({ block: 'start' });
      formArea.current?.querySelector<HTMLInputElement>('input[name="code"]')?.focus();
    });
  }

  function onSave(body: CouponWrite) {
    setServerError(null);
    save.mutate(
      { id: editing?.id ?? null, body },
      {
        onSuccess: (reply) => {
          toast.success(reply.message);
          openForm(null);
        },
        onError: (error) =>
          setServerError(
            error instanceof ApiError && error.fromServer ? error.message : 'Could not save.',
          ),
      },
    );
  }

  function onToggle(coupon: Coupon) {
    setActive.mutate(
      { id: coupon._id, active: !coupon.active },
      {
        onSuccess: (reply) => toast.success(`${reply.message}: ${coupon.code}`),
        onError: (error) => toast.error(error.message),
      },
    );
  }

  return (
    <>
      <PageTitle>Coupons</PageTitle>
      <div ref={formArea} className="scroll-mt-4">
        <CouponForm
          key={formKey}
          editing={editing}
          categories={categories}
          productSearch={productSearch}
          saving={save.isPending}
          serverError={serverError}
          onSave={onSave}
          onCancel={() => openForm(null)}
        />
      </div>
      <section aria-labelledby="coupon-list" className="flex flex-col gap-3">
        <h2 id="coupon-list" className="font-semibold text-slate-900">
          {coupons.data ? `All coupons (${coupons.data.length})` : 'All coupons'}
        </h2>
        {coupons.isError ? (
          <LoadError message={coupons.error.message} onRetry={() => void coupons.refetch()} />
        ) : coupons.data?.length === 0 ? (
          <EmptyState icon={TicketPercent}>No coupons yet.</EmptyState>
        ) : coupons.data ? (
          <CouponList
            coupons={coupons.data}
            busyId={setActive.isPending ? (setActive.variables?.id ?? null) : null}
            onEdit={(coupon) => openForm({ id: coupon._id, values: couponFormValues(coupon) })}
            onToggle={onToggle}
          />
        ) : (
          <p role="status" className="text-sm text-slate-500">
            Loading…
          </p>
        )}
      </section>
    </>
  );
}
