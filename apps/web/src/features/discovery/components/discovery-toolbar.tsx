import type { SearchSort } from '@store/contract/product';
import { SlidersHorizontal } from 'lucide-react';
import { Button } from '#web/components/ui/button';
import { countFilters, type Discovery, isDiscovering } from '../discovery-params';
import { SortSelect } from './sort-select';

interface DiscoveryToolbarProps {
  sorts: readonly SearchSort[];
  discovery: Discovery;
  onChoose: (discovery: Discovery) => void;
  /**
   * The results' count line ("12 products"), announced politely as it changes; omit it when
   * the page already announces its count (search's heading).
   */
  status?: string | undefined;
  /** Narrow screens: the filters open in a dialog from this button. */
  onOpenFilters?: (() => void) | undefined;
}

/** Above the results: their count, the Filters button (phones), Sort by, and Clear all. */
export function DiscoveryToolbar({
  sorts,
  discovery,
  onChoose,
  status,
  onOpenFilters,
}: DiscoveryToolbarProps) {
  const chosen = countFilters(discovery);
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
      {status !== undefined && (
        <p role="status" className="mr-auto text-sm text-slate-600">
          {status}
        </p>
      )}
      {onOpenFilters && (
        <Button variant="secondary" size="sm" className="h-10" onClick={onOpenFilters}>
          <SlidersHorizontal aria-hidden="true" className="size-4" />
          {chosen > 0 ? `Filters (${chosen})` : 'Filters'}
        </Button>
      )}
      <SortSelect
        sorts={sorts}
        value={discovery.sort}
        onChange={(sort) =>
          onChoose(sort ? { ...discovery, sort } : { filters: discovery.filters })
        }
        className={status === undefined ? 'mr-auto' : undefined}
      />
      {isDiscovering(discovery) && (
        <Button
          variant="ghost"
          size="sm"
          className="h-10"
          onClick={() => onChoose({ filters: {} })}
        >
          Clear all
        </Button>
      )}
    </div>
  );
}
