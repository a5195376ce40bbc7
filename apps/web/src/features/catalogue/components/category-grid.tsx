import { useMemo } from 'react';
import { CategoryTile, CategoryTileSkeleton } from '#web/components/ui/category-tile';
import { shuffled } from '#web/lib/shuffle';
import { useCategories } from '../api/get-categories';
import { useCategoryLinks } from '../hooks/use-category-links';

const SKELETON_TILES = 12;
const gridClasses = 'grid grid-cols-5 gap-2 md:grid-cols-8 lg:grid-cols-10';

/** SPEC §2 Home: every category, shuffled once per visit, each leading to its first sub-category. */
export function CategoryGrid() {
  const categories = useCategories();
  const { links, isPending: linksPending } = useCategoryLinks();
  // Shuffled once per mount (and when the list itself changes), not on every re-render.
  const order = useMemo(() => shuffled(categories.data ?? []), [categories.data]);

  if (categories.isPending || linksPending) {
    return (
      <ul aria-label="Loading categories" aria-busy="true" className={gridClasses}>
        {Array.from({ length: SKELETON_TILES }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <li key={index}>
            <CategoryTileSkeleton />
          </li>
        ))}
      </ul>
    );
  }
  // SPEC §8: a failed category fetch stays silent; the rest of the page still works.
  if (categories.isError || order.length === 0) return null;

  return (
    <ul aria-label="Categories" className={gridClasses}>
      {order.map((category) => (
        <li key={category._id}>
          <CategoryTile name={category.name} image={category.image} to={links.get(category._id)} />
        </li>
      ))}
    </ul>
  );
}
