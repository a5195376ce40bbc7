import type { AdminProduct } from '@store/contract/product';
import { MessageSquareText, PackageSearch, Tag } from 'lucide-react';
import { Button } from '#web/components/ui/button';
import { EmptyState, LoadError } from '#web/components/ui/list-states';
import { Pager } from '#web/components/ui/pager';
import { useAddToDeals } from '../api/add-to-deals';
import type { useAdminProductList } from '../hooks/use-admin-product-list';
import { AdminProductCard, ProductGridSkeleton, productGridClasses } from './admin-product-card';

interface AdminProductGridProps {
  list: ReturnType<typeof useAdminProductList>;
  onEdit: (product: AdminProduct) => void;
  onDelete: (product: AdminProduct) => void;
  /** Issue #6: the product's survey answers. */
  onAnswers: (product: AdminProduct) => void;
}

/**
 * SPEC §2 Product list's grid: 12 a page in 2/4/6 columns, each card with Add to Deals, Edit
 * and Delete, plus its survey answers; Previous/Next with current/total under it.
 */
export function AdminProductGrid({ list, onEdit, onDelete, onAnswers }: AdminProductGridProps) {
  const { products, search, filtering, page, setPage, total } = list;
  const addToDeals = useAddToDeals();
  return (
    <>
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
                      onClick={() => onEdit(product)}
                    >
                      Edit
                    </Button>
                    <Button
                      variant="danger"
                      size="sm"
                      className="px-2"
                      aria-label={`Delete ${product.name}`}
                      onClick={() => onDelete(product)}
                    >
                      Delete
                    </Button>
                  </div>
                  <Button
                    variant="secondary"
                    size="sm"
                    className="px-2"
                    aria-label={`Answers for ${product.name}`}
                    onClick={() => onAnswers(product)}
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
    </>
  );
}
