import type { AdminProduct } from '@store/contract/product';
import { ArchiveRestore, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '#web/components/ui/button';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog';
import { EmptyState, LoadError } from '#web/components/ui/list-states';
import { PageTitle } from '#web/components/ui/page';
import { Pager } from '#web/components/ui/pager';
import { SearchBox } from '#web/components/ui/search-box';
import { RECYCLE_BIN_LOAD_FAILED, useLoadFailureToast } from '#web/lib/use-load-failure-toast';
import { useClampPage, usePagedSearch } from '#web/lib/use-paged-search';
import { useDeletePermanent } from '../api/delete-permanent';
import { useTrashProducts } from '../api/get-trash-products';
import { useRecoverProduct } from '../api/recover-product';
import { AdminProductCard, ProductGridSkeleton, productGridClasses } from './admin-product-card';

/**
 * SPEC §2 Recycle Bin: deleted products (first image, name, unit) with Recover, and Delete
 * forever; search; paging from page 0 (Previous stops at 0).
 */
export function RecycleBinAdmin() {
  const { text, setText, search, page, setPage } = usePagedSearch(0);
  const trash = useTrashProducts({ page, search });
  useLoadFailureToast(trash.isError, RECYCLE_BIN_LOAD_FAILED);
  const totalPages = trash.data?.totalNoPage;
  useClampPage(page, 0, totalPages, setPage);
  const [deleting, setDeleting] = useState<AdminProduct | null>(null);
  const recover = useRecoverProduct();
  const purge = useDeletePermanent({ onSuccess: () => setDeleting(null) });
  const total = Math.max(totalPages ?? 1, 1);

  return (
    <>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <PageTitle>Recycle Bin</PageTitle>
        <SearchBox
          label="Search the recycle bin"
          placeholder="Search product here..."
          value={text}
          onChange={setText}
        />
      </div>

      <div className="mt-6">
        {trash.isPending ? (
          <ProductGridSkeleton label="Loading the recycle bin" />
        ) : trash.isError ? (
          <LoadError message={RECYCLE_BIN_LOAD_FAILED} onRetry={() => void trash.refetch()} />
        ) : trash.data.data.length === 0 ? (
          <EmptyState icon={Trash2}>
            {search ? `No deleted products match “${search}”.` : 'The recycle bin is empty.'}
          </EmptyState>
        ) : (
          <ul aria-label="Deleted products" className={productGridClasses}>
            {trash.data.data.map((product) => (
              <li key={product._id}>
                <AdminProductCard product={{ ...product, price: undefined }}>
                  <Button
                    size="sm"
                    className="px-2"
                    aria-label={`Recover ${product.name}`}
                    disabled={recover.isPending && recover.variables === product._id}
                    onClick={() => recover.mutate(product._id)}
                  >
                    <ArchiveRestore aria-hidden="true" className="size-4" />
                    Recover
                  </Button>
                  <Button
                    variant="danger"
                    size="sm"
                    className="px-2"
                    aria-label={`Delete forever: ${product.name}`}
                    onClick={() => {
                      purge.reset();
                      setDeleting(product);
                    }}
                  >
                    <Trash2 aria-hidden="true" className="size-4" />
                    Delete forever
                  </Button>
                </AdminProductCard>
              </li>
            ))}
          </ul>
        )}
      </div>

      {trash.data && (
        <Pager
          label={`${page + 1}/${total}`}
          previousDisabled={page <= 0}
          nextDisabled={page + 1 >= total || trash.isPlaceholderData}
          onPrevious={() => setPage(page - 1)}
          onNext={() => setPage(page + 1)}
        />
      )}

      <ConfirmDialog
        open={deleting !== null}
        title="Delete forever"
        confirmLabel="Delete forever"
        pending={purge.isPending}
        error={purge.error?.message}
        onConfirm={() => deleting && purge.mutate(deleting._id)}
        onClose={() => setDeleting(null)}
      >
        Delete <strong>{deleting?.name}</strong> for good? It cannot be recovered afterwards.
      </ConfirmDialog>
    </>
  );
}
