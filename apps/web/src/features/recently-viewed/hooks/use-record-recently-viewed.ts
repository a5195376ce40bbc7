import { useEffect } from 'react';
import { recentlyViewed } from '../recently-viewed-list';

/** Remembers that this product was opened, once it has loaded (a 404 is not a view). */
export function useRecordRecentlyViewed(productId: string | undefined) {
  useEffect(() => {
    if (productId) recentlyViewed.add(productId);
  }, [productId]);
}
