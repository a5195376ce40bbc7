import type { CatalogueFilters, SearchSort } from '@store/contract/product';
import { type SQL, sql } from 'drizzle-orm';

/*
 * The SQL pieces of sorted and filtered catalogue reads (issue 16): one condition per
 * filter, so facet counts can leave one filter out at a time, and one ORDER BY per sort,
 * each ending on the id so equal keys always come in the same order.
 */

/** The filters a facet can leave out: each counts "given the OTHER filters". */
export type FilterKey = 'price' | 'free' | 'onSale' | 'software' | 'format';
export const FILTER_KEYS: readonly FilterKey[] = ['price', 'free', 'onSale', 'software', 'format'];

export const ON_SALE = sql`(p.discount > 0 and p.price > 0)`;

/** Lower-cased names of a product's software: its sub-categories' tools and its compat list. */
export function softwareMatch(names: readonly string[]): SQL {
  const lowered = sql.param(names.map((name) => name.toLowerCase()));
  return sql`(exists (
      select 1 from product_sub_categories ps join sub_categories s on s.id = ps.sub_category_id
      where ps.product_id = p.id and lower(s.name) = any(${lowered}::text[]))
    or exists (
      select 1 from jsonb_array_elements(p.compatible_software) c
      where lower(c->>'software') = any(${lowered}::text[])))`;
}

/** The SQL condition of each active filter (absent when that filter is not in use). */
export function filterConditions(filters: CatalogueFilters): Partial<Record<FilterKey, SQL>> {
  const out: Partial<Record<FilterKey, SQL>> = {};
  const bounds: SQL[] = [];
  if (filters.minPrice !== undefined) bounds.push(sql`p.sale_price >= ${filters.minPrice}`);
  if (filters.maxPrice !== undefined) bounds.push(sql`p.sale_price <= ${filters.maxPrice}`);
  if (bounds.length > 0) out.price = sql.join(bounds, sql` and `);
  if (filters.free) out.free = sql`p.sale_price = 0`;
  if (filters.onSale) out.onSale = ON_SALE;
  if (filters.software?.length) out.software = softwareMatch(filters.software);
  if (filters.format?.length) {
    out.format = sql`exists (
      select 1 from jsonb_array_elements(p.included_files) f
      where f->>'format' = any(${sql.param(filters.format)}::text[]))`;
  }
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
export const POPULARITY_JOIN = sql`left join popularity pop on pop.product_id = p.id`;

/** The ORDER BY of a sort; `relevance` is the caller's (search only). */
export function sortOrder(sort: SearchSort, relevance?: SQL): SQL {
  switch (sort) {
    case 'newest':
      return sql`p.created_at desc, p.id desc`;
    case 'price-asc':
      return sql`p.sale_price asc, p.id asc`;
    case 'price-desc':
      return sql`p.sale_price desc, p.id asc`;
    case 'popular':
      return sql`coalesce(pop.paid_orders, 0) desc, p.id asc`;
    case 'rating':
      return sql`(p.rating_sum::float8 / nullif(p.rating_count, 0)) desc nulls last,
                 p.rating_count desc, p.id asc`;
    case 'relevance':
      return relevance ?? sql`p.created_at desc, p.id desc`;
  }
}
