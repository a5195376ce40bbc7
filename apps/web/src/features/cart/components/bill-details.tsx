import type { CartReply } from '@store/contract/cart';
import { formatINR } from '@store/contract/format';
import { cn } from '#web/lib/cn';

/** Under a page's h1 it is an h2; inside a section with its own h2, an h3. */
export type BillHeadingLevel = 2 | 3;

/** Items total (original struck through), 'N item' and the grand total, from the server's totals. */
export function BillDetails({
  totals,
  headingLevel,
  className,
}: {
  totals: CartReply['totals'];
  headingLevel: BillHeadingLevel;
  className?: string;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section
      aria-label="Bill details"
      className={cn('rounded-lg border border-slate-200 bg-white p-3 text-sm', className)}
    >
      <Heading className="mb-2 font-semibold text-slate-900">Bill details</Heading>
      <dl className="grid grid-cols-[1fr_auto] gap-y-1.5">
        <dt className="text-slate-600">Items total</dt>
        <dd className="text-right">
          {totals.savings > 0 && (
            <del className="mr-2 text-slate-500">
              <span className="sr-only">Original price </span>
              {formatINR(totals.originalTotal)}
            </del>
          )}
          {formatINR(totals.totalPrice)}
        </dd>
        <dt className="text-slate-600">Quantity</dt>
        <dd className="text-right">{totals.totalQty} item</dd>
        <dt className="font-semibold text-slate-900">Grand total</dt>
        <dd className="text-right font-semibold text-slate-900">{formatINR(totals.totalPrice)}</dd>
      </dl>
    </section>
  );
}
