import type { Product } from '@store/contract/product';
import { ProductCard, ProductCardSkeleton } from '../../../components/ui/product-card';

const SKELETON_CARDS = 8;
const gridClasses = 'grid grid-cols-1 gap-3 min-[480px]:grid-cols-3 xl:grid-cols-4';

export const NO_PRODUCTS = 'No products available.';

/** SPEC §2 Product listing (desktop): a grid of 1, 3 or 4 columns. */
export function ListingGrid({ products }: { products: readonly Product[] | undefined }) {
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
    <ul aria-label="Products" className={gridClasses}>
      {products.map((product) => (
        <li key={product._id}>
          <ProductCard product={product} />
        </li>
      ))}
    </ul>
  );
}
