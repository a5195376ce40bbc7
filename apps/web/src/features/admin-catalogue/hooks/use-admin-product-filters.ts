import { type AdminProductFilters, adminProductFiltersShape } from '@store/contract/product';
import { useCurrentLocation, useNavigate } from '#web/lib/navigation';

export type AdminProductFilterName = keyof AdminProductFilters;
const NAMES = Object.keys(adminProductFiltersShape) as AdminProductFilterName[];

/** The filters in a query string; a value the contract would refuse is left out. */
export function filtersFromSearch(search: string): AdminProductFilters {
  const params = new URLSearchParams(search);
  const filters: Record<string, string> = {};
  for (const name of NAMES) {
    const value = params.get(name);
    if (value === null) continue;
    const parsed = adminProductFiltersShape[name].safeParse(value);
    if (parsed.success && parsed.data !== undefined) filters[name] = parsed.data;
  }
  return filters as AdminProductFilters;
}

/**
 * The admin product list's filters (issue 16), kept in the address (`?stock=out-of-stock`) so
 * a filtered list can be shared or bookmarked and Back undoes a choice. Other query
 * parameters are kept as they are.
 */
export function useAdminProductFilters() {
  const { pathname, search } = useCurrentLocation();
  const navigate = useNavigate();
  const filters = filtersFromSearch(search);

  function setFilters(next: AdminProductFilters) {
    const params = new URLSearchParams(search);
    for (const name of NAMES) {
      const value = next[name];
      if (value) params.set(name, value);
      else params.delete(name);
    }
    const query = params.toString();
    navigate(query ? `${pathname}?${query}` : pathname);
  }

  return {
    filters,
    /** One filter's choice; '' (or undefined) removes it. */
    setFilter: (name: AdminProductFilterName, value: string | undefined) =>
      setFilters({ ...filters, [name]: value || undefined }),
    clearFilters: () => setFilters({}),
    /** Changes whenever a choice does: the list goes back to its first page. */
    key: NAMES.map((name) => filters[name] ?? '').join('|'),
    active: NAMES.some((name) => filters[name] !== undefined),
  };
}
