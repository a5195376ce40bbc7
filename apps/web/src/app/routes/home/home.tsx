import { STORE_NAME } from '@store/contract/constants';
import { BannerCarousel } from '#web/features/catalogue/components/banner-carousel';
import { CategoryGrid } from '#web/features/catalogue/components/category-grid';
import { CategoryProductRows } from '#web/features/catalogue/components/category-product-rows';
import { DealsStrip } from '#web/features/catalogue/components/deals-strip';
import { RecentlyViewed } from '#web/features/recently-viewed/components/recently-viewed';

/** SPEC §2 Home: banners, deals, the category grid, then a product row per category;
 * then, issue 16, the products this browser viewed last. */
export default function HomePage() {
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-4">
      <title>{`${STORE_NAME} – Video and photo editing templates, LUTs and presets`}</title>
      <h1 tabIndex={-1} className="sr-only">
        {STORE_NAME}
      </h1>
      <BannerCarousel />
      <DealsStrip />
      <section aria-labelledby="home-categories" className="py-2">
        <h2 id="home-categories" className="mb-3 text-lg font-semibold text-slate-900">
          Shop by category
        </h2>
        <CategoryGrid />
      </section>
      <CategoryProductRows />
      {/* Issue 16: only for a browser that has opened products; its code loads only then. */}
      <RecentlyViewed />
    </div>
  );
}
