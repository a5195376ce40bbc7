import type { SubCategory } from '@store/contract/subcategory';
import { Pencil, Trash2 } from 'lucide-react';
import { AssetImage } from '#web/components/ui/asset-image';
import { Button } from '#web/components/ui/button';

/** SPEC §2 Sub Category table: Name, Image (click to enlarge), Category (chips) and Action. */
export function SubCategoryTable({
  subCategories,
  onEdit,
  onDelete,
  onEnlarge,
}: {
  subCategories: readonly SubCategory[];
  onEdit: (sub: SubCategory) => void;
  onDelete: (sub: SubCategory) => void;
  onEnlarge: (sub: SubCategory) => void;
}) {
  return (
    // The table scrolls sideways inside its box on a phone, never the page.
    <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white">
      <table className="w-full text-left text-sm">
        <thead className="bg-slate-50 text-slate-700">
          <tr>
            <th scope="col" className="px-2 py-2 sm:px-3 font-semibold">
              Name
            </th>
            <th scope="col" className="px-2 py-2 sm:px-3 font-semibold">
              Image
            </th>
            <th scope="col" className="px-2 py-2 sm:px-3 font-semibold">
              Category
            </th>
            <th scope="col" className="px-2 py-2 sm:px-3 font-semibold">
              Action
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {subCategories.map((sub) => (
            <tr key={sub._id}>
              <th scope="row" className="px-2 py-2 sm:px-3 font-medium text-slate-900">
                {sub.name}
              </th>
              <td className="px-2 py-2 sm:px-3">
                <button
                  type="button"
                  aria-label={`Enlarge image of ${sub.name}`}
                  onClick={() => onEnlarge(sub)}
                  className="block rounded-md"
                >
                  <AssetImage
                    src={sub.image}
                    alt=""
                    className="size-12 rounded-md object-contain"
                  />
                </button>
              </td>
              <td className="px-2 py-2 sm:px-3">
                <ul className="flex flex-wrap gap-1">
                  {sub.category.map((category) => (
                    <li
                      key={category._id}
                      className="rounded-full bg-brand-50 px-2 py-0.5 text-xs text-brand-900"
                    >
                      {category.name}
                    </li>
                  ))}
                </ul>
              </td>
              <td className="px-2 py-2 sm:px-3">
                {/* Stacked on a phone: side by side, Delete fell outside the 375 px box. */}
                <div className="flex flex-col gap-1 sm:flex-row">
                  <Button
                    variant="ghost"
                    size="sm"
                    className="px-2"
                    aria-label={`Edit ${sub.name}`}
                    onClick={() => onEdit(sub)}
                  >
                    <Pencil aria-hidden="true" className="size-4" />
                  </Button>
                  <Button
                    variant="ghostDanger"
                    size="sm"
                    className="px-2"
                    aria-label={`Delete ${sub.name}`}
                    onClick={() => onDelete(sub)}
                  >
                    <Trash2 aria-hidden="true" className="size-4" />
                  </Button>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
