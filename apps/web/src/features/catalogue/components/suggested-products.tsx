import { BREAKPOINTS } from '@store/contract/constants';
import { useMemo } from 'react';
import { ProductCard, ProductCardSkeleton } from '#web/components/ui/product-card';
import { cn } from '#web/lib/cn';
import { shuffled } from '#web/lib/shuffle';
import { useMediaQuery } from '#web/lib/use-media-query';
import { useNearScreen } from '#web/lib/use-near-screen';
import { useProductsByCategory } from '../api/get-products-by-category';

const SKELETON_CARDS = 6;

/**
 * SPEC §2: products of the same category, shuffled once, without the product itself:
 * 'Similar to this' as one row; under 500 px, 'Suggested Products' in three rows.
 */
export function SuggestedProducts({
  productId,
  categoryId,
}: {
  productId: string;
  categoryId: string | undefined;
}) {
  const narrow = useMediaQuery(`(max-width: ${BREAKPOINTS.suggestedLayout - 0.02}px)`);
  // Below the product: asked for and drawn as the shopper scrolls towards it, not while the
  // product itself loads (docs/decisions/0033).
  const nearScreen = useNearScreen<HTMLElement>('200px');
  const query = useProductsByCategory(nearScreen.near ? categoryId : undefined);
  const items = useMemo(
    () => shuffled((query.data ?? []).filter((product) => product._id !== productId)),
    [query.data, productId],
  );
  if (!categoryId || query.isError || (query.isSuccess && items.length === 0)) return null;

  const title = narrow ? 'Suggested Products' : 'Similar to this';
  const itemClasses = 'relative w-36 shrink-0 snap-start sm:w-44';
  return (
    <section ref={nearScreen.ref} aria-labelledby="suggested-products" className="mt-10">
      <h2 id="suggested-products" className="mb-3 text-lg font-semibold text-slate-900">
        {title}
      </h2>
      <ul
        aria-busy={!query.isSuccess || undefined}
        className={cn(
          '-mx-4 snap-x gap-3 overflow-x-auto scroll-px-4 px-4 pb-2',
          narrow ? 'grid grid-flow-col grid-rows-3 auto-cols-[9rem]' : 'flex',
        )}
      >
        {!query.isSuccess
          ? Array.from({ length: SKELETON_CARDS }, (_, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
              <li key={index} className={itemClasses}>
                <ProductCardSkeleton still={!nearScreen.near} />
              </li>
            ))
          : items.map((product) => (
              <li key={product._id} className={itemClasses}>
                <ProductCard product={product} />
              </li>
            ))}
      </ul>
    </section>
  );
}
