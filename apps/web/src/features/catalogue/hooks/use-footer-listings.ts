import { useMemo } from 'react';
import { listingPath } from '#web/config/paths';
import { useSubCategories } from '../api/get-sub-categories';

const FOOTER_LISTING_COUNT = 4;

/** The footer's four category/sub-category listing links (SPEC §2): the first four sub-categories. */
export function useFooterListings() {
  const { data } = useSubCategories();
  return useMemo(
    () =>
      (data ?? [])
        .flatMap((subCategory) => {
          const category = subCategory.category[0];
          return category
            ? [{ label: subCategory.name, to: listingPath(category, subCategory) }]
            : [];
        })
        .slice(0, FOOTER_LISTING_COUNT),
    [data],
  );
}
