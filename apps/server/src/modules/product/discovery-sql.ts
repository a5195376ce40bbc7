import type { CatalogueFilters, SearchSort } from '@store/contract/product';
import { type SQL, sql } from 'drizzle-orm';

/*
 * The SQL pieces of sorted and filtered catalogue reads (issue 16), on `product_facets f`
 * (one narrow row per live product, decision 34): one condition per filter, so facet counts
 * can leave one filter out at a time, and one ORDER BY per sort, each ending on the id so
 * equal keys always come in the same order.
 */

/** The filters a facet can leave out: each counts "given the OTHER filters". */
export type FilterKey = 'price' | 'free' | 'onSale' | 'software' | 'format';
export const FILTER_KEYS: readonly FilterKey[] = ['price', 'free', 'onSale', 'software', 'format'];

/** A discount that lowers the price (a free product is not "on sale" at 0% off). */
export const ON_SALE = sql`f.on_sale`;

/** The SQL condition of each active filter (absent when that filter is not in use). */
export function filterConditions(filters: CatalogueFilters): Partial<Record<FilterKey, SQL>> {
  const out: Partial<Record<FilterKey, SQL>> = {};
  const bounds: SQL[] = [];
  if (filters.minPrice !== undefined) bounds.push(sql`f.sale_price >= ${filters.minPrice}`);
  if (filters.maxPrice !== undefined) bounds.push(sql`f.sale_price <= ${filters.maxPrice}`);
  if (bounds.length > 0) out.price = sql.join(bounds, sql` and `);
  if (filters.free) out.free = sql`f.sale_price = 0`;
  if (filters.onSale) out.onSale = ON_SALE;
  if (filters.software?.length) {
    const lowered = filters.software.map((name) => name.toLowerCase());
    out.software = sql`f.software_keys && ${sql.param(lowered)}::text[]`;
  }
  if (filters.format?.length) out.format = sql`f.formats && ${sql.param(filters.format)}::text[]`;
  return out;
}

/** Every active filter but `except`, ANDed (`true` when none). */
export function filtersExcept(
  conditions: Partial<Record<FilterKey, SQL>>,
  except?: FilterKey,
): SQL {
  const parts = FILTER_KEYS.filter((key) => key !== except && conditions[key]).map(
    (key) => sql`(${conditions[key]!})`,
  );
  return parts.length > 0 ? sql.join(parts, sql` and `) : sql`true`;
}

/**
 * Paid orders of each product in the last 30 days (popularity), for a LEFT JOIN as `pop`.
 * A product in several lines of one order counts once.
 */
export const POPULARITY_CTE = sql`popularity as (
  select oi.product_id, count(distinct o.id)::int as paid_orders
  from orders o join order_items oi on oi.order_id = o.id
  where o.payment_status = 'PAID' and o.paid_at >= now() - interval '30 days'
  group by oi.product_id)`;

/** The SPEC order of listings: newest first. */
export const NEWEST = sql`f.created_at desc, f.product_id desc`;

/**
 * How a page finds its rows in order:
 * - `walk`: down the sort's index, keeping the rows that pass (cheap when many do);
 * - `collect`: every row of the scope that passes, then sorted (cheap when few do). The sort
 *   keys are then spelled so that no index matches them (`+ 0`), which keeps the planner from
 *   walking an index past thousands of rows that do not pass.
 */
export type PageStrategy = 'walk' | 'collect';

/**
 * The ORDER BY of a sort, on `f` (product_facets, or product_facet_links in a sub-category's
 * walk); `relevance` is the caller's (search only).
 */
export function sortOrder(sort: SearchSort, relevance?: SQL, strategy: PageStrategy = 'walk'): SQL {
  const id = sql`f.product_id`;
  // `+ 0` (an interval for the timestamp) hides a key from the indexes (see PageStrategy).
  const key = (name: string, zero = sql`0`) =>
    strategy === 'collect' ? sql`(${sql.raw(`f.${name}`)} + ${zero})` : sql.raw(`f.${name}`);
  switch (sort) {
    case 'newest':
      return sql`${key('created_at', sql`interval '0'`)} desc, ${id} desc`;
    case 'price-asc':
      return sql`${key('sale_price')} asc, ${id} asc`;
    case 'price-desc':
      // Ties newest id first: the price index read backwards, with no sort of its own.
      return sql`${key('sale_price')} desc, ${id} desc`;
    case 'popular':
      return sql`coalesce(pop.paid_orders, 0) desc, ${id} asc`;
    case 'rating':
      // Spelled as the rating indexes are, so they serve it without a sort.
      return sql`${key('rating')} desc nulls last, f.rating_count desc nulls last, ${id} asc`;
    case 'relevance':
      return relevance ?? NEWEST;
  }
}

/**
 * How many rows a walk may pass for each row a collection reads, at equal cost. A walked row
 * (the next B-tree entry and its heap row, mostly in order) is cheaper than a collected one
 * (from a bitmap, then sorted), but the walk's estimate assumes the matching rows are spread
 * evenly along the sort, and a catalogue's are not always: the two are taken to cancel out.
 */
export const WALK_ADVANTAGE = 1;

/**
 * A scope this small is always collected: a few milliseconds at most, whatever the order of
 * its rows, where a walk that meets rows correlated with the sort (a search's cheapest
 * matches all dearer than most of the catalogue) can pass tens of thousands.
 */
export const COLLECT_ALWAYS = 5_000;

/**
 * What a search page by price costs, in µs at 100,000 products, fitted to 60 pages (ten
 * searches from 1,562 to 100,000 matches, both directions, three filter sets, each read both
 * ways: the rule's pick costs 6.5 ms more than the better way in all, against 115 ms with
 * the weights measured one statement at a time). A walk: ~0.05 for each price-index entry
 * it passes (read from the index alone), ~1.5 for each that passes the filters and is checked
 * against its search row's words. A collection bounded by price (PriceBound): ~0.2 for each
 * match in the full-text index's bitmap, ~0.05 for each product of the groups that can hold
 * the page (the key index's bitmap) and ~2 for each match in them it reads, joins and sorts.
 * Without a bound (fewer pass than the page needs) it reads every match, ~1 each. A price
 * filter's walk starts inside its range, which `entries` does not know: 'presets' free by
 * price high→low walks in 15 ms and is collected in 20.
 */
export const WALK_ENTRY_COST = 0.05;
export const WALK_PROBE_COST = 1.5;
export const COLLECT_MATCH_COST = 0.2;
export const COLLECT_KEYED_COST = 0.05;
export const COLLECT_READ_COST = 2;
export const COLLECT_UNBOUNDED_COST = 1;

/** Walk or collect a search sorted by price, from how far its walk would go (PriceWalk). */
export function priceWalkStrategy(counts: {
  /** Index entries the walk would read. */
  entries: number;
  /** Of those, the ones it would check against the search index. */
  probes: number;
  /** The price the page ends at (null: fewer pass than it needs). */
  price: number | null;
  /** The passing matches up to that price. */
  collected: number | null;
  /** The search's matches, before filters. */
  scope: number;
}): PageStrategy {
  const walk = counts.entries * WALK_ENTRY_COST + counts.probes * WALK_PROBE_COST;
  // Bounded, the groups up to the page's price hold `probes` live products (the walk's
  // passing entries, all of them).
  const collect =
    counts.price === null || counts.collected === null
      ? counts.scope * COLLECT_UNBOUNDED_COST
      : counts.scope * COLLECT_MATCH_COST +
        counts.probes * COLLECT_KEYED_COST +
        counts.collected * COLLECT_READ_COST;
  return walk <= collect ? 'walk' : 'collect';
}

/**
 * A mobile group walks its sub-category's links when at least this many times the rows it
 * shows pass the filters; with fewer it collects them. Both read index entries only (the
 * links' indexes carry the filter columns); the margin covers matches bunched late in the
 * sort's order, which a walk would have to pass everything before.
 */
export const WALK_MIN_MATCHES = 3;

/**
 * Walk or collect (PageStrategy), from counts the facet query already has: a walk down the
 * sort's index passes about `catalogue / matching` rows for each row it keeps, a collection
 * reads every row of the scope. The cheaper wins (see WALK_ADVANTAGE).
 */
export function pageStrategy(counts: {
  /** Rows the page needs: offset + limit. */
  needed: number;
  /** Live products that pass the scope and every filter. */
  matching: number;
  /** Live products in the scope, before filters. */
  scope: number;
  /** Live products in the catalogue. */
  catalogue: number;
}): PageStrategy {
  if (counts.matching === 0 || counts.scope <= COLLECT_ALWAYS) return 'collect';
  const walked = (counts.needed * counts.catalogue) / counts.matching;
  return walked <= WALK_ADVANTAGE * counts.scope ? 'walk' : 'collect';
}

/** Facet rows of a category's products. */
export const facetsInCategory = (categoryId: string) =>
  sql`f.category_ids @> array[${categoryId}]::text[]`;
/** Facet rows of a sub-category's products. */
export const facetsInSubCategory = (subCategoryId: string) =>
  sql`f.sub_category_ids @> array[${subCategoryId}]::text[]`;

/** Live products of a category (a condition on `p`). */
export const inCategory = (categoryId: string) => sql`exists (
  select 1 from product_categories pc where pc.product_id = p.id and pc.category_id = ${categoryId})`;
