import type { AdminProduct } from '@store/contract/product';
import { MessageSquareText, PackageSearch, Tag } from 'lucide-react';
import { useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { EmptyState, LoadError } from '../../../components/ui/list-states';
import { Modal } from '../../../components/ui/modal';
import { PageTitle } from '../../../components/ui/page';
import { useAddToDeals } from '../../../features/admin-catalogue/api/add-to-deals';
import { useDeleteProduct } from '../../../features/admin-catalogue/api/delete-product';
import { useAdminProducts } from '../../../features/admin-catalogue/api/get-admin-products';
import { useUpdateProduct } from '../../../features/admin-catalogue/api/update-product';
import {
  AdminProductCard,
  ProductGridSkeleton,
  productGridClasses,
} from '../../../features/admin-catalogue/components/admin-product-card';
import { AdminProductFilters } from '../../../features/admin-catalogue/components/admin-product-filters';
import { ConfirmDialog } from '../../../features/admin-catalogue/components/confirm-dialog';
import { Pager } from '../../../features/admin-catalogue/components/pager';
import { ProductForm } from '../../../features/admin-catalogue/components/product-form';
import { SearchBox } from '../../../features/admin-catalogue/components/search-box';
import { useAdminProductFilters } from '../../../features/admin-catalogue/hooks/use-admin-product-filters';
import {
  useClampPage,
  usePagedSearch,
} from '../../../features/admin-catalogue/hooks/use-paged-search';
import { SurveyAnswersDialog } from '../../../features/admin-survey/components/survey-answers-dialog';
import {
  SurveyEditor,
  type SurveyEditorHandle,
} from '../../../features/admin-survey/components/survey-editor';

/**
 * SPEC §2 Product list: search (300 ms debounce, back to page 1), 12 a page in 2/4/6 columns,
 * Previous/Next with current/total; each card has Add to Deals, Edit and Delete, plus (issue
 * #6) the product's survey answers. The Edit popup also edits the product's feedback survey.
 * Filters (issue 16) by category, stock, free or paid and deals live in the address; a change
 * goes back to page 1.
 */
export default function AdminProductsPage() {
  const filtering = useAdminProductFilters();
  const { text, setText, search, page, setPage } = usePagedSearch(1, filtering.key);
  const products = useAdminProducts({ page, search, filters: filtering.filters });
  const totalPages = products.data?.totalNoPage;
  useClampPage(page, 1, totalPages, setPage);

  const [editing, setEditing] = useState<AdminProduct | null>(null);
  const [deleting, setDeleting] = useState<AdminProduct | null>(null);
  const [answersOf, setAnswersOf] = useState<AdminProduct | null>(null);
  const addToDeals = useAddToDeals();
  const survey = useRef<SurveyEditorHandle>(null);
  // One button saves both: the product, then its survey if changed. The popup stays open when
  // the survey could not be saved (the product is, and a second press saves the rest). The
  // mutation stays pending until the survey is saved too.
  const update = useUpdateProduct({
    onSuccess: async () => {
      if ((await survey.current?.saveIfChanged()) ?? true) setEditing(null);
    },
  });
  const remove = useDeleteProduct({ onSuccess: () => setDeleting(null) });

  const total = Math.max(totalPages ?? 1, 1);
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <PageTitle>Product</PageTitle>
        <SearchBox
          label="Search products"
          placeholder="Search product here..."
          value={text}
          onChange={setText}
        />
      </div>
      <AdminProductFilters
        filters={filtering.filters}
        onChange={filtering.setFilter}
        onClear={filtering.clearFilters}
        active={filtering.active}
      />

      <div className="mt-6">
        {products.isPending ? (
          <ProductGridSkeleton label="Loading products" />
        ) : products.isError ? (
          <LoadError message={products.error.message} onRetry={() => void products.refetch()} />
        ) : products.data.data.length === 0 ? (
          <EmptyState icon={PackageSearch}>
            {search
              ? `No products match “${search}”${filtering.active ? ' with these filters' : ''}.`
              : filtering.active
                ? 'No products match these filters.'
                : 'No products yet.'}
          </EmptyState>
        ) : (
          <ul
            aria-label="Products"
            aria-busy={products.isPlaceholderData}
            className={productGridClasses}
          >
            {products.data.data.map((product) => (
              <li key={product._id}>
                <AdminProductCard product={product}>
                  <Button
                    size="sm"
                    className="px-2"
                    disabled={
                      product.isDeal ||
                      (addToDeals.isPending && addToDeals.variables === product._id)
                    }
                    onClick={() => addToDeals.mutate(product._id)}
                  >
                    <Tag aria-hidden="true" className="size-4" />
                    {product.isDeal ? 'In Deals' : 'Add to Deals'}
                  </Button>
                  <div className="grid grid-cols-2 gap-2">
                    <Button
                      variant="secondary"
                      size="sm"
                      className="px-2"
                      aria-label={`Edit ${product.name}`}
                      onClick={() => {
                        update.reset();
                        setEditing(product);
                      }}
                    >
                      Edit
                    </Button>
                    <Button
                      variant="danger"
                      size="sm"
                      className="px-2"
                      aria-label={`Delete ${product.name}`}
                      onClick={() => {
                        remove.reset();
                        setDeleting(product);
                      }}
                    >
                      Delete
                    </Button>
                  </div>
                  <Button
                    variant="secondary"
                    size="sm"
                    className="px-2"
                    aria-label={`Answers for ${product.name}`}
                    onClick={() => setAnswersOf(product)}
                  >
                    <MessageSquareText aria-hidden="true" className="size-4" />
                    Answers
                  </Button>
                </AdminProductCard>
              </li>
            ))}
          </ul>
        )}
      </div>

      {products.data && (
        <Pager
          label={`${page}/${total}`}
          previousDisabled={page <= 1}
          nextDisabled={page >= total || products.isPlaceholderData}
          onPrevious={() => setPage(page - 1)}
          onNext={() => setPage(page + 1)}
        />
      )}

      <Modal
        open={editing !== null}
        onClose={() => setEditing(null)}
        title="Edit Product"
        className="max-w-3xl"
      >
        {editing && (
          <ProductForm
            product={editing}
            submitLabel="Update Product"
            pending={update.isPending}
            error={update.error?.message}
            onSubmit={(request) => {
              // Checked first, so neither is saved while the survey is wrong.
              if (!(survey.current?.validate() ?? true)) return;
              update.mutate({ _id: editing._id, ...request });
            }}
            onCancel={() => setEditing(null)}
          >
            <SurveyEditor ref={survey} productId={editing._id} />
          </ProductForm>
        )}
      </Modal>
      <SurveyAnswersDialog product={answersOf} onClose={() => setAnswersOf(null)} />
      <ConfirmDialog
        open={deleting !== null}
        title="Permanent Delete"
        confirmLabel="Delete"
        pending={remove.isPending}
        error={remove.error?.message}
        onConfirm={() => deleting && remove.mutate(deleting._id)}
        onClose={() => setDeleting(null)}
      >
        Are you sure you want to delete <strong>{deleting?.name}</strong>? It moves to the recycle
        bin, where it can be recovered.
      </ConfirmDialog>
    </div>
  );
}
