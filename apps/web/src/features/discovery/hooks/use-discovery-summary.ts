import type { CatalogueFacets } from '@store/contract/product';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { productKeys } from '#web/lib/query-keys';
import { type Discovery, discoveryKey } from '../discovery-params';

/** What a choice of filters would show: how many products, and every filter's counts. */
export interface DiscoverySummary {
  totalCount: number;
  facets: CatalogueFacets | undefined;
}

/** The page's call, asked for its counts (the smallest page it allows) with these choices. */
export type SummaryFetcher = (
  discovery: Discovery,
  signal: AbortSignal,
) => Promise<DiscoverySummary>;

/**
 * Counts for a choice the page is not showing: the sidebar's before anything is chosen (the
 * page's own call then carries no filters, so no facets), and the phone dialog's draft.
 * `scope` names the page's results (the call and what it is about) for the query key.
 * The last counts stay on screen while the next ones load, so the choices do not flicker.
 */
export function useDiscoverySummary(
  scope: readonly unknown[],
  fetcher: SummaryFetcher,
  discovery: Discovery,
  enabled: boolean,
) {
  return useQuery({
    queryKey: productKeys.discoverySummary(scope, discoveryKey(discovery)),
    queryFn: ({ signal }) => fetcher(discovery, signal),
    enabled,
    placeholderData: keepPreviousData,
  });
}
