import type { Coupon, CouponWrite } from '@store/contract/coupon';
import { TicketPercent } from 'lucide-react';
import { useDeferredValue, useRef, useState } from 'react';
import toast from 'react-hot-toast/headless';
import { Button } from '../../../components/ui/button';
import { EmptyState, LoadError } from '../../../components/ui/list-states';
import { PageTitle } from '../../../components/ui/page';
import { SearchBox } from '../../../components/ui/search-box';
import { useAdminProducts } from '../../../features/admin-catalogue/api/get-admin-products';
import { useAdminCategories } from '../../../features/admin-catalogue/api/get-categories';
import {
  useCoupons,
  useSaveCoupon,
  useSetCouponActive,
} from '../../../features/admin-coupons/api/coupons';
import {
  type ChosenProduct,
  CouponForm,
  type CouponFormValues,
  couponFormValues,
} from '../../../features/admin-coupons/components/coupon-form';
import { CouponList } from '../../../features/admin-coupons/components/coupon-list';
import { ApiError } from '../../../lib/api-client';

/** Catalogue products matching the typed text, each with an Add button. */
function ProductSearch({ choose }: { choose: (product: ChosenProduct) => void }) {
  const [text, setText] = useState('');
  const search = useDeferredValue(text.trim());
  const products = useAdminProducts({ page: 1, search });
  return (
    <div className="flex flex-col gap-2">
      <SearchBox
        label="Search products to add"
        placeholder="Search products..."
        value={text}
        onChange={setText}
      />
      {search !== '' && (
        <ul aria-label="Matching products" className="flex max-h-48 flex-col gap-1 overflow-y-auto">
          {(products.data?.data ?? []).map((product) => (
            <li key={product._id} className="flex items-center justify-between gap-2">
              <span className="min-w-0 truncate text-sm">{product.name}</span>
              <Button
                variant="secondary"
                size="sm"
                aria-label={`Add ${product.name}`}
                onClick={() => choose({ id: product._id, name: product.name })}
              >
                Add
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/**
 * Issue 17 point 5: the admin's coupons — create and edit with per-field errors, pause and
 * activate, and each code's paid uses. The form sits above the list; Edit fills it and moves
 * focus there.
 */
export default function AdminCouponsPage() {
  const coupons = useCoupons();
  const categories = useAdminCategories();
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
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 py-6">
      <PageTitle>Coupons</PageTitle>
      <div ref={formArea} className="scroll-mt-4">
        <CouponForm
          key={formKey}
          editing={editing}
          categories={categories.data ?? []}
          productSearch={(choose) => <ProductSearch choose={choose} />}
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
    </div>
  );
}
