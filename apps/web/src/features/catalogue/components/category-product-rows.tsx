import type { Category } from '@store/contract/category';
import { useCategories } from '../api/get-categories';
import { useProductsByCategory } from '../api/get-products-by-category';
import { useCategoryLinks } from '../hooks/use-category-links';
import { ProductRow } from './product-row';

const LOADING_ROWS = 2;

/** One category's row: its own request, so rows fill in as their products arrive. */
function CategoryRow({ category, seeAllTo }: { category: Category; seeAllTo?: string }) {
  const products = useProductsByCategory(category._id);
  // A category without products, or whose products failed to load, gets no row.
  if (products.isError || (products.isSuccess && products.data.length === 0)) return null;
  // Below the deals and the category grid: drawn as the shopper scrolls to it.
  return (
    <ProductRow title={category.name} seeAllTo={seeAllTo} products={products.data} drawWhenNear />
  );
}

/** SPEC §2 Home: one product row per category, each with 'See All'. */
export function CategoryProductRows() {
  const categories = useCategories();
  const { links } = useCategoryLinks();

  if (categories.isPending) {
    return Array.from({ length: LOADING_ROWS }, (_, index) => (
      // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
      <ProductRow key={index} />
    ));
  }
  if (categories.isError) return null;
  return categories.data.map((category) => (
    <CategoryRow key={category._id} category={category} seeAllTo={links.get(category._id)} />
  ));
}
