import type { SubCategory } from '@store/contract/subcategory';
import { AssetImage } from '#web/components/ui/asset-image';
import { NavLink } from '#web/components/ui/nav-link';
import { listingPath } from '#web/config/paths';
import { cn } from '#web/lib/cn';

/** SPEC §2 Product listing (desktop): the category's sub-categories; pictures above 1022 px. */
export function ListingSidebar({
  category,
  subCategories,
}: {
  category: { _id: string; name: string };
  subCategories: readonly SubCategory[];
}) {
  return (
    <nav aria-label={`${category.name} sub-categories`} className="w-48 shrink-0 min-[1023px]:w-60">
      <ul className="sticky top-24 flex max-h-[calc(100vh-7rem)] flex-col gap-1 overflow-y-auto pr-1">
        {subCategories.map((subCategory) => (
          <li key={subCategory._id}>
            <NavLink
              to={listingPath(category, subCategory)}
              className={(isActive) =>
                cn(
                  'flex items-center gap-3 rounded-lg border-l-4 px-2 py-2 text-sm font-medium',
                  isActive
                    ? 'border-brand-700 bg-brand-50 text-brand-900'
                    : 'border-transparent text-slate-700 hover:bg-slate-100',
                )
              }
            >
              <span className="hidden shrink-0 min-[1023px]:block">
                <AssetImage
                  src={subCategory.image}
                  alt=""
                  width={48}
                  height={48}
                  sizes="48px"
                  className="size-12 rounded-md"
                />
              </span>
              <span className="line-clamp-2">{subCategory.name}</span>
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
