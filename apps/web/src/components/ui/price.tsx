import { formatINR } from '@store/contract/format';
import { discountLabel, salePrice } from '@store/contract/pricing';
import { cn } from '../../lib/cn';

interface PriceProps {
  price: number;
  /** Percent off (SPEC §9). */
  discount: number;
  className?: string;
}

/** Sale price, the original struck through and the percent off, all from the contract's rule. */
export function Price({ price, discount, className }: PriceProps) {
  const sale = salePrice(price, discount);
  const discounted = discount > 0 && sale < price;
  return (
    <p className={cn('flex flex-wrap items-baseline gap-x-2', className)}>
      <span className="font-semibold text-slate-900">{price === 0 ? 'Free' : formatINR(sale)}</span>
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
