import { useEffect } from 'react';
import toast from 'react-hot-toast/headless';
import { useHomeDeals } from '../api/get-deals';
import { ProductRow } from './product-row';

/** SPEC §2 Home: the deals heading rotates among three lines by weekday modulo 3. */
export const DEAL_HEADINGS = [
  'Deals of the Day',
  'Special Deals for You',
  'Limited Time Offers',
] as const;

export function dealsHeading(date: Date = new Date()): string {
  return DEAL_HEADINGS[date.getDay() % DEAL_HEADINGS.length]!;
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
