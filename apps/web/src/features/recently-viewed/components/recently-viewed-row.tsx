import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { ProductCard, ProductCardSkeleton } from '#web/components/ui/product-card';
import { productCardsQueryOptions } from '#web/lib/product-cards';

const itemClasses = 'relative w-36 shrink-0 snap-start sm:w-44';

/**
 * 'Recently viewed': cards of the products this browser opened last, with today's prices
 * (products gone from the store drop out). Nothing at all when there is nothing to show.
 */
export function RecentlyViewedRow({ productIds }: { productIds: readonly string[] }) {
  const headingId = useId();
  const cards = useQuery(productCardsQueryOptions(productIds));
  if (productIds.length === 0 || cards.isError || cards.data?.length === 0) return null;
  return (
    <section aria-labelledby={headingId} aria-busy={cards.data ? undefined : true} className="py-4">
      <h2 id={headingId} className="mb-3 text-lg font-semibold text-slate-900">
        Recently viewed
      </h2>
      <ul className="-mx-1 flex snap-x gap-3 overflow-x-auto px-1 pb-2">
        {cards.data
          ? cards.data.map((product) => (
              <li key={product._id} className={itemClasses}>
                <ProductCard product={product} />
              </li>
            ))
          : productIds.map((id) => (
              <li key={id} className={itemClasses}>
                <ProductCardSkeleton />
              </li>
            ))}
      </ul>
    </section>
  );
}
