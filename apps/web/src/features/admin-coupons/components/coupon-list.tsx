import type { Coupon } from '@store/contract/coupon';
import { formatINR } from '@store/contract/format';
import { Button } from '#web/components/ui/button';
import { cn } from '#web/lib/cn';
import { formatDateTime } from '#web/lib/date-time';

export function discountText(coupon: Pick<Coupon, 'discountKind' | 'amountOff'>): string {
  return coupon.discountKind === 'percent'
    ? `${coupon.amountOff}% off`
    : `${formatINR(coupon.amountOff)} off`;
}

function windowText(coupon: Coupon): string {
  if (!coupon.startsAt && !coupon.endsAt) return 'Always';
  const from = coupon.startsAt ? formatDateTime(coupon.startsAt) : 'now';
  return coupon.endsAt ? `${from} to ${formatDateTime(coupon.endsAt)}` : `From ${from}`;
}

function scopeText(coupon: Coupon): string {
  if (coupon.allProducts) return 'All products';
  const parts = [];
  if (coupon.scopeCategories.length) parts.push(`${coupon.scopeCategories.length} categories`);
  if (coupon.scopeProducts.length) parts.push(`${coupon.scopeProducts.length} products`);
  return parts.join(', ');
}

/**
 * The coupons as cards (one column on a phone, two from `md`): each a list of terms, with
 * Edit and Pause/Activate named after its code for screen readers.
 */
export function CouponList({
  coupons,
  busyId,
  onEdit,
  onToggle,
}: {
  coupons: readonly Coupon[];
  busyId: string | null;
  onEdit: (coupon: Coupon) => void;
  onToggle: (coupon: Coupon) => void;
}) {
  return (
    <ul className="grid gap-3 md:grid-cols-2">
      {coupons.map((coupon) => (
        <li key={coupon._id} className="rounded-xl border border-slate-200 bg-white p-4">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h3 className="font-mono text-lg font-semibold text-slate-900">{coupon.code}</h3>
            <span
              className={cn(
                'rounded-full px-2 py-0.5 text-xs font-semibold',
                coupon.active ? 'bg-emerald-100 text-emerald-800' : 'bg-slate-200 text-slate-800',
              )}
            >
              {coupon.active ? 'Active' : 'Paused'}
            </span>
          </div>
          <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
            <dt className="text-slate-600">Discount</dt>
            <dd className="text-slate-900">{discountText(coupon)}</dd>
            <dt className="text-slate-600">Minimum cart</dt>
            <dd className="text-slate-900">{formatINR(coupon.minCartValue)}</dd>
            <dt className="text-slate-600">Valid</dt>
            <dd className="text-slate-900">{windowText(coupon)}</dd>
            <dt className="text-slate-600">Uses</dt>
            <dd className="text-slate-900">
              {coupon.uses} paid
              {coupon.maxUses !== null ? ` of ${coupon.maxUses}` : ''}
              {coupon.held > 0 ? `, ${coupon.held} awaiting payment` : ''}
            </dd>
            <dt className="text-slate-600">Per buyer</dt>
            <dd className="text-slate-900">{coupon.perBuyerLimit ?? 'No limit'}</dd>
            <dt className="text-slate-600">Applies to</dt>
            <dd className="text-slate-900">{scopeText(coupon)}</dd>
          </dl>
          <div className="mt-3 flex flex-wrap gap-2">
            <Button
              variant="secondary"
              size="sm"
              aria-label={`Edit ${coupon.code}`}
              onClick={() => onEdit(coupon)}
            >
              Edit
            </Button>
            <Button
              variant={coupon.active ? 'danger' : 'secondary'}
              size="sm"
              aria-label={`${coupon.active ? 'Pause' : 'Activate'} ${coupon.code}`}
              aria-disabled={busyId === coupon._id || undefined}
              onClick={() => busyId !== coupon._id && onToggle(coupon)}
            >
              {coupon.active ? 'Pause' : 'Activate'}
            </Button>
          </div>
        </li>
      ))}
    </ul>
  );
}
