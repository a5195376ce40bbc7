import { formatINR } from '@store/contract/format';
import { discountLabel, salePrice } from '@store/contract/pricing';
import { cn } from '#web/lib/cn';

interface PriceProps {
  price: number;
  /** Percent off (SPEC §9). */
  discount: number;
  className?: string;
  /** A free product's short how-to, beside the Free badge (cards: 'Download after login'). */
  freeNote?: string;
}

/** A free product's mark: a badge rather than ₹0, so it reads as free at a glance. */
export function FreeBadge() {
  return (
    <span className="rounded-full bg-emerald-100 px-2 py-0.5 text-[0.8em] font-bold text-emerald-800">
      Free
    </span>
  );
}

/** Sale price, the original struck through and the percent off, all from the contract's rule. */
export function Price({ price, discount, className, freeNote }: PriceProps) {
  if (price === 0) {
    return (
      <p className={cn('flex flex-wrap items-center gap-x-2 gap-y-1', className)}>
        <FreeBadge />
        {freeNote && <span className="text-xs text-slate-600">{freeNote}</span>}
      </p>
    );
  }
  const sale = salePrice(price, discount);
  const discounted = discount > 0 && sale < price;
  return (
    <p className={cn('flex flex-wrap items-baseline gap-x-2', className)}>
      <span className="font-semibold text-slate-900">{formatINR(sale)}</span>
      {discounted && (
        <>
          <del className="text-xs text-slate-500">
            <span className="sr-only">Original price </span>
            {formatINR(price)}
          </del>
          <span className="text-xs font-semibold text-emerald-700">{discountLabel(discount)}</span>
        </>
      )}
    </p>
  );
}
