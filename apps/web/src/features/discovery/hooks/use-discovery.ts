import type { SearchSort } from '@store/contract/product';
import { useCallback, useMemo } from 'react';
import { useCurrentLocation, useNavigate } from '#web/lib/navigation';
import { type Discovery, NO_DISCOVERY, parseDiscovery, withDiscovery } from '../discovery-params';

/**
 * The page's sort and filters, read from its address; `choose` puts new ones there as a new
 * history entry (Back returns to the previous choice), keeping the path and search's `q`.
 */
export function useDiscovery(sorts: readonly SearchSort[]) {
  const { pathname, search } = useCurrentLocation();
  const navigate = useNavigate();
  // Parsed once per address: the object is a query key and a prop of memoised children.
  const discovery = useMemo(() => parseDiscovery(search, sorts), [search, sorts]);
  const choose = useCallback(
    (next: Discovery) => {
      const target = `${pathname}${withDiscovery(window.location.search, next)}`;
      if (target !== `${pathname}${window.location.search}`) navigate(target);
    },
    [navigate, pathname],
  );
  const clear = useCallback(() => choose(NO_DISCOVERY), [choose]);
  return { discovery, choose, clear };
}
