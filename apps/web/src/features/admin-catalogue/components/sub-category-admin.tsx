import type { SubCategory } from '@store/contract/subcategory';
import { Layers, Plus } from 'lucide-react';
import { useState } from 'react';
import { AssetImage } from '#web/components/ui/asset-image';
import { Button } from '#web/components/ui/button';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog';
import { EmptyState, LoadError } from '#web/components/ui/list-states';
import { Modal } from '#web/components/ui/modal';
import { PageTitle } from '#web/components/ui/page';
import { Skeleton } from '#web/components/ui/skeleton';
import { useCreateSubCategory } from '../api/create-sub-category';
import { useDeleteSubCategory } from '../api/delete-sub-category';
import { useAdminSubCategories } from '../api/get-sub-categories';
import { useUpdateSubCategory } from '../api/update-sub-category';
import { SubCategoryForm } from './sub-category-form';
import { SubCategoryTable } from './sub-category-table';

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
          <SubCategoryTable
            subCategories={subCategories.data}
            onEdit={(sub) => {
              update.reset();
              setEditing(sub);
            }}
            onDelete={(sub) => {
              remove.reset();
              setDeleting(sub);
            }}
            onEnlarge={setEnlarged}
          />
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
