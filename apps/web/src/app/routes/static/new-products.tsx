import { Button } from '../../../components/ui/button';
import { Page } from '../../../components/ui/page';
import {
  ProductCard,
  type ProductCardData,
  ProductCardSkeleton,
} from '../../../components/ui/product-card';
import {
  NEW_PRODUCTS_PAGE_SIZE,
  useNewProducts,
} from '../../../features/catalogue/api/get-new-products';

const gridClasses =
  'mt-6 grid grid-cols-1 gap-3 min-[400px]:grid-cols-2 md:grid-cols-3 lg:grid-cols-4';

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

/**
 * /new-products (SPEC §2 footer page): the catalogue's newest products, a page of 12 at a time
 * from POST /api/product/get (newest first), in the shared product card with its cart control.
 */
export default function NewProductsPage() {
  const query = useNewProducts();
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;

  return (
    <Page title="New Products">
      <p className="mt-2 text-sm text-slate-600">
        The latest templates, LUTs and presets added to the store, newest first.
      </p>
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
    </Page>
  );
}

function NewProductsGrid({
  products,
  loadingMore,
}: {
  products: readonly ProductCardData[];
  loadingMore: boolean;
}) {
  if (products.length === 0) {
    return <p className="py-16 text-center text-slate-600">No products available.</p>;
  }
  return (
    <ul aria-label="New products" aria-busy={loadingMore || undefined} className={gridClasses}>
      {products.map((product) => (
        <li key={product._id}>
          <ProductCard product={product} />
        </li>
      ))}
      {loadingMore && <Placeholders count={NEW_PRODUCTS_PAGE_SIZE} />}
    </ul>
  );
}
