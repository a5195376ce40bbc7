import { CATALOGUE_FILTER_LIMITS, PRODUCT_METADATA_LIMITS } from '@store/contract/constants';
import type { CatalogueFilters, SearchSort } from '@store/contract/product';

/*
 * Sort and filters in the page's address (issue 16): shareable, restored on reload, and
 * Back/Forward walk through them. Only this feature reads and writes these parameters; the
 * server reads none of them (its page replies are for the unfiltered first call), so the rule
 * lives here and not in the contract.
 *
 *   sort=price-asc  min=100  max=500  free=1  sale=1  software=DaVinci%20Resolve  format=CUBE
 *
 * `software` and `format` repeat, one parameter per choice. Anything the store would refuse
 * (an unknown sort, a price that is not a whole number of rupees, a format with a dot) is
 * left out rather than sent: a hand-edited or outdated link still opens a page.
 */

export interface Discovery {
  /** Absent: the page's own order (relevance for search, newest elsewhere). */
  sort?: SearchSort;
  filters: CatalogueFilters;
}

export const NO_DISCOVERY: Discovery = { filters: {} };

/** Sort labels; the record's keys are every sort the contract knows (the type checks it). */
export const SORT_LABELS: Record<SearchSort, string> = {
  relevance: 'Relevance',
  newest: 'Newest',
  'price-asc': 'Price: low to high',
  'price-desc': 'Price: high to low',
  popular: 'Popular',
  rating: 'Top rated',
};

/** Sorts of a page: search adds relevance (its default); lists default to newest. */
export const LIST_SORT_CHOICES = [
  'newest',
  'price-asc',
  'price-desc',
  'popular',
  'rating',
] as const satisfies readonly SearchSort[];
export const SEARCH_SORT_CHOICES = ['relevance', ...LIST_SORT_CHOICES] as const;

const PARAM = {
  sort: 'sort',
  minPrice: 'min',
  maxPrice: 'max',
  free: 'free',
  onSale: 'sale',
  software: 'software',
  format: 'format',
} as const;

/** Every parameter this feature owns (the rest, such as search's `q`, is left alone). */
const OWN_PARAMS: readonly string[] = Object.values(PARAM);

/** The contract's price bound: whole rupees from 0 to 10,00,000. */
const PRICE_MAX = 1_000_000;

function priceOf(text: string | null): number | undefined {
  if (text === null || !/^\d{1,7}$/.test(text.trim())) return undefined;
  const value = Number(text.trim());
  return value <= PRICE_MAX ? value : undefined;
}

/** Distinct values (software kept once in any case, as the server matches it). */
function distinct(values: string[], key: (value: string) => string): string[] {
  const seen = new Set<string>();
  return values.filter((value) => {
    const k = key(value);
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

function softwareOf(values: string[]): string[] {
  const cleaned = values
    .map((value) => value.trim())
    .filter((value) => value.length > 0 && value.length <= CATALOGUE_FILTER_LIMITS.valueMax);
  return distinct(cleaned, (value) => value.toLowerCase()).slice(
    0,
    CATALOGUE_FILTER_LIMITS.valuesMax,
  );
}

/** Formats as the store keeps them: upper case, no leading dot, letters and digits. */
function formatsOf(values: string[]): string[] {
  const cleaned = values
    .map((value) => value.trim().replace(/^\./, '').toUpperCase())
    .filter(
      (value) =>
        value.length > 0 &&
        value.length <= PRODUCT_METADATA_LIMITS.formatMax &&
        /^[\p{L}\p{N}]+$/u.test(value),
    );
  return distinct(cleaned, (value) => value).slice(0, CATALOGUE_FILTER_LIMITS.valuesMax);
}

/** Sort and filters from a query string ('?q=…&sort=…' or without the '?'). */
export function parseDiscovery(search: string, sorts: readonly SearchSort[]): Discovery {
  const params = new URLSearchParams(search);
  const filters: CatalogueFilters = {};
  let minPrice = priceOf(params.get(PARAM.minPrice));
  let maxPrice = priceOf(params.get(PARAM.maxPrice));
  // An upside-down range is what the shopper meant the right way round.
  if (minPrice !== undefined && maxPrice !== undefined && minPrice > maxPrice) {
    [minPrice, maxPrice] = [maxPrice, minPrice];
  }
  if (minPrice !== undefined) filters.minPrice = minPrice;
  if (maxPrice !== undefined) filters.maxPrice = maxPrice;
  if (params.get(PARAM.free) === '1') filters.free = true;
  if (params.get(PARAM.onSale) === '1') filters.onSale = true;
  const software = softwareOf(params.getAll(PARAM.software));
  if (software.length > 0) filters.software = software;
  const format = formatsOf(params.getAll(PARAM.format));
  if (format.length > 0) filters.format = format;

  const sort = params.get(PARAM.sort);
  const known = sorts.find((choice) => choice === sort);
  // The page's default order is the absence of `sort` (sorts[0]): one address per result.
  return known && known !== sorts[0] ? { sort: known, filters } : { filters };
}

/**
 * The query string (with its '?', or '' when empty) of `search` with this sort and these
 * filters in place of the old ones; other parameters (search's `q`) keep their place.
 */
export function withDiscovery(search: string, discovery: Discovery): string {
  const params = new URLSearchParams(search);
  for (const name of OWN_PARAMS) params.delete(name);
  const { sort, filters } = discovery;
  if (sort) params.set(PARAM.sort, sort);
  if (filters.minPrice !== undefined) params.set(PARAM.minPrice, String(filters.minPrice));
  if (filters.maxPrice !== undefined) params.set(PARAM.maxPrice, String(filters.maxPrice));
  if (filters.free) params.set(PARAM.free, '1');
  if (filters.onSale) params.set(PARAM.onSale, '1');
  for (const value of filters.software ?? []) params.append(PARAM.software, value);
  for (const value of filters.format ?? []) params.append(PARAM.format, value);
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** How many filters are chosen (the Filters button shows it). */
export function countFilters({ filters }: Discovery): number {
  return (
    (filters.minPrice !== undefined || filters.maxPrice !== undefined ? 1 : 0) +
    (filters.free ? 1 : 0) +
    (filters.onSale ? 1 : 0) +
    (filters.software?.length ?? 0) +
    (filters.format?.length ?? 0)
  );
}

/** True when the shopper chose a sort or any filter. */
export function isDiscovering(discovery: Discovery): boolean {
  return discovery.sort !== undefined || countFilters(discovery) > 0;
}

/**
 * The request fields for a call: none at all when nothing is chosen, so the call is the one
 * SPEC §7 describes (and matches the reply the server brought with the page).
 */
export function discoveryFields(discovery: Discovery): {
  sort?: SearchSort;
  filters?: CatalogueFilters;
} {
  if (!isDiscovering(discovery)) return {};
  return discovery.sort
    ? { sort: discovery.sort, filters: discovery.filters }
    : { filters: discovery.filters };
}

/** The fields that ask for facets without changing the order or the results. */
export const FACETS_ONLY = { filters: {} } as const;

/** A stable key of a discovery for query keys (same choices, same key). */
export function discoveryKey(discovery: Discovery): string {
  return withDiscovery('', discovery);
}

/** The fields for a list call (New Products, listings): relevance is search's alone. */
export function listDiscoveryFields(discovery: Discovery): {
  sort?: Exclude<SearchSort, 'relevance'>;
  filters?: CatalogueFilters;
} {
  const { sort, filters } = discoveryFields(discovery);
  return {
    ...(sort && sort !== 'relevance' ? { sort } : {}),
    ...(filters ? { filters } : {}),
  };
}

/** The fields of a counts-only call: what is chosen, or `filters: {}` to get facets at all. */
export function summaryFields(discovery: Discovery) {
  return isDiscovering(discovery) ? discoveryFields(discovery) : FACETS_ONLY;
}

/** As summaryFields, for list calls. */
export function listSummaryFields(discovery: Discovery) {
  return isDiscovering(discovery) ? listDiscoveryFields(discovery) : FACETS_ONLY;
}
