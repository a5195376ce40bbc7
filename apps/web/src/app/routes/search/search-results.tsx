import { STORE_NAME } from '@store/contract/constants';
import { useCallback, useMemo } from 'react';
import { DiscoveryFrame } from '#web/features/discovery/components/discovery-frame';
import {
  type Discovery,
  discoveryFields,
  SEARCH_SORT_CHOICES,
  summaryFields,
} from '#web/features/discovery/discovery-params';
import { useDiscovery } from '#web/features/discovery/hooks/use-discovery';
import { getSearchSummary, useSearchProducts } from '#web/features/search/api/search-products';
import { SearchResults } from '#web/features/search/components/search-results';
import { useSearchRoute } from '#web/features/search/hooks/use-search-route';

/**
 * /search?q={text}: the results of the text after 'q=' (SPEC §2); no q lists the newest.
 * Issue 16's sort (relevance first) and filters sit beside them, kept in the address.
 */
export default function SearchResultsPage() {
  const text = (useSearchRoute().query ?? '').trim();
  const { discovery, choose } = useDiscovery(SEARCH_SORT_CHOICES);
  const fields = useMemo(() => discoveryFields(discovery), [discovery]);
  // The same query as the results' (one request): its reply carries the facet counts.
  const results = useSearchProducts(text, fields);
  const fetchSummary = useCallback(
    (choice: Discovery, signal: AbortSignal) =>
      getSearchSummary(text, summaryFields(choice), signal),
    [text],
  );
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-4">
      <title>{`${text ? `${text} – Search` : 'Search'} | ${STORE_NAME}`}</title>
      <DiscoveryFrame
        sorts={SEARCH_SORT_CHOICES}
        discovery={discovery}
        onChoose={choose}
        facets={results.data?.pages[0]?.facets}
        scope={['search', text]}
        fetchSummary={fetchSummary}
      >
        {(toolbar) => <SearchResults text={text} fields={fields} toolbar={toolbar} />}
      </DiscoveryFrame>
    </div>
  );
}
