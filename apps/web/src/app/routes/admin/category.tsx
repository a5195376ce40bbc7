import { CategoryAdmin } from '#web/features/admin-catalogue/components/category-admin';

/** SPEC §2 Category: the grid with Edit and Delete, the Add Category and edit popups. */
export default function AdminCategoryPage() {
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-6">
      <CategoryAdmin />
    </div>
  );
}
