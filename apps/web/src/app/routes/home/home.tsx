import { STORE_NAME } from '@store/contract/constants';
import { CategoryGrid } from '../../../features/catalogue/components/category-grid';
import { CategoryProductRows } from '../../../features/catalogue/components/category-product-rows';

/** SPEC §2 Home, first version: categories, then a product row per category. Banners and deals come later. */
export default function HomePage() {
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-4">
      <title>{`${STORE_NAME} – Video and photo editing templates, LUTs and presets`}</title>
      <h1 className="sr-only">{STORE_NAME}</h1>
      <section aria-labelledby="home-categories" className="py-2">
        <h2 id="home-categories" className="mb-3 text-lg font-semibold text-slate-900">
          Shop by category
        </h2>
        <CategoryGrid />
      </section>
      <CategoryProductRows />
    </div>
  );
}
