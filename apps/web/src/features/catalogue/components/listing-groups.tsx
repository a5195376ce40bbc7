import { useProductsByCategoryMobile } from '../api/get-products-by-category-mobile';
import { NO_PRODUCTS } from './listing-grid';
import { ProductRow } from './product-row';

const LOADING_ROWS = 2;

/**
 * SPEC §2 Product listing (800 px or less): each sub-category of the category as a heading
 * with a row of products. A failed fetch counts as no products (SPEC §8).
 */
export function ListingGroups({ categoryId }: { categoryId: string }) {
  const groups = useProductsByCategoryMobile(categoryId, true);
  if (groups.isPending) {
    return Array.from({ length: LOADING_ROWS }, (_, index) => (
      // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
      <ProductRow key={index} />
    ));
  }
  const filled = (groups.data ?? []).filter((group) => group.products.length > 0);
  if (filled.length === 0) return <p className="py-10 text-center text-slate-600">{NO_PRODUCTS}</p>;
  return filled.map((group) => (
    <ProductRow key={group._id} title={group.name} products={group.products} />
  ));
}
