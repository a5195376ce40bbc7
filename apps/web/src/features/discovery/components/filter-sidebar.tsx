import type { CatalogueFacets } from '@store/contract/product';
import { useId } from 'react';
import type { Discovery } from '../discovery-params';
import { FilterPanel } from './filter-panel';

interface FilterSidebarProps {
  discovery: Discovery;
  facets: CatalogueFacets | undefined;
  onChoose: (discovery: Discovery) => void;
}

/** Wide screens: the filters beside the results, each change applied at once. */
export function FilterSidebar({ discovery, facets, onChoose }: FilterSidebarProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="mb-3 text-base font-semibold text-slate-900">
        Filters
      </h2>
      <FilterPanel
        filters={discovery.filters}
        facets={facets}
        onChange={(filters) => onChoose({ ...discovery, filters })}
      />
    </section>
  );
}
