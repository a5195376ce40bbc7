import { SEARCH_PLACEHOLDER_COUNT } from '@store/contract/constants';
import { type ReactNode, useRef } from 'react';
import { Button } from '#web/components/ui/button';
import { ProductCard, ProductCardSkeleton } from '#web/components/ui/product-card';
import { Skeleton } from '#web/components/ui/skeleton';
import { type SearchDiscoveryFields, useSearchProducts } from '../api/search-products';
import { useOnVisible } from '../hooks/use-on-visible';

const gridClasses =
  'grid grid-cols-1 gap-3 min-[400px]:grid-cols-2 md:grid-cols-3 lg:grid-cols-4 xl:grid-cols-5';
const NEXT_PAGE_PLACEHOLDERS = 5;

function Placeholders({ count }: { count: number }) {
  return Array.from({ length: count }, (_, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
    <li key={index}>
      <ProductCardSkeleton />
    </li>
  ));
}

interface SearchResultsProps {
  text: string;
  /** Issue 16's sort and filters, when chosen. */
  fields?: SearchDiscoveryFields;
  /** Sort and filter controls, under the heading. */
  toolbar?: ReactNode;
}

/** SPEC §2 Search results: count, grid of 1–5 columns, 10 placeholders, infinite scroll. */
export function SearchResults({ text, fields, toolbar }: SearchResultsProps) {
  const search = useSearchProducts(text, fields);
  const sentinel = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = search;
  const canLoadMore = hasNextPage && !isFetchingNextPage && !search.isFetchNextPageError;
  const observing = useOnVisible(sentinel, () => void fetchNextPage(), canLoadMore);

  // Every state has the page's h1 (route focus and screen-reader heading navigation need one);
  // while loading or failed it is not drawn, the placeholder and the message are.
  const hiddenHeading = (
    <h1 tabIndex={-1} className="sr-only">
      Search Results
    </h1>
  );
  // The toolbar keeps its place in every state, so a sort or filter chosen while results
  // load keeps its focus (a remounted control would drop it).
  const frame = (heading: ReactNode, body: ReactNode) => (
    <>
      {heading}
      {toolbar ? <div className="mt-3">{toolbar}</div> : null}
      {body}
    </>
  );
  if (search.isPending) {
    return frame(
      <>
        {hiddenHeading}
        <Skeleton className="h-7 w-48" />
      </>,
      <ul aria-label="Loading results" aria-busy="true" className={`mt-4 ${gridClasses}`}>
        <Placeholders count={SEARCH_PLACEHOLDER_COUNT} />
      </ul>,
    );
  }
  // A failed next page keeps the results shown (and offers a retry below them).
  if (search.data === undefined) {
    return frame(
      hiddenHeading,
      <div role="alert" className="mt-4 flex flex-wrap items-center gap-3 text-sm text-slate-700">
        <span>{search.error?.message}</span>
        <Button variant="secondary" size="sm" onClick={() => search.refetch()}>
          Try again
        </Button>
      </div>,
    );
  }

  const products = search.data.pages.flatMap((page) => page.data);
  const count = search.data.pages[0]?.totalCount ?? 0;
  return frame(
    <h1 tabIndex={-1} className="text-lg font-semibold text-slate-900" aria-live="polite">
      {`Search Results: ${count}`}
    </h1>,
    <>
      {products.length === 0 ? (
        <p className="py-16 text-center text-slate-600">No Data found</p>
      ) : (
        <ul
          aria-label="Results"
          aria-busy={isFetchingNextPage || search.isPlaceholderData || undefined}
          className={`mt-4 ${gridClasses}`}
        >
          {products.map((product) => (
            <li key={product._id}>
              <ProductCard product={product} />
            </li>
          ))}
          {isFetchingNextPage && <Placeholders count={NEXT_PAGE_PLACEHOLDERS} />}
        </ul>
      )}
      <div ref={sentinel} aria-hidden="true" className="h-px" />
      {search.isFetchNextPageError && (
        <div role="alert" className="mt-4 flex items-center gap-3 text-sm text-slate-700">
          <span>{search.error?.message}</span>
          <Button variant="secondary" size="sm" onClick={() => fetchNextPage()}>
            Try again
          </Button>
        </div>
      )}
      {!observing && canLoadMore && (
        <div className="mt-6 flex justify-center">
          <Button variant="secondary" onClick={() => fetchNextPage()}>
            Load more
          </Button>
        </div>
      )}
    </>,
  );
}
