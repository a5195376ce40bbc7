import { useEffect } from 'react';
import toast from 'react-hot-toast/headless';
import { storeCalendarDate } from '#web/lib/date-time';
import { useHomeDeals } from '../api/get-deals';
import { ProductRow } from './product-row';

/** SPEC §2 Home: the deals heading rotates among three lines by weekday modulo 3. */
export const DEAL_HEADINGS = [
  'Deals of the Day',
  'Special Deals for You',
  'Limited Time Offers',
] as const;

/** The weekday of the store's day (STORE_TIMEZONE): every shopper sees the same heading. */
export function dealsHeading(date: Date = new Date()): string {
  const { year, month, day } = storeCalendarDate(date);
  const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  return DEAL_HEADINGS[weekday % DEAL_HEADINGS.length]!;
}

const DEAL_SKELETONS = 5;

/** SPEC §2 Home deals strip: 5 placeholders; a failed load warns (SPEC §8) and hides the strip. */
export function DealsStrip() {
  const deals = useHomeDeals();
  const failed = deals.isError;
  useEffect(() => {
    if (failed) toast('problem loading special deals', { icon: '⚠️', id: 'deals-failed' });
  }, [failed]);

  if (failed || (deals.isSuccess && deals.data.length === 0)) return null;
  return <ProductRow title={dealsHeading()} products={deals.data} skeletonCount={DEAL_SKELETONS} />;
}
