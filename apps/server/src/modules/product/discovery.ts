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
  filterConditions,
  filtersExcept,
  ON_SALE,
  POPULARITY_CTE,
  POPULARITY_JOIN,
  sortOrder,
} from './discovery-sql.js';
import { publicProductColumns } from './public-product-sql.js';
import type { Page } from './repository.js';

/** Which live products a call lists, before filters. */
export interface DiscoveryScope {
  /** Joins after `products p` (the search index, for a search). */
  from?: SQL;
  /** Conditions on `p` (category, sub-category, search words); live is added. */
  where?: SQL;
  /** The ORDER BY of `sort: 'relevance'` (search only). */
  relevance?: SQL;
}

export interface DiscoveryQuery {
  sort: SearchSort;
  filters: CatalogueFilters;
}

const LIVE = sql`p.deleted_at is null`;

/**
 * Sorted and filtered catalogue reads with facet counts (issue 16), shared by listings,
 * search and New Products. Only used when a request sends `sort` or `filters`; without them
 * each call keeps its own SPEC §7 query.
 */
export function createDiscovery(db: DbOrTx) {
  const scoped = (scope: DiscoveryScope) => (scope.where ? sql`${LIVE} and ${scope.where}` : LIVE);

  function ordering(query: DiscoveryQuery, scope: DiscoveryScope) {
    const popular = query.sort === 'popular';
    return {
      withs: popular ? sql`${POPULARITY_CTE},` : sql``,
      join: popular ? POPULARITY_JOIN : sql``,
      order: sortOrder(query.sort, scope.relevance),
    };
  }

  /** One page in the chosen order, and how many products match every filter. */
  async function page(
    scope: DiscoveryScope,
    query: DiscoveryQuery,
    limit: number,
    offset: number,
  ): Promise<Page<Product>> {
    const where = sql`${scoped(scope)} and ${filtersExcept(filterConditions(query.filters))}`;
    const { withs, join, order } = ordering(query, scope);
    const from = scope.from ?? sql``;
    const [rows, total] = await Promise.all([
      db.execute<Product & Record<string, unknown>>(sql`
        with ${withs} page as (
          select p.id, row_number() over () as position from (
            select p.id from products p ${from} ${join}
            where ${where} order by ${order}
            limit ${limit} offset ${offset}) p
        )
        select ${publicProductColumns}
        from page join products p on p.id = page.id
        order by page.position`),
      db.execute<{ total: number }>(sql`
        select count(*)::int as total from products p ${from} where ${where}`),
    ]);
    return { rows: rows.rows as Product[], totalCount: total.rows[0]?.total ?? 0 };
  }

  /**
   * The facet counts: each filter's choices counted over the scope with every OTHER filter
   * applied, in one statement over the scope's rows (read once, materialized).
   */
  async function facets(
    scope: DiscoveryScope,
    filters: CatalogueFilters,
  ): Promise<CatalogueFacets> {
    const conditions = filterConditions(filters);
    const except = (key: Parameters<typeof filtersExcept>[1]) => filtersExcept(conditions, key);
    const result = await db.execute<{
      price_min: number | null;
      price_max: number | null;
      free: number;
      on_sale: number;
      software: FacetValue[] | null;
      format: FacetValue[] | null;
    }>(sql`
      with scope as materialized (
        select p.id, p.price, p.discount, p.sale_price, p.included_files, p.compatible_software
        from products p ${scope.from ?? sql``} where ${scoped(scope)}
      ),
      software as (
        select min(t.name) as value, count(distinct t.id)::int as count from (
          select p.id, s.name from scope p
          join product_sub_categories ps on ps.product_id = p.id
          join sub_categories s on s.id = ps.sub_category_id
          where ${except('software')}
          union all
          select p.id, c->>'software' from scope p
          cross join jsonb_array_elements(p.compatible_software) c
          where ${except('software')}
        ) t group by lower(t.name)
      ),
      format as (
        select f->>'format' as value, count(distinct p.id)::int as count
        from scope p cross join jsonb_array_elements(p.included_files) f
        where ${except('format')}
        group by f->>'format'
      )
      select min(p.sale_price) filter (where ${except('price')}) as price_min,
             max(p.sale_price) filter (where ${except('price')}) as price_max,
             count(*) filter (where ${except('free')} and p.sale_price = 0)::int as free,
             count(*) filter (where ${except('onSale')} and ${ON_SALE})::int as on_sale,
             (select json_agg(software) from software) as software,
             (select json_agg(format) from format) as format
      from scope p`);
    const row = result.rows[0]!;
    return {
      price: { min: row.price_min, max: row.price_max },
      free: row.free,
      onSale: row.on_sale,
      software: withChosen(row.software ?? [], filters.software, (v) => v.toLowerCase()),
      format: withChosen(row.format ?? [], filters.format, (v) => v),
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
          select p.id, row_number() over (order by ${order}) as n
          from product_sub_categories ps join products p on p.id = ps.product_id ${join}
          where ps.sub_category_id = s.id and ${LIVE} and ${inCategory(categoryId)}
            and ${filters}
          order by ${order}
          limit ${perGroup}) x
      ) g
      where sc.category_id = ${categoryId} and g.ids is not null
      order by lower(s.name), s.id`);
    return result.rows;
  }

  /** A page and the facets together (two statements in parallel, plus the count). */
  async function pageWithFacets(
    scope: DiscoveryScope,
    query: DiscoveryQuery,
    limit: number,
    offset: number,
  ): Promise<Page<Product> & { facets: CatalogueFacets }> {
    const [found, counted] = await Promise.all([
      page(scope, query, limit, offset),
      facets(scope, query.filters),
    ]);
    return { ...found, facets: counted };
  }

  return { page, facets, groups, pageWithFacets };
}

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
