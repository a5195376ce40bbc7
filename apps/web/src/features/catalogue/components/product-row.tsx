import type { Product } from '@store/contract/product';
import { useId, useState } from 'react';
import { Link } from 'wouter';
import { ProductCard, ProductCardSkeleton } from '../../../components/ui/product-card';
import { Skeleton } from '../../../components/ui/skeleton';

const SKELETON_CARDS = 6;
/**
 * Cards drawn with the page: more than a 1280 px screen shows. The rest of a row (the deals
 * strip holds up to 60) is drawn when the shopper reaches into it — scrolls it, points at it
 * or tabs into it — so the home page's first second is not spent on cards nobody sees.
 */
const FIRST_CARDS = 8;
// `relative`: screen-reader-only text inside a card must not escape the scrolling row.
const itemClasses = 'relative w-36 shrink-0 snap-start sm:w-44';

interface ProductRowProps {
  /** Undefined while the categories themselves are loading. */
  title?: string;
  /** Where 'See All' leads; no link when there is nowhere to go yet. */
  seeAllTo?: string;
  /** Undefined while loading. */
  products?: readonly Product[];
  /** Placeholder cards while loading (SPEC §2: 6 per category row, 5 for the deals strip). */
  skeletonCount?: number;
}

/** A titled, horizontally scrolling row of product cards. */
export function ProductRow({
  title,
  seeAllTo,
  products,
  skeletonCount = SKELETON_CARDS,
}: ProductRowProps) {
  const headingId = useId();
  const [reachedInto, setReachedInto] = useState(false);
  const reachInto = reachedInto ? undefined : () => setReachedInto(true);
  const shown = reachedInto ? products : products?.slice(0, FIRST_CARDS);
  return (
    <section
      aria-labelledby={title ? headingId : undefined}
      aria-label={title ? undefined : 'Loading products'}
      aria-busy={products ? undefined : true}
      className="py-4"
    >
      <div className="mb-3 flex min-h-7 items-center justify-between gap-4">
        {title ? (
          <h2 id={headingId} className="text-lg font-semibold text-slate-900">
            {title}
          </h2>
        ) : (
          <Skeleton className="h-6 w-40" />
        )}
        {title && seeAllTo && (
          <Link
            to={seeAllTo}
            // Every row has a 'See All'; the category in the name tells them apart.
            aria-label={`See All ${title}`}
            className="shrink-0 rounded text-sm font-semibold text-brand-700 hover:text-brand-900"
          >
            See All
          </Link>
        )}
      </div>
      <ul
        onScroll={reachInto}
        onPointerEnter={reachInto}
        onFocus={reachInto}
        className="-mx-4 flex snap-x gap-3 overflow-x-auto scroll-px-4 px-4 pb-2"
      >
        {shown
          ? shown.map((product) => (
              <li key={product._id} className={itemClasses}>
                <ProductCard product={product} />
              </li>
            ))
          : Array.from({ length: skeletonCount }, (_, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
              <li key={index} className={itemClasses}>
                <ProductCardSkeleton />
              </li>
            ))}
      </ul>
    </section>
  );
}
