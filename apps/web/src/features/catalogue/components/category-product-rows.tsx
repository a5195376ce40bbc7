import type { Category } from '@store/contract/category';
import { useState } from 'react';
import { useHasScrolled } from '#web/lib/use-has-scrolled';
import { useCategories } from '../api/get-categories';
import { useProductsByCategory } from '../api/get-products-by-category';
import { useCategoryLinks } from '../hooks/use-category-links';
import { ProductRow } from './product-row';

const LOADING_ROWS = 2;

/**
 * One category's row: its own request, so rows fill in as their products arrive. Below the
 * deals and the category grid, so it asks for its products once the shopper scrolls (or
 * when it nears the screen first), and draws them as it nears the screen.
 */
function CategoryRow({ category, seeAllTo }: { category: Category; seeAllTo?: string }) {
  const [near, setNear] = useState(false);
  const scrolled = useHasScrolled();
  const products = useProductsByCategory(near || scrolled ? category._id : undefined);
  // A category without products, or whose products failed to load, gets no row.
  if (products.isError || (products.isSuccess && products.data.length === 0)) return null;
  return (
    <ProductRow
      title={category.name}
      seeAllTo={seeAllTo}
      products={products.data}
      drawWhenNear
      onNearScreen={() => setNear(true)}
    />
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
