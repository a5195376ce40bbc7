import type { Product } from '@store/contract/product';
import { ProductCard, ProductCardSkeleton } from '#web/components/ui/product-card';

const SKELETON_CARDS = 8;
const wideGridClasses = 'grid grid-cols-1 gap-3 min-[480px]:grid-cols-3 xl:grid-cols-4';
/** Beside the filters the grid is narrower: three columns at most (SPEC allows 1, 3 or 4). */
const narrowGridClasses = 'grid grid-cols-1 gap-3 min-[480px]:grid-cols-3';

export const NO_PRODUCTS = 'No products available.';

interface ListingGridProps {
  products: readonly Product[] | undefined;
  /** Three columns at most (the filters take the room of the fourth). */
  narrow?: boolean;
  /** The products shown are the last choice's, while the new choice's load. */
  busy?: boolean;
}

/** SPEC §2 Product listing (desktop): a grid of 1, 3 or 4 columns. */
export function ListingGrid({ products, narrow = false, busy = false }: ListingGridProps) {
  const gridClasses = narrow ? narrowGridClasses : wideGridClasses;
  if (!products) {
    return (
      <ul aria-label="Loading products" aria-busy="true" className={gridClasses}>
        {Array.from({ length: SKELETON_CARDS }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <li key={index}>
            <ProductCardSkeleton />
          </li>
        ))}
      </ul>
    );
  }
  if (products.length === 0)
    return <p className="py-10 text-center text-slate-600">{NO_PRODUCTS}</p>;
  return (
    <ul aria-label="Products" aria-busy={busy || undefined} className={gridClasses}>
      {products.map((product) => (
        <li key={product._id}>
          <ProductCard product={product} />
        </li>
      ))}
    </ul>
  );
}
