import { useMemo } from 'react';
import { Button } from '#web/components/ui/button';
import { Page } from '#web/components/ui/page';
import {
  ProductCard,
  type ProductCardData,
  ProductCardSkeleton,
} from '#web/components/ui/product-card';
import {
  getNewProductsSummary,
  NEW_PRODUCTS_PAGE_SIZE,
  useNewProducts,
} from '#web/features/catalogue/api/get-new-products';
import { DiscoveryFrame } from '#web/features/discovery/components/discovery-frame';
import {
  type Discovery,
  LIST_SORT_CHOICES,
  listDiscoveryFields,
  listSummaryFields,
} from '#web/features/discovery/discovery-params';
import { useDiscovery } from '#web/features/discovery/hooks/use-discovery';

const gridClasses =
  'mt-4 grid grid-cols-1 gap-3 min-[400px]:grid-cols-2 md:grid-cols-3 xl:grid-cols-4';

function Placeholders({ count }: { count: number }) {
  return Array.from({ length: count }, (_, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
    <li key={index}>
      <ProductCardSkeleton />
    </li>
  ));
}

function Failure({ message, onRetry }: { message: string | undefined; onRetry: () => void }) {
  return (
    <div role="alert" className="mt-6 flex flex-wrap items-center gap-3 text-sm text-slate-700">
      <span>{message || 'Could not load the new products.'}</span>
      <Button variant="secondary" size="sm" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}

const productsText = (count: number) => `${count} ${count === 1 ? 'product' : 'products'}`;

const fetchSummary = (choice: Discovery, signal: AbortSignal) =>
  getNewProductsSummary(listSummaryFields(choice), signal);

/**
 * /new-products (SPEC §2 footer page): the catalogue's newest products, a page of 12 at a time
 * from POST /api/product/get (newest first), in the shared product card with its cart control;
 * issue 16's sort and filters, kept in the address, change the order and narrow the list.
 */
export default function NewProductsPage() {
  const { discovery, choose } = useDiscovery(LIST_SORT_CHOICES);
  const fields = useMemo(() => listDiscoveryFields(discovery), [discovery]);
  const query = useNewProducts(fields);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  const first = query.data?.pages[0];

  return (
    <Page title="New Products">
      <p className="mt-2 text-sm text-slate-600">
        The latest templates, LUTs and presets added to the store, newest first.
      </p>
      <div className="mt-6">
        <DiscoveryFrame
          sorts={LIST_SORT_CHOICES}
          discovery={discovery}
          onChoose={choose}
          facets={first?.facets}
          scope={['new']}
          fetchSummary={fetchSummary}
          status={first && !query.isPlaceholderData ? productsText(first.totalCount) : undefined}
        >
          {(toolbar) => (
            <>
              {toolbar}
              {query.isPending ? (
                <ul aria-label="Loading products" aria-busy="true" className={gridClasses}>
                  <Placeholders count={NEW_PRODUCTS_PAGE_SIZE} />
                </ul>
              ) : query.data === undefined ? (
                // Only a failed first page lands here; a failed later page keeps the grid (below).
                <Failure message={query.error?.message} onRetry={() => void query.refetch()} />
              ) : (
                <NewProductsGrid
                  products={query.data.pages.flatMap((page) => page.data)}
                  loadingMore={isFetchingNextPage}
                  busy={query.isPlaceholderData}
                />
              )}
              {query.isFetchNextPageError && (
                <Failure message={query.error?.message} onRetry={() => void fetchNextPage()} />
              )}
              {hasNextPage && !query.isFetchNextPageError && (
                <div className="mt-8 flex justify-center">
                  <Button
                    variant="secondary"
                    disabled={isFetchingNextPage}
                    onClick={() => void fetchNextPage()}
                  >
                    {isFetchingNextPage ? 'Loading…' : 'Load more'}
                  </Button>
                </div>
              )}
            </>
          )}
        </DiscoveryFrame>
      </div>
    </Page>
  );
}

function NewProductsGrid({
  products,
  loadingMore,
  busy,
}: {
  products: readonly ProductCardData[];
  loadingMore: boolean;
  /** The last choice's products, shown while the new choice's load. */
  busy: boolean;
}) {
  if (products.length === 0) {
    return <p className="py-16 text-center text-slate-600">No products available.</p>;
  }
  return (
    <ul
      aria-label="New products"
      aria-busy={loadingMore || busy || undefined}
      className={gridClasses}
    >
      {products.map((product) => (
        <li key={product._id}>
          <ProductCard product={product} />
        </li>
      ))}
      {loadingMore && <Placeholders count={NEW_PRODUCTS_PAGE_SIZE} />}
    </ul>
  );
}
