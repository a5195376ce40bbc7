import type { Product } from '@store/contract/product';
import { useMemo } from 'react';
import { Button } from '../../../components/ui/button';
import { useCategories } from '../api/get-categories';
import { useProducts } from '../api/get-products';
import { useCategoryLinks } from '../hooks/use-category-links';
import { ProductRow } from './product-row';

/**
 * TEMPORARY: one large page of products, grouped here by first category, until
 * POST /api/product/get-product-by-category lands with the catalogue issue; then each
 * row asks for its own category. 100 is the most one page may hold (contract limit).
 */
const HOME_PRODUCTS_REQUEST = { page: 1, limit: 100 };
const LOADING_ROWS = 2;

export function groupByFirstCategory(products: readonly Product[]): Map<string, Product[]> {
  const groups = new Map<string, Product[]>();
  for (const product of products) {
    const categoryId = product.category[0]?._id;
    if (!categoryId) continue;
    const group = groups.get(categoryId);
    if (group) group.push(product);
    else groups.set(categoryId, [product]);
  }
  return groups;
}

/** SPEC §2 Home: one product row per category, each with 'See All'. */
export function CategoryProductRows() {
  const categories = useCategories();
  const products = useProducts(HOME_PRODUCTS_REQUEST);
  const { links } = useCategoryLinks();
  const groups = useMemo(() => groupByFirstCategory(products.data?.data ?? []), [products.data]);

  if (categories.isPending) {
    return Array.from({ length: LOADING_ROWS }, (_, index) => (
      // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
      <ProductRow key={index} />
    ));
  }
  if (categories.isError) return null;
  if (products.isError) {
    return (
      <div role="alert" className="my-6 flex flex-wrap items-center gap-3 text-sm text-slate-700">
        <span>{products.error.message}</span>
        <Button variant="secondary" size="sm" onClick={() => products.refetch()}>
          Try again
        </Button>
      </div>
    );
  }

  return categories.data.map((category) => {
    const items = groups.get(category._id);
    // Once loaded, a category without products gets no empty row.
    if (!products.isPending && !items) return null;
    return (
      <ProductRow
        key={category._id}
        title={category.name}
        seeAllTo={links.get(category._id)}
        products={products.isPending ? undefined : items}
      />
    );
  });
}
