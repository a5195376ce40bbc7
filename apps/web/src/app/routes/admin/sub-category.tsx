import { SubCategoryAdmin } from '#web/features/admin-catalogue/components/sub-category-admin';

/**
 * SPEC §2 Sub Category: a table of Name, Image (click to enlarge), Category (chips) and
 * Action (edit, delete), with the Add Sub Category and Edit Sub Category popups.
 */
export default function AdminSubCategoryPage() {
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-6">
      <SubCategoryAdmin />
    </div>
  );
}
