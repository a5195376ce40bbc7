import { BadgePercent, X } from 'lucide-react';
import { Button } from '#web/components/ui/button';
import { EmptyState, LoadError } from '#web/components/ui/list-states';
import { PageTitle } from '#web/components/ui/page';
import { Pager } from '#web/components/ui/pager';
import { SearchBox } from '#web/components/ui/search-box';
import { RECYCLE_BIN_LOAD_FAILED, useLoadFailureToast } from '#web/lib/use-load-failure-toast';
import { useClampPage, usePagedSearch } from '#web/lib/use-paged-search';
import { useDealsPage } from '../api/get-deals';
import { useRemoveFromDeals } from '../api/remove-from-deals';
import { AdminProductCard, ProductGridSkeleton, productGridClasses } from './admin-product-card';

/**
 * SPEC §2 Deals: 'Deals (total count)', search, the deals with Remove Deal, and
 * Previous / page-total / Next from page 0.
 */
export function DealsAdmin() {
  const { text, setText, search, page, setPage } = usePagedSearch(0);
  const deals = useDealsPage({ page, search });
  // SPEC §8 reuses the recycle bin's wording for a deals load failure.
  useLoadFailureToast(deals.isError, RECYCLE_BIN_LOAD_FAILED);
  const totalPages = deals.data?.totalNoPage;
  useClampPage(page, 0, totalPages, setPage);
  const remove = useRemoveFromDeals();
  const total = Math.max(totalPages ?? 1, 1);

  return (
    <>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <PageTitle>{deals.data ? `Deals (${deals.data.totalCount})` : 'Deals'}</PageTitle>
        <SearchBox
          label="Search deals"
          placeholder="Search product here..."
          value={text}
          onChange={setText}
        />
      </div>

      <div className="mt-6">
        {deals.isPending ? (
          <ProductGridSkeleton label="Loading deals" />
        ) : deals.isError ? (
          <LoadError message={RECYCLE_BIN_LOAD_FAILED} onRetry={() => void deals.refetch()} />
        ) : deals.data.data.length === 0 ? (
          <EmptyState icon={BadgePercent}>
            {search
              ? `No deals match “${search}”.`
              : 'No deals yet. Add products to deals from the Product page.'}
          </EmptyState>
        ) : (
          <ul aria-label="Deals" className={productGridClasses}>
            {deals.data.data.map((product) => (
              <li key={product._id}>
                <AdminProductCard product={product}>
                  <Button
                    variant="danger"
                    size="sm"
                    className="px-2"
                    aria-label={`Remove Deal: ${product.name}`}
                    disabled={remove.isPending && remove.variables === product._id}
                    onClick={() => remove.mutate(product._id)}
                  >
                    <X aria-hidden="true" className="size-4" />
                    Remove Deal
                  </Button>
                </AdminProductCard>
              </li>
            ))}
          </ul>
        )}
      </div>

      {deals.data && (
        <Pager
          label={`${page + 1}/${total}`}
          previousDisabled={page <= 0}
          nextDisabled={page + 1 >= total || deals.isPlaceholderData}
          onPrevious={() => setPage(page - 1)}
          onNext={() => setPage(page + 1)}
        />
      )}
    </>
  );
}
