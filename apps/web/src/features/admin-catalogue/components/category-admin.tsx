import type { Category } from '@store/contract/category';
import { LayoutGrid, Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { AssetImage } from '#web/components/ui/asset-image';
import { Button } from '#web/components/ui/button';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog';
import { EmptyState, LoadError } from '#web/components/ui/list-states';
import { Modal } from '#web/components/ui/modal';
import { PageTitle } from '#web/components/ui/page';
import { Skeleton } from '#web/components/ui/skeleton';
import { useAddCategory } from '../api/add-category';
import { useDeleteCategory } from '../api/delete-category';
import { useAdminCategories } from '../api/get-categories';
import { useUpdateCategory } from '../api/update-category';
import { CategoryForm } from './category-form';

/** SPEC §2 Category: the grid with Edit and Delete, the Add Category and edit popups. */
export function CategoryAdmin() {
  const categories = useAdminCategories();
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<Category | null>(null);
  const [deleting, setDeleting] = useState<Category | null>(null);
  const add = useAddCategory({ onSuccess: () => setAdding(false) });
  const update = useUpdateCategory({ onSuccess: () => setEditing(null) });
  const remove = useDeleteCategory({ onSuccess: () => setDeleting(null) });

  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <PageTitle>Category</PageTitle>
        <Button
          onClick={() => {
            add.reset();
            setAdding(true);
          }}
        >
          <Plus aria-hidden="true" className="size-4" />
          Add Category
        </Button>
      </div>

      <div className="mt-6">
        {categories.isPending ? (
          <ul
            aria-label="Loading categories"
            className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-5"
          >
            {Array.from({ length: 10 }, (_, n) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
              <li key={n}>
                <Skeleton className="aspect-[3/4] rounded-xl" />
              </li>
            ))}
          </ul>
        ) : categories.isError ? (
          <LoadError message={categories.error.message} onRetry={() => void categories.refetch()} />
        ) : categories.data.length === 0 ? (
          <EmptyState icon={LayoutGrid}>No categories yet. Add the first one.</EmptyState>
        ) : (
          <ul
            aria-label="Categories"
            className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-5"
          >
            {categories.data.map((category) => (
              <li
                key={category._id}
                className="flex flex-col rounded-xl border border-slate-200 bg-white p-2"
              >
                <AssetImage
                  src={category.image}
                  alt={category.name}
                  className="aspect-square w-full rounded-lg object-contain"
                />
                <p className="mt-2 line-clamp-2 text-sm font-medium text-slate-900">
                  {category.name}
                </p>
                <div className="mt-auto grid grid-cols-2 gap-2 pt-2">
                  <Button
                    variant="secondary"
                    size="sm"
                    className="px-2"
                    aria-label={`Edit ${category.name}`}
                    onClick={() => {
                      update.reset();
                      setEditing(category);
                    }}
                  >
                    <Pencil aria-hidden="true" className="size-4" />
                    Edit
                  </Button>
                  <Button
                    variant="danger"
                    size="sm"
                    className="px-2"
                    aria-label={`Delete ${category.name}`}
                    onClick={() => {
                      remove.reset();
                      setDeleting(category);
                    }}
                  >
                    <Trash2 aria-hidden="true" className="size-4" />
                    Delete
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </div>

      <Modal open={adding} onClose={() => setAdding(false)} title="Add Category">
        <CategoryForm
          submitLabel="Add Category"
          pending={add.isPending}
          error={add.error?.message}
          onSubmit={(values) => add.mutate(values)}
          onCancel={() => setAdding(false)}
        />
      </Modal>
      <Modal open={editing !== null} onClose={() => setEditing(null)} title="Update Category">
        {editing && (
          <CategoryForm
            category={editing}
            submitLabel="Update Category"
            pending={update.isPending}
            error={update.error?.message}
            onSubmit={(values) => update.mutate({ _id: editing._id, ...values })}
            onCancel={() => setEditing(null)}
          />
        )}
      </Modal>
      <ConfirmDialog
        open={deleting !== null}
        title="Delete Category"
        confirmLabel="Delete"
        pending={remove.isPending}
        error={remove.error?.message}
        onConfirm={() => deleting && remove.mutate(deleting._id)}
        onClose={() => setDeleting(null)}
      >
        Delete the category <strong>{deleting?.name}</strong>? This cannot be undone.
      </ConfirmDialog>
    </>
  );
}
