import type {
  CatalogueFacets,
  CatalogueFilters,
  FacetValue,
  Product,
  SearchSort,
} from '@store/contract/product';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.js';
import {
  type FilterKey,
  filterConditions,
  filtersExcept,
  NEWEST,
  ON_SALE,
  type PageStrategy,
  POPULARITY_CTE,
  pageStrategy,
  sortOrder,
  WALK_MIN_MATCHES,
} from './discovery-sql.js';
import { publicProductColumns, withDetails } from './public-product-sql.js';
import type { Page } from './repository.js';

/** Which live products a call lists, before filters: conditions on `product_facets f`. */
export interface DiscoveryScope {
  /** Joins after `product_facets f` (the search index, for a search). */
  from?: SQL;
  /** Conditions on `f` or the joined rows (category, sub-category, search words). */
  where?: SQL;
  /** The ORDER BY of `sort: 'relevance'` (search only). */
  relevance?: SQL;
  /**
   * Relevance as tiers instead (a broad search): conditions on `product_search s`, the most
   * relevant first, that split the scope without overlap; within a tier, newest first. Only
   * with `search`, whose facet query counts each tier, so that each is read the cheaper way
   * (PageStrategy) and a page never sorts every match.
   */
  relevanceTiers?: SQL[];
  /**
   * A sub-category the scope lies in: a page walks its rows of `product_facet_links` in the
   * chosen order (its own indexes), checking each against `where` and the filters.
   */
  subCategory?: string;
  /**
   * A storefront search's condition on `product_search s` alone (the same products as
   * `from` and `where`): its facet counts then add up the facet groups of the matching
   * search rows (their `facet_key`) without reading a facet row per match.
   */
  search?: SQL;
}

/** What the facet query counts besides the facets: enough to choose a PageStrategy. */
interface ScopeCounts {
  /** Live products in the scope, before filters. */
  scope: number;
  /** Live products in the catalogue. */
  catalogue: number;
  /** Per relevance tier (DiscoveryScope.relevanceTiers): its products, before and after filters. */
  tiers: { scope: number; matching: number }[];
}

export interface DiscoveryQuery {
  sort: SearchSort;
  filters: CatalogueFilters;
}

/**
 * Sorted and filtered catalogue reads with facet counts (issue 16), shared by listings,
 * search and New Products, over `product_facets` (decision 34). Only used when a request
 * sends `sort` or `filters`; without them each call keeps its own SPEC §7 query.
 */
export function createDiscovery(
  db: DbOrTx,
  options: {
    /** Reads every page (and mobile group) this way instead of choosing (tests of both). */
    strategy?: PageStrategy;
  } = {},
) {
  /** One page in the chosen order (products that pass every filter). */
  async function page(
    scope: DiscoveryScope,
    query: DiscoveryQuery,
    limit: number,
    offset: number,
    strategy: PageStrategy,
  ): Promise<Product[]> {
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
    // Popularity: the few products with paid orders first, then the rest by id through the
    // primary key, instead of sorting every product by a count that is almost always 0.
    const ids =
      query.sort === 'popular'
        ? sql`${POPULARITY_CTE},
          ranked as (
            select f.product_id as id, pop.paid_orders as n
            from product_facets f ${from} join popularity pop on pop.product_id = f.product_id
            where ${where}
            union all
            (select f.product_id, 0 from product_facets f ${from}
             where ${where}
               and not exists (select 1 from popularity pop where pop.product_id = f.product_id)
             order by f.product_id limit ${offset + limit})
          ),
          page as (
            select x.id, row_number() over () as position from (
              select id from ranked order by n desc, id asc limit ${limit} offset ${offset}) x
          )`
        : strategy === 'collect'
          ? // Every passing row first (no order, so no index walk), then sorted.
            sql`hits as materialized (
              select f.product_id from product_facets f ${from} where ${where}
            ),
            page as (
              select x.id, row_number() over () as position from (
                select f.product_id as id
                from hits h join product_facets f on f.product_id = h.product_id ${from}
                order by ${order}
                limit ${limit} offset ${offset}) x
            )`
          : sql`page as (
              select x.id, row_number() over () as position from (
                select f.product_id as id from product_facets f ${from}
                where ${where} order by ${order}
                limit ${limit} offset ${offset}) x
            )`;
    const rows = await db.execute<Product & Record<string, unknown>>(sql`
      with ${ids}
      select ${publicProductColumns}
      from page join products p on p.id = page.id
      order by page.position`);
    return rows.rows.map(withDetails) as Product[];
  }

  /**
   * A page in relevance tiers (DiscoveryScope.relevanceTiers). The tiers' counts tell which
   * of them the page spans and where in each it starts, so only those are read, each with
   * its own limit and offset: a tier with many passing rows is walked down the newest-first
   * index; one with few is collected and sorted (PageStrategy, from the tier's own counts: a
   * walk towards a rare tier would pass most of the catalogue).
   */
  async function tieredPage(
    scope: DiscoveryScope,
    filters: CatalogueFilters,
    tiers: { condition: SQL; strategy: PageStrategy; limit: number; offset: number }[],
  ): Promise<Product[]> {
    const from = scope.from ?? sql``;
    const where = sql`${scope.where ?? sql`true`} and ${filtersExcept(filterConditions(filters))}`;
    const branches = tiers.map(({ condition, strategy, limit, offset }, index) =>
      strategy === 'walk'
        ? sql`(
            select f.product_id as id, ${index}::int as tier, f.created_at
            from product_facets f ${from}
            where ${where} and ${condition}
            order by ${NEWEST}
            limit ${limit} offset ${offset})`
        : sql`(
            with hits as materialized (
              select f.product_id, f.created_at from product_facets f ${from}
              where ${where} and ${condition}
            )
            select h.product_id as id, ${index}::int as tier, h.created_at from hits h
            order by h.created_at desc, h.product_id desc
            limit ${limit} offset ${offset})`,
    );
    const rows = await db.execute<Product & Record<string, unknown>>(sql`
      with page as (
        select x.id, row_number() over () as position from (
          select t.id from (${sql.join(branches, sql` union all `)}) t
          order by t.tier, t.created_at desc, t.id desc) x
      )
      select ${publicProductColumns}
      from page join products p on p.id = page.id
      order by page.position`);
    return rows.rows.map(withDetails) as Product[];
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
  ): Promise<Product[]> {
    const order = sortOrder(sort);
    const rows = await db.execute<Product & Record<string, unknown>>(sql`
      with page as (
        select x.id, row_number() over () as position from (
          select f.product_id as id
          from product_facet_links f
          where f.sub_category_id = ${subCategoryId} and ${where}
          order by ${order}
          limit ${limit} offset ${offset}) x
      )
      select ${publicProductColumns}
      from page join products p on p.id = page.id
      order by page.position`);
    return rows.rows.map(withDetails) as Product[];
  }

  /**
   * How many products pass every filter, and the facet counts: each filter's choices counted
   * over the scope with every OTHER filter applied, in one statement. A plain scope (the
   * whole catalogue, a category, a sub-category) adds up `product_facet_groups`, a few rows
   * per combination instead of one per product; a search's scope (a full-text match) reads
   * its products' rows, computed once and reused.
   */
  async function facets(
    scope: DiscoveryScope,
    filters: CatalogueFilters,
    /** Count each relevance tier too (a page sorted by relevance needs them). */
    byTier = false,
  ): Promise<{ totalCount: number; facets: CatalogueFacets; counts: ScopeCounts }> {
    const conditions = filterConditions(filters);
    const except = (key?: FilterKey) => filtersExcept(conditions, key);
    const perProduct = scope.from !== undefined && scope.search === undefined;
    // How many products a scope row stands for.
    const weight = perProduct ? sql`1` : sql`f.products`;
    const sum = (where: SQL) => sql`coalesce(sum(${weight}) filter (where ${where}), 0)::int`;
    const tiers = scope.search && byTier ? (scope.relevanceTiers ?? []) : [];
    // Which relevance tier a search row is in (0 without tiers).
    const tierOf =
      tiers.length > 0
        ? sql`case ${sql.join(
            tiers.map((condition, index) => sql`when ${condition} then ${index}`),
            sql` `,
          )} end`
        : sql`0`;
    const scopeRows = scope.search
      ? // A search: its matches counted per facet group (and tier), then those groups.
        sql`hits as materialized (
            select s.facet_key, ${tierOf}::int as tier, count(*)::int as products
            from product_search s
            where ${scope.search} group by 1, 2
          ),
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
             } as tiers
      from scope f`);
    const row = result.rows[0]!;
    const tierCounts = tiers.map(
      (_, index) => row.tiers?.find((t) => t.tier === index) ?? { scope: 0, matching: 0 },
    );
    return {
      counts: {
        scope: row.scope_total,
        catalogue: row.catalogue,
        tiers: tierCounts.map(({ scope, matching }) => ({ scope, matching })),
      },
      totalCount: row.total,
      facets: {
        price: { min: row.price_min, max: row.price_max },
        free: row.free,
        onSale: row.on_sale,
        software: withChosen(row.software ?? [], filters.software, (v) => v.toLowerCase()),
        format: withChosen(row.format ?? [], filters.format, (v) => v),
      },
    };
  }

  /**
   * The mobile listing: one group per sub-category of the category (by name) holding its
   * first `perGroup` products in the chosen order that pass every filter; empty groups left
   * out. Two statements: the sub-categories' counts, added up from the facet groups; then
   * one branch per sub-category where something passes, with its id written out so the
   * planner sees that sub-category's own statistics. Each branch reads the sub-category's
   * links only (they carry every filter column): one where many pass walks them in order;
   * one where few pass collects them and sorts them. Popularity reads the few products with
   * paid orders, then the rest in id order.
   */
  async function groups(
    categoryId: string,
    query: DiscoveryQuery,
    perGroup: number,
  ): Promise<{ _id: string; name: string; ids: string[] }[]> {
    const filters = filtersExcept(filterConditions(query.filters));
    const counted = await db.execute<{ _id: string; name: string; matching: number }>(sql`
      select s.id as "_id", s.name,
             coalesce(sum(f.products) filter (where ${filters}), 0)::int as matching
      from sub_category_categories sc
      join sub_categories s on s.id = sc.sub_category_id
      left join product_facet_groups f
        on f.sub_category_ids @> array[s.id] and ${facetsInCategory(categoryId)}
      where sc.category_id = ${categoryId}
      group by s.id, s.name
      order by lower(s.name), s.id`);
    const shown = counted.rows.filter((row) => row.matching > 0);
    if (shown.length === 0) return [];
    const inCategory = sql`${categoryId}::text = any(f.category_ids)`;
    const branch = (subCategoryId: string, matching: number): SQL => {
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
      const walk =
        (options.strategy ?? (matching >= WALK_MIN_MATCHES * perGroup ? 'walk' : 'collect')) ===
        'walk';
      const order = sortOrder(query.sort, undefined, walk ? 'walk' : 'collect');
      return sql`
        select f.product_id as id, row_number() over (order by ${order}) as n
        from product_facet_links f
        where f.sub_category_id = ${subCategoryId} and ${inCategory} and ${filters}
        order by ${order}
        limit ${perGroup}`;
    };
    const branches = shown.map(
      (row, index) =>
        sql`(select ${index}::int as g, x.id, x.n from (${branch(row._id, row.matching)}) x)`,
    );
    const result = await db.execute<{ g: number; ids: string[] }>(sql`
      ${query.sort === 'popular' ? sql`with ${POPULARITY_CTE}` : sql``}
      select t.g, array_agg(t.id order by t.n) as ids
      from (${sql.join(branches, sql` union all `)}) t
      group by t.g`);
    const ids = new Map(result.rows.map((row) => [row.g, row.ids]));
    return shown.flatMap((row, index) => {
      const found = ids.get(index);
      return found ? [{ _id: row._id, name: row.name, ids: found }] : [];
    });
  }

  /**
   * A page and its count and facets: the counts first (a few rows to add up), since they
   * tell how the page is best read (PageStrategy).
   */
  async function pageWithFacets(
    scope: DiscoveryScope,
    query: DiscoveryQuery,
    limit: number,
    offset: number,
  ): Promise<Page<Product> & { facets: CatalogueFacets }> {
    const { counts, ...counted } = await facets(scope, query.filters, query.sort === 'relevance');
    if (offset >= counted.totalCount) return { rows: [], ...counted };
    if (query.sort === 'relevance' && scope.search && scope.relevanceTiers) {
      // The tiers the page spans, and its slice of each.
      let before = 0; // passing rows in the tiers above
      const tiers = scope.relevanceTiers.flatMap((condition, index) => {
        const tier = counts.tiers[index]!;
        const start = Math.max(0, offset - before);
        const end = Math.min(tier.matching, offset + limit - before);
        before += tier.matching;
        if (end <= start) return [];
        const strategy =
          options.strategy ?? pageStrategy({ needed: end, catalogue: counts.catalogue, ...tier });
        return [{ condition, strategy, limit: end - start, offset: start }];
      });
      const rows = await tieredPage(scope, query.filters, tiers);
      return { rows, ...counted };
    }
    const strategy =
      options.strategy ??
      pageStrategy({ needed: offset + limit, matching: counted.totalCount, ...counts });
    const rows = await page(scope, query, limit, offset, strategy);
    return { rows, ...counted };
  }

  return {
    facets: async (scope: DiscoveryScope, filters: CatalogueFilters) => {
      const { counts: _, ...counted } = await facets(scope, filters);
      return counted;
    },
    groups,
    pageWithFacets,
  };
}

/** Facet rows of a category's products. */
export const facetsInCategory = (categoryId: string) =>
  sql`f.category_ids @> array[${categoryId}]::text[]`;
/** Facet rows of a sub-category's products. */
export const facetsInSubCategory = (subCategoryId: string) =>
  sql`f.sub_category_ids @> array[${subCategoryId}]::text[]`;

/**
 * The query of a request that sent `sort` or `filters`, or undefined when it sent neither
 * (the call then answers exactly as SPEC §7 says).
 */
export function discoveryQuery(
  body: { sort?: SearchSort | undefined; filters?: CatalogueFilters | undefined },
  defaultSort: SearchSort,
): DiscoveryQuery | undefined {
  if (body.sort === undefined && body.filters === undefined) return undefined;
  return { sort: body.sort ?? defaultSort, filters: body.filters ?? {} };
}

/** Live products of a sub-category (a condition on `p`). */
export const inSubCategory = (subCategoryId: string) => sql`exists (
  select 1 from product_sub_categories ps
  where ps.product_id = p.id and ps.sub_category_id = ${subCategoryId})`;

/** Live products of a category (a condition on `p`). */
export const inCategory = (categoryId: string) => sql`exists (
  select 1 from product_categories pc where pc.product_id = p.id and pc.category_id = ${categoryId})`;

/**
 * Facet values most first, then by name; a chosen value is listed even when nothing matches,
 * so a shopper can always see and clear it.
 */
function withChosen(
  values: FacetValue[],
  chosen: readonly string[] | undefined,
  key: (value: string) => string,
): FacetValue[] {
  const out = [...values];
  const present = new Set(values.map((v) => key(v.value)));
  for (const value of chosen ?? []) {
    if (!present.has(key(value))) {
      out.push({ value, count: 0 });
      present.add(key(value));
    }
  }
  const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  return out.sort(
    (a, b) =>
      b.count - a.count ||
      compare(a.value.toLowerCase(), b.value.toLowerCase()) ||
      compare(a.value, b.value),
  );
}

export type Discovery = ReturnType<typeof createDiscovery>;
