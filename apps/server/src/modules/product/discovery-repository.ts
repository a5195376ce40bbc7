import type { CatalogueFilters, FacetValue, SearchSort } from '@store/contract/product';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.js';
import type { DiscoveryQuery, DiscoveryScope } from './discovery.js';
import {
  type FilterKey,
  facetsInCategory,
  facetsInSubCategory,
  filterConditions,
  filtersExcept,
  NEWEST,
  ON_SALE,
  type PageStrategy,
  POPULARITY_CTE,
  sortOrder,
} from './discovery-sql.js';
import { cardsOfPage } from './page-json-sql.js';
import { productCardJson } from './public-product-sql.js';
import { searchHits } from './search-hits-sql.js';

/** The facet query's row: the counts, and what is needed to choose a PageStrategy. */
export interface FacetCounts {
  /** Products that pass every filter. */
  total: number;
  price_min: number | null;
  price_max: number | null;
  free: number;
  on_sale: number;
  software: FacetValue[] | null;
  format: FacetValue[] | null;
  /** Live products in the scope, before filters. */
  scope_total: number;
  /** Live products in the catalogue. */
  catalogue: number;
  /** Per relevance tier (DiscoveryScope.relevanceTiers): its products, before and after filters. */
  tiers: { scope: number; matching: number }[];
  /** How far a walk down the price index would go (PriceWalk), or null when not asked. */
  walk: WalkCounts | null;
  /** Whether each row of `Known` exists (true when not asked). */
  known: { category: boolean; subCategory: boolean };
  /** With `subCategoriesOf`: that category's sub-categories (by name) and their counts. */
  subCategories: SubCategoryCount[];
}

/**
 * A category and sub-category a call names, whose existence the facet query checks in the
 * same statement: a listing's 404s without a round trip of their own (each cost ~0.2–0.3 ms of
 * the server's CPU: the socket write, the reply's read and parse).
 */
export interface Known {
  category?: string | undefined;
  subCategory?: string | undefined;
  /**
   * Also count this category's sub-categories (the mobile listing's groups) in the same
   * statement.
   */
  subCategoriesOf?: string | undefined;
}

/** A sub-category of a category and how many of its products pass every filter. */
export type SubCategoryCount = {
  _id: string;
  name: string;
  matching: number;
};

/**
 * Each sub-category of the category with how many of its products pass every filter, added
 * up from the facet groups (rows `_id`, `name`, `matching`; unordered).
 */
function subCategoryCountsSql(categoryId: string, filterValues: CatalogueFilters): SQL {
  const filters = filtersExcept(filterConditions(filterValues));
  return sql`
      select s.id as "_id", s.name,
             coalesce(sum(f.products) filter (where ${filters}), 0)::int as matching
      from sub_category_categories sc
      join sub_categories s on s.id = sc.sub_category_id
      left join product_facet_groups f
        on f.sub_category_ids @> array[s.id] and ${facetsInCategory(categoryId)}
      where sc.category_id = ${categoryId}
      group by s.id, s.name`;
}

/** What a facet query is asked besides the counts every facet query gives. */
export interface FacetsAsked {
  /** Count each relevance tier too (a page sorted by relevance needs them). */
  byTier?: boolean;
  /** A category and sub-category that must exist (a 404 otherwise, category first). */
  known?: Known;
  /** A search sorted by price: how far a walk would go. */
  priceWalk?: PriceWalk | undefined;
}

/** The index entries a walk reads, and those of them it checks against the search index. */
export interface WalkCounts {
  entries: number;
  probes: number;
  /**
   * The price at which the passing matches, in the sort's order, fill the page (null when
   * fewer pass): a collected page needs no match beyond it (PriceBound).
   */
  price: number | null;
  /** The passing matches up to and including `price`: what a collected page reads. */
  collected: number | null;
}

/**
 * A collected search page sorted by price reads only the matches in the facet groups that
 * pass the filters and are priced up to `price` (price-asc) or from it (price-desc): the
 * rows its page can hold, found by ANDing those groups' keys (index
 * `product_search_facet_key_idx`) with the full-text match before any search row is read.
 */
export interface PriceBound {
  sort: 'price-asc' | 'price-desc';
  price: number;
}

/**
 * A search sorted by price asks the facet query how far a walk down the price index would go
 * before its page is full: the matches' facet groups know each price's matching products
 * (walkCounts).
 */
export interface PriceWalk {
  sort: 'price-asc' | 'price-desc';
  /** Rows the page needs: offset + limit. */
  needed: number;
}

/**
 * A search's rows that pass `where` (conditions on `product_search s`) as `s`, each joined to
 * its facet group as `f`. The search rows come first (`offset 0`): joined in one step, the
 * planner probed the key index once per group and tested every row of each against the words
 * ('presets', free, by price high→low, at 100,000 products: 9,376 rows, 13 ms; with the
 * bitmaps ANDed, 3,124 rows, 5 ms).
 */
function searchMatches(where: SQL): SQL {
  return sql`(
      select s.product_id, s.created_at, s.facet_key from product_search s
      where ${where} offset 0) s
    join product_facet_groups f on f.key = s.facet_key`;
}

/**
 * The rows a collected page sorts, each with its sort keys as `f`'s columns (product_id,
 * created_at, sale_price, rating, rating_count), so the sort reads nothing more. A search's
 * matches carry their facet group's key (decision 34), and the group, one of a few hundred
 * rows, holds every filter column and the price: a match costs its search row alone, where
 * joining every match to its facet row made the planner hash the whole facet table (6,000
 * matches: ~75 ms, now ~7 ms at 100,000 products). A sort by rating reads the facet row of
 * each match that passes, by its key (`offset 0` keeps the planner from hashing again).
 */
function collectedRows(
  scope: DiscoveryScope,
  query: DiscoveryQuery,
  where: SQL,
  bound?: PriceBound,
): SQL {
  if (scope.search !== undefined && scope.subCategory === undefined) {
    const passing = filtersExcept(filterConditions(query.filters));
    // The groups' keys as an array computed once (an InitPlan), which the key index ANDs with
    // the full-text match's bitmap (the inner `f` is the group).
    const inGroups = bound
      ? sql`and s.facet_key = any(array(
          select f.key from product_facet_groups f
          where f.sale_price ${sql.raw(bound.sort === 'price-asc' ? '<=' : '>=')} ${bound.price}
            and ${passing}))`
      : sql``;
    const matches = searchMatches(sql`${scope.search} ${inGroups}`);
    return query.sort === 'rating'
      ? sql`select s.product_id, s.created_at, f.sale_price, r.rating, r.rating_count
          from ${matches}
          cross join lateral (
            select pf.rating, pf.rating_count from product_facets pf
            where pf.product_id = s.product_id offset 0) r
          where ${passing}`
      : sql`select s.product_id, s.created_at, f.sale_price from ${matches} where ${passing}`;
  }
  return sql`select f.product_id, f.created_at, f.sale_price, f.rating, f.rating_count
    from product_facets f ${scope.from ?? sql``} where ${where}`;
}

/**
 * PriceWalk's counts, over a search's `scope` rows (its matches per facet group): the price
 * at which the passing matches, in the sort's order, reach `needed`; then the index entries
 * a walk reads to get there (every live product up to and including that price: matches may
 * bunch at the end of a price's ids, as 'lut' among free products does, where the walk read
 * 4,701 entries that an even spread put at 72), how many of them pass the filters (the index
 * carries them; the walk checks each against its search row), and the passing matches up to
 * that price (what a collected page reads, PriceBound). When fewer match, the walk reads the
 * whole catalogue and a collection every match.
 */
function walkCounts(walk: PriceWalk, passing: SQL): SQL {
  const asc = walk.sort === 'price-asc';
  const direction = sql.raw(asc ? 'asc' : 'desc');
  const reached = sql.raw(asc ? '<=' : '>=');
  // Live products up to the page's end among `groups` (product_facet_groups as `f`).
  const upTo = (groups: SQL) => sql`(
    select coalesce(sum(f.products) filter (where f.sale_price ${reached} l.sale_price), 0)
    from product_facet_groups f where ${groups})::int`;
  return sql`coalesce((
      with prices as (
        select f.sale_price, sum(f.products) as matches from scope f where ${passing}
        group by f.sale_price
      ),
      reached as (
        select p.sale_price, sum(p.matches) over (order by p.sale_price ${direction}) as matches
        from prices p
      ),
      last as (
        select * from reached r where r.matches >= ${walk.needed}
        order by r.sale_price ${direction} limit 1
      )
      select json_build_object('entries', ${upTo(sql`true`)}, 'probes', ${upTo(passing)},
                               'price', l.sale_price, 'collected', l.matches::int)
      from last l
    ), (select json_build_object('entries', coalesce(sum(f.products), 0)::int,
                                 'probes', coalesce(sum(f.products) filter (where ${passing}), 0)::int,
                                 'price', null, 'collected', null)
        from product_facet_groups f))`;
}

/**
 * The SQL of sorted and filtered catalogue reads (issue 16, decision 34); discovery.ts
 * chooses how each page is read (PageStrategy) and shapes the facets.
 */
export function createDiscoveryRepository(db: DbOrTx) {
  /** The `data` column of a page statement: the page's cards as JSON text (decision 51). */
  async function dataOf(statement: SQL): Promise<string> {
    const result = await db.execute<{ data: string }>(statement);
    return result.rows[0]!.data;
  }

  /** One page in the chosen order (products that pass every filter), as JSON text. */
  async function page(
    scope: DiscoveryScope,
    query: DiscoveryQuery,
    limit: number,
    offset: number,
    strategy: PageStrategy,
    /** A collected search page sorted by price: the price its page ends at. */
    bound?: PriceBound,
  ): Promise<string> {
    const filtered = sql`${scope.where ?? sql`true`} and ${filtersExcept(filterConditions(query.filters))}`;
    if (scope.subCategory !== undefined && query.sort !== 'popular') {
      return subCategoryPage(scope.subCategory, filtered, query.sort, limit, offset);
    }
    const where =
      scope.subCategory === undefined
        ? filtered
        : sql`${filtered} and ${facetsInSubCategory(scope.subCategory)}`;
    const from = scope.from ?? sql``;
    const order = sortOrder(query.sort, scope.relevance, strategy);
    /** The page's `page(id, position)` CTE (and those it needs), in the chosen order. */
    const pageIds = (): SQL => {
      const limited = sql`order by ${order} limit ${limit} offset ${offset}`;
      if (query.sort === 'popular') {
        // The few products with paid orders first, then the rest by id through the primary
        // key, instead of sorting every product by a count that is almost always 0. In a
        // sub-category, through its links' key (sub-category, product), checking each link
        // (they carry every filter column): a bitmap of the sub-category's facet rows read
        // all 9,376 of one at 100,000 products to keep 200 (~6 ms; now ~2,000 entries).
        const rows =
          scope.subCategory === undefined
            ? { from: sql`product_facets f ${from}`, where }
            : {
                from: sql`product_facet_links f`,
                where: sql`f.sub_category_id = ${scope.subCategory} and ${filtered}`,
              };
        return sql`${POPULARITY_CTE},
          ranked as (
            select f.product_id as id, pop.paid_orders as n
            from ${rows.from} join popularity pop on pop.product_id = f.product_id
            where ${rows.where}
            union all
            (select f.product_id, 0 from ${rows.from}
             where ${rows.where}
               and not exists (select 1 from popularity pop where pop.product_id = f.product_id)
             order by f.product_id limit ${offset + limit})
          ),
          page as (
            select x.id, row_number() over () as position from (
              select id from ranked order by n desc, id asc limit ${limit} offset ${offset}) x
          )`;
      }
      if (strategy === 'walk') {
        return sql`page as (
          select x.id, row_number() over () as position from (
            select f.product_id as id from product_facets f ${from} where ${where} ${limited}) x
        )`;
      }
      if (query.sort === 'relevance') {
        // Every passing row first (no order, so no index walk), then sorted by the scope's
        // own relevance, which reads the joined rows again.
        return sql`hits as materialized (
            select f.product_id from product_facets f ${from} where ${where}
          ),
          page as (
            select x.id, row_number() over () as position from (
              select f.product_id as id
              from hits h join product_facets f on f.product_id = h.product_id ${from}
              ${limited}) x
          )`;
      }
      // Every passing row with its sort keys (no order, so no index walk), then sorted.
      return sql`hits as materialized (${collectedRows(scope, query, where, bound)}),
        page as (
          select x.id, row_number() over () as position from (
            select f.product_id as id from hits f ${limited}) x
        )`;
    };
    return dataOf(sql`with ${pageIds()} select ${cardsOfPage} as data`);
  }

  /**
   * A page in relevance tiers (DiscoveryScope.relevanceTiers). The tiers' counts tell which
   * of them the page spans and where in each it starts, so only those are read, each with
   * its own limit and offset: a tier with many passing rows is walked down the newest-first
   * index; one with few is collected and sorted (PageStrategy, from the tier's own counts: a
   * walk towards a rare tier would pass most of the catalogue). A collected tier reads its
   * matches' search rows and facet groups, as `collectedRows` does (the tiers are conditions
   * on the search row): 'cinematic' on sale, 4,687 label matches at 100,000 products, took
   * ~13 ms through a facet row per match, ~4 ms this way.
   */
  async function tieredPage(
    scope: DiscoveryScope,
    filters: CatalogueFilters,
    tiers: { condition: SQL; strategy: PageStrategy; limit: number; offset: number }[],
  ): Promise<string> {
    const from = scope.from ?? sql``;
    const filtered = filtersExcept(filterConditions(filters));
    const where = sql`${scope.where ?? sql`true`} and ${filtered}`;
    const branches = tiers.map(({ condition, strategy, limit, offset }, index) =>
      strategy === 'walk'
        ? sql`(
            select f.product_id as id, ${index}::int as tier, f.created_at
            from product_facets f ${from}
            where ${where} and ${condition}
            order by ${NEWEST}
            limit ${limit} offset ${offset})`
        : sql`(
            with hits as materialized (${
              scope.search === undefined
                ? sql`select f.product_id, f.created_at from product_facets f ${from}
                      where ${where} and ${condition}`
                : sql`select s.product_id, s.created_at
                      from ${searchMatches(sql`${scope.search} and ${condition}`)}
                      where ${filtered}`
            })
            select h.product_id as id, ${index}::int as tier, h.created_at from hits h
            order by h.created_at desc, h.product_id desc
            limit ${limit} offset ${offset})`,
    );
    return dataOf(sql`
      with page as (
        select x.id, row_number() over () as position from (
          select t.id from (${sql.join(branches, sql` union all `)}) t
          order by t.tier, t.created_at desc, t.id desc) x
      )
      select ${cardsOfPage} as data`);
  }

  /**
   * A page of one sub-category: its links walked in order down the sort's index, each
   * checked against `where` on the index entry (the links carry every filter column).
   */
  async function subCategoryPage(
    subCategoryId: string,
    where: SQL,
    sort: SearchSort,
    limit: number,
    offset: number,
  ): Promise<string> {
    const order = sortOrder(sort);
    return dataOf(sql`
      with page as (
        select x.id, row_number() over () as position from (
          select f.product_id as id
          from product_facet_links f
          where f.sub_category_id = ${subCategoryId} and ${where}
          order by ${order}
          limit ${limit} offset ${offset}) x
      )
      select ${cardsOfPage} as data`);
  }

  /**
   * How many products pass every filter, and the facet counts: each filter's choices counted
   * over the scope with every OTHER filter applied, in one statement. A plain scope (the
   * whole catalogue, a category, a sub-category) adds up `product_facet_groups`, a few rows
   * per combination instead of one per product; a search's scope (a full-text match) reads
   * its products' rows, computed once and reused.
   */
  async function facetCounts(
    scope: DiscoveryScope,
    filters: CatalogueFilters,
    { byTier = false, known = {}, priceWalk }: FacetsAsked = {},
  ): Promise<FacetCounts> {
    const conditions = filterConditions(filters);
    const except = (key?: FilterKey) => filtersExcept(conditions, key);
    const perProduct = scope.from !== undefined && scope.search === undefined;
    // How many products a scope row stands for.
    const weight = perProduct ? sql`1` : sql`f.products`;
    const sum = (where: SQL) => sql`coalesce(sum(${weight}) filter (where ${where}), 0)::int`;
    const tiers = scope.search && byTier ? (scope.relevanceTiers ?? []) : [];
    // Which relevance tier a search row is in (0 without tiers). The tiers cover the scope,
    // so the last is what the others leave: a row of the last tier ('presets' described but
    // not named: 4,700 of 21,900 matches) is not tested again (~0.15 µs a test).
    const tierOf =
      tiers.length > 1
        ? sql`case ${sql.join(
            tiers.slice(0, -1).map((condition, index) => sql`when ${condition} then ${index}`),
            sql` `,
          )} else ${tiers.length - 1} end`
        : sql`0`;
    const scopeRows = scope.search
      ? // A search: its matches counted per facet group (and tier), then those groups.
        sql`hits as materialized (${searchHits(scope.search, tierOf, scope.word, tiers.length > 1)}),
          scope as materialized (
            select g.sale_price, g.on_sale, g.category_ids, g.sub_category_ids, g.software,
                   g.software_keys, g.formats, h.products, h.tier
            from hits h join product_facet_groups g on g.key = h.facet_key
          )`
      : perProduct
        ? sql`scope as materialized (
            select f.* from product_facets f ${scope.from} where ${scope.where ?? sql`true`})`
        : sql`scope as not materialized (
            select f.* from product_facet_groups f
            where ${scope.where ?? sql`true`}
              and ${scope.subCategory === undefined ? sql`true` : facetsInSubCategory(scope.subCategory)})`;
    const result = await db.execute<{
      total: number;
      price_min: number | null;
      price_max: number | null;
      free: number;
      on_sale: number;
      software: FacetValue[] | null;
      format: FacetValue[] | null;
      scope_total: number;
      catalogue: number;
      tiers: { tier: number; scope: number; matching: number }[] | null;
      walk: WalkCounts | null;
      category_known: boolean;
      sub_category_known: boolean;
      sub_categories: SubCategoryCount[] | null;
    }>(sql`
      with ${scopeRows},
      software_counts as (
        select min(k.name) as value, sum(${weight})::int as count
        from scope f cross join unnest(f.software) as k(name)
        where ${except('software')}
        group by lower(k.name)
      ),
      format_counts as (
        select k.name as value, sum(${weight})::int as count
        from scope f cross join unnest(f.formats) as k(name)
        where ${except('format')}
        group by k.name
      )
      select ${sum(except())} as total,
             min(f.sale_price) filter (where ${except('price')}) as price_min,
             max(f.sale_price) filter (where ${except('price')}) as price_max,
             ${sum(sql`${except('free')} and f.sale_price = 0`)} as free,
             ${sum(sql`${except('onSale')} and ${ON_SALE}`)} as on_sale,
             (select json_agg(json_build_object('value', c.value, 'count', c.count))
              from software_counts c) as software,
             (select json_agg(json_build_object('value', c.value, 'count', c.count))
              from format_counts c) as format,
             ${sum(sql`true`)} as scope_total,
             (select coalesce(sum(g.products), 0)::int from product_facet_groups g) as catalogue,
             ${
               tiers.length > 0
                 ? sql`(select json_agg(json_build_object(
                          'tier', t.tier, 'scope', t.scope, 'matching', t.matching))
                        from (select f.tier, sum(f.products)::int as scope,
                                     ${sum(except())} as matching
                              from scope f group by f.tier) t)`
                 : sql`null`
             } as tiers,
             ${scope.search && priceWalk ? walkCounts(priceWalk, except()) : sql`null`} as walk,
             ${
               known.category === undefined
                 ? sql`true`
                 : sql`exists (select 1 from categories c where c.id = ${known.category})`
             } as category_known,
             ${
               known.subCategory === undefined
                 ? sql`true`
                 : sql`exists (select 1 from sub_categories s where s.id = ${known.subCategory})`
             } as sub_category_known,
             ${
               known.subCategoriesOf === undefined
                 ? sql`null`
                 : sql`(select json_agg(json_build_object(
                          '_id', x."_id", 'name', x.name, 'matching', x.matching)
                          order by lower(x.name), x."_id")
                        from (${subCategoryCountsSql(known.subCategoriesOf, filters)}) x)`
             } as sub_categories
      from scope f`);
    const {
      tiers: tierRows,
      category_known: category,
      sub_category_known: subCategory,
      sub_categories: subCategories,
      ...row
    } = result.rows[0]!;
    return {
      ...row,
      known: { category, subCategory },
      subCategories: subCategories ?? [],
      tiers: tiers.map((_, index) => {
        const found = tierRows?.find((t) => t.tier === index);
        return found ? { scope: found.scope, matching: found.matching } : { scope: 0, matching: 0 };
      }),
    };
  }

  /**
   * The cards of the first `perGroup` products of each shown sub-category (in the category,
   * passing every filter, in the chosen order), read the way its strategy says, as the JSON
   * text of a `products` array (decision 51); keyed by the group's index in `shown`.
   * Popularity reads the few products with paid orders, then the rest in id order.
   */
  async function groupCards(
    categoryId: string,
    query: DiscoveryQuery,
    perGroup: number,
    shown: readonly { subCategoryId: string; strategy: PageStrategy }[],
  ): Promise<Map<number, string>> {
    const filters = filtersExcept(filterConditions(query.filters));
    const inCategory = sql`${categoryId}::text = any(f.category_ids)`;
    const branch = (subCategoryId: string, strategy: PageStrategy): SQL => {
      if (query.sort === 'popular') {
        return sql`
          select r.id, row_number() over (order by r.n desc, r.id asc) as n from (
            select f.product_id as id, pop.paid_orders as n
            from popularity pop
            join product_facet_links f
              on f.product_id = pop.product_id and f.sub_category_id = ${subCategoryId}
            where ${inCategory} and ${filters}
            union all
            (select f.product_id, 0 from product_facet_links f
             where f.sub_category_id = ${subCategoryId} and ${inCategory} and ${filters}
               and not exists (select 1 from popularity pop where pop.product_id = f.product_id)
             order by f.product_id limit ${perGroup})
          ) r
          order by r.n desc, r.id asc
          limit ${perGroup}`;
      }
      const order = sortOrder(query.sort, undefined, strategy);
      return sql`
        select f.product_id as id, row_number() over (order by ${order}) as n
        from product_facet_links f
        where f.sub_category_id = ${subCategoryId} and ${inCategory} and ${filters}
        order by ${order}
        limit ${perGroup}`;
    };
    const branches = shown.map(
      (row, index) =>
        sql`(select ${index}::int as g, x.id, x.n from (${branch(row.subCategoryId, row.strategy)}) x)`,
    );
    const result = await db.execute<{ g: number; cards: string }>(sql`
      ${query.sort === 'popular' ? sql`with ${POPULARITY_CTE}` : sql``}
      select t.g, '[' || string_agg(${productCardJson}, ',' order by t.n) || ']' as cards
      from (${sql.join(branches, sql` union all `)}) t join products p on p.id = t.id
      group by t.g`);
    return new Map(result.rows.map(({ g, cards }) => [g, cards]));
  }

  return { page, tieredPage, facetCounts, groupCards };
}
