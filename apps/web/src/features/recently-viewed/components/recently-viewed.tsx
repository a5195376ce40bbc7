import { lazy, Suspense } from 'react';
import { recentlyViewed } from '../recently-viewed-list';

/** The row's code loads only for a browser that has something to show (the home page's budget). */
const RecentlyViewedRow = lazy(async () => ({
  default: (await import('./recently-viewed-row')).RecentlyViewedRow,
}));

/**
 * Issue 16: the recently viewed row, on the home page and (without the product being shown)
 * on the product page. Renders nothing while this browser has opened no other product.
 */
export function RecentlyViewed({ excludeId }: { excludeId?: string }) {
  const ids = recentlyViewed.useIds().filter((id) => id !== excludeId);
  if (ids.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <RecentlyViewedRow productIds={ids} />
    </Suspense>
  );
}
