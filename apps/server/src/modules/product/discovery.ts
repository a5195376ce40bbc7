import type {
  CatalogueFacets,
  CatalogueFilters,
  FacetValue,
  Product,
  SearchSort,
} from '@store/contract/product';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import {
  type FilterKey,
  filterConditions,
  filtersExcept,
  ON_SALE,
  POPULARITY_CTE,
  POPULARITY_JOIN,
  sortOrder,
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
export function createDiscovery(db: DbOrTx) {
  function ordering(query: DiscoveryQuery, scope: DiscoveryScope) {
    const popular = query.sort === 'popular';
    return {
      popularity: popular ? sql`${POPULARITY_CTE},` : sql``,
      join: popular ? POPULARITY_JOIN : sql``,
      order: sortOrder(query.sort, scope.relevance),
    };
  }

  /** One page in the chosen order (products that pass every filter). */
  async function page(
    scope: DiscoveryScope,
    query: DiscoveryQuery,
    limit: number,
    offset: number,
  ): Promise<Product[]> {
    const where = sql`${scope.where ?? sql`true`} and ${filtersExcept(filterConditions(query.filters))}`;
    const from = scope.from ?? sql``;
    const { order } = ordering(query, scope);
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
   * How many products pass every filter, and the facet counts: each filter's choices counted
   * over the scope with every OTHER filter applied, in one statement. A plain scope (the
   * whole catalogue, a category, a sub-category) adds up `product_facet_groups`, a few rows
   * per combination instead of one per product; a search's scope (a full-text match) reads
   * its products' rows, computed once and reused.
   */
  async function facets(
    scope: DiscoveryScope,
    filters: CatalogueFilters,
  ): Promise<{ totalCount: number; facets: CatalogueFacets }> {
    const conditions = filterConditions(filters);
    const except = (key?: FilterKey) => filtersExcept(conditions, key);
    const perProduct = scope.from !== undefined;
    const source = perProduct ? sql`product_facets` : sql`product_facet_groups`;
    const materialized = perProduct ? sql`materialized` : sql`not materialized`;
    // How many products a scope row stands for.
    const weight = perProduct ? sql`1` : sql`f.products`;
    const sum = (where: SQL) => sql`coalesce(sum(${weight}) filter (where ${where}), 0)::int`;
    const result = await db.execute<{
      total: number;
      price_min: number | null;
      price_max: number | null;
      free: number;
      on_sale: number;
      software: FacetValue[] | null;
      format: FacetValue[] | null;
    }>(sql`
      with scope as ${materialized} (
        select f.* from ${source} f ${scope.from ?? sql``} where ${scope.where ?? sql`true`}
      ),
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
              from format_counts c) as format
      from scope f`);
    const row = result.rows[0]!;
    return {
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
   * first `perGroup` products in the chosen order that pass every filter; empty groups left out.
   */
  async function groups(
    categoryId: string,
    query: DiscoveryQuery,
    perGroup: number,
  ): Promise<{ _id: string; name: string; ids: string[] }[]> {
    const { join, order } = ordering(query, {});
    const popularity = query.sort === 'popular' ? sql`with ${POPULARITY_CTE}` : sql``;
    const filters = filtersExcept(filterConditions(query.filters));
    const result = await db.execute<{ _id: string; name: string; ids: string[] }>(sql`
      ${popularity}
      select s.id as "_id", s.name, g.ids
      from sub_category_categories sc
      join sub_categories s on s.id = sc.sub_category_id
      cross join lateral (
        select array_agg(x.id order by x.n) as ids from (
          select f.product_id as id, row_number() over (order by ${order}) as n
          from product_facets f ${join}
          where f.sub_category_ids @> array[s.id] and ${facetsInCategory(categoryId)}
            and ${filters}
          order by ${order}
          limit ${perGroup}) x
      ) g
      where sc.category_id = ${categoryId} and g.ids is not null
      order by lower(s.name), s.id`);
    return result.rows;
  }

  /** A page and its count and facets (two statements in parallel). */
  async function pageWithFacets(
    scope: DiscoveryScope,
    query: DiscoveryQuery,
    limit: number,
    offset: number,
  ): Promise<Page<Product> & { facets: CatalogueFacets }> {
    const [rows, counted] = await Promise.all([
      page(scope, query, limit, offset),
      facets(scope, query.filters),
    ]);
    return { rows, ...counted };
  }

  return { facets, groups, pageWithFacets };
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
