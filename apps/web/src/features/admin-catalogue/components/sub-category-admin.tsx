import type { SubCategory } from '@store/contract/subcategory';
import { Layers, Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { AssetImage } from '../../../components/ui/asset-image';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { EmptyState, LoadError } from '../../../components/ui/list-states';
import { Modal } from '../../../components/ui/modal';
import { PageTitle } from '../../../components/ui/page';
import { Skeleton } from '../../../components/ui/skeleton';
import { useCreateSubCategory } from '../api/create-sub-category';
import { useDeleteSubCategory } from '../api/delete-sub-category';
import { useAdminSubCategories } from '../api/get-sub-categories';
import { useUpdateSubCategory } from '../api/update-sub-category';
import { SubCategoryForm } from './sub-category-form';

/**
 * SPEC §2 Sub Category: a table of Name, Image (click to enlarge), Category (chips) and
 * Action (edit, delete), with the Add Sub Category and Edit Sub Category popups.
 */
export function SubCategoryAdmin() {
  const subCategories = useAdminSubCategories();
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<SubCategory | null>(null);
  const [deleting, setDeleting] = useState<SubCategory | null>(null);
  const [enlarged, setEnlarged] = useState<SubCategory | null>(null);
  const create = useCreateSubCategory({ onSuccess: () => setAdding(false) });
  const update = useUpdateSubCategory({ onSuccess: () => setEditing(null) });
  const remove = useDeleteSubCategory({ onSuccess: () => setDeleting(null) });

  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <PageTitle>Sub Category</PageTitle>
        <Button
          onClick={() => {
            create.reset();
            setAdding(true);
          }}
        >
          <Plus aria-hidden="true" className="size-4" />
          Add Sub Category
        </Button>
      </div>

      <div className="mt-6">
        {subCategories.isPending ? (
          <div aria-busy="true" className="space-y-2">
            <p className="sr-only">Loading sub categories</p>
            {Array.from({ length: 6 }, (_, n) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
              <Skeleton key={n} className="h-16 w-full" />
            ))}
          </div>
        ) : subCategories.isError ? (
          <LoadError
            message={subCategories.error.message}
            onRetry={() => void subCategories.refetch()}
          />
        ) : subCategories.data.length === 0 ? (
          <EmptyState icon={Layers}>No sub categories yet. Add the first one.</EmptyState>
        ) : (
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
                {subCategories.data.map((sub) => (
                  <tr key={sub._id}>
                    <th scope="row" className="px-2 py-2 sm:px-3 font-medium text-slate-900">
                      {sub.name}
                    </th>
                    <td className="px-2 py-2 sm:px-3">
                      <button
                        type="button"
                        aria-label={`Enlarge image of ${sub.name}`}
                        onClick={() => setEnlarged(sub)}
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
                          onClick={() => {
                            update.reset();
                            setEditing(sub);
                          }}
                        >
                          <Pencil aria-hidden="true" className="size-4" />
                        </Button>
                        <Button
                          variant="ghostDanger"
                          size="sm"
                          className="px-2"
                          aria-label={`Delete ${sub.name}`}
                          onClick={() => {
                            remove.reset();
                            setDeleting(sub);
                          }}
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
        )}
      </div>

      <Modal open={adding} onClose={() => setAdding(false)} title="Add Sub Category">
        <SubCategoryForm
          submitLabel="Submit"
          pending={create.isPending}
          error={create.error?.message}
          onSubmit={(values) => create.mutate(values)}
          onCancel={() => setAdding(false)}
        />
      </Modal>
      <Modal open={editing !== null} onClose={() => setEditing(null)} title="Edit Sub Category">
        {editing && (
          <SubCategoryForm
            subCategory={editing}
            submitLabel="Update"
            pending={update.isPending}
            error={update.error?.message}
            onSubmit={(values) => update.mutate({ _id: editing._id, ...values })}
            onCancel={() => setEditing(null)}
          />
        )}
      </Modal>
      <Modal
        open={enlarged !== null}
        onClose={() => setEnlarged(null)}
        title={enlarged?.name ?? 'Image'}
      >
        {enlarged && (
          <AssetImage
            src={enlarged.image}
            alt={enlarged.name}
            className="h-auto max-h-[70vh] w-full rounded-lg object-contain"
          />
        )}
      </Modal>
      <ConfirmDialog
        open={deleting !== null}
        title="Delete Sub Category"
        confirmLabel="Delete"
        pending={remove.isPending}
        error={remove.error?.message}
        onConfirm={() => deleting && remove.mutate(deleting._id)}
        onClose={() => setDeleting(null)}
      >
        Delete the sub category <strong>{deleting?.name}</strong>? This cannot be undone.
      </ConfirmDialog>
    </>
  );
}
