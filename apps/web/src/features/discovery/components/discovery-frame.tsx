import type { CatalogueFacets, SearchSort } from '@store/contract/product';
import { type ReactNode, useRef, useState } from 'react';
import { useMediaQuery } from '#web/lib/use-media-query';
import { type Discovery, isDiscovering, NO_DISCOVERY } from '../discovery-params';
import { type SummaryFetcher, useDiscoverySummary } from '../hooks/use-discovery-summary';
import { DiscoveryToolbar } from './discovery-toolbar';
import { FilterSidebar } from './filter-sidebar';
import { FiltersDialog } from './filters-dialog';

/** From this width the filters sit beside the results; below it they open in a dialog. */
const SIDEBAR_QUERY = '(min-width: 1024px)';

/** True where the filters sit in a sidebar (pages with a sidebar of their own ask). */
export function useFilterSidebar(): boolean {
  return useMediaQuery(SIDEBAR_QUERY);
}

interface DiscoveryFrameProps {
  sorts: readonly SearchSort[];
  discovery: Discovery;
  onChoose: (discovery: Discovery) => void;
  /** The facets of the page's own reply: present once a sort or filter is chosen. */
  facets: CatalogueFacets | undefined;
  /** The page's results for the count queries' keys, and its call asked for counts only. */
  scope: readonly unknown[];
  fetchSummary: SummaryFetcher;
  /** The toolbar's count line, or undefined when the page announces its count itself. */
  status?: string | undefined;
  /** The results; `toolbar` goes where the page wants it (after its heading). */
  children: (toolbar: ReactNode) => ReactNode;
}

/**
 * Sort and filters around a page's results (issue 16): a sidebar beside them on wide
 * screens, a Filters button and dialog on narrow ones. The page keeps the results and its
 * calls; this frame asks for counts only while they are not in the page's own reply.
 */
export function DiscoveryFrame({
  sorts,
  discovery,
  onChoose,
  facets,
  scope,
  fetchSummary,
  status,
  children,
}: DiscoveryFrameProps) {
  const wide = useFilterSidebar();
  const [dialogOpen, setDialogOpen] = useState(false);
  const choosing = isDiscovering(discovery);
  // With nothing chosen the page's call is SPEC §7's, without facets: ask for them apart.
  const plain = useDiscoverySummary(scope, fetchSummary, NO_DISCOVERY, wide && !choosing);
  // The last counts stay while the next reply loads, so the choices do not blink.
  const shown = useRef<CatalogueFacets | undefined>(undefined);
  const current = choosing ? facets : plain.data?.facets;
  if (current) shown.current = current;

  const toolbar = (
    <DiscoveryToolbar
      sorts={sorts}
      discovery={discovery}
      onChoose={onChoose}
      status={status}
      onOpenFilters={wide ? undefined : () => setDialogOpen(true)}
    />
  );
  if (!wide) {
    return (
      <>
        {children(toolbar)}
        <FiltersDialog
          open={dialogOpen}
          onClose={() => setDialogOpen(false)}
          discovery={discovery}
          onApply={onChoose}
          scope={scope}
          fetchSummary={fetchSummary}
        />
      </>
    );
  }
  return (
    <div className="flex items-start gap-6">
      <aside className="w-56 shrink-0">
        <FilterSidebar discovery={discovery} facets={shown.current} onChoose={onChoose} />
      </aside>
      <div className="min-w-0 flex-1">{children(toolbar)}</div>
    </div>
  );
}
