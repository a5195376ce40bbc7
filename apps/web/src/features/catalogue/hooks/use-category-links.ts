import type { SubCategory } from '@store/contract/subcategory';
import { useMemo } from 'react';
import { listingPath } from '#web/config/paths';
import { useSubCategories } from '../api/get-sub-categories';

/**
 * Category id → listing of its first sub-category (SPEC §2: a category tile and its
 * 'See All' go there). Sub-categories arrive sorted by name, so "first" is alphabetical.
 */
export function firstListingByCategory(subCategories: readonly SubCategory[]): Map<string, string> {
  const links = new Map<string, string>();
  for (const subCategory of subCategories) {
    for (const category of subCategory.category) {
      if (!links.has(category._id)) links.set(category._id, listingPath(category, subCategory));
    }
  }
  return links;
}

export function useCategoryLinks() {
  const subCategories = useSubCategories();
  const links = useMemo(
    () => firstListingByCategory(subCategories.data ?? []),
    [subCategories.data],
  );
  return { links, isPending: subCategories.isPending };
}
