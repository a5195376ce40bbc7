import type { AdminProductFilters } from '@store/contract/product';
import { type SQL, sql } from 'drizzle-orm';
import { inCategory } from './discovery.js';

/*
 * The admin product list's filters (issue 16 point 6) as conditions on `products p`, ANDed
 * with the live-and-search condition. `products_admin_list_idx` (live rows, newest first,
 * with stock, sale price and the deal flag included) lets a filtered page and its count
 * read the index alone; a category goes through `product_categories`' own index.
 */
export function adminFilterConditions(filters: AdminProductFilters): SQL[] {
  const out: SQL[] = [];
  if (filters.categoryId) out.push(inCategory(filters.categoryId));
  if (filters.stock === 'in-stock') out.push(sql`p.stock > 0`);
  if (filters.stock === 'out-of-stock') out.push(sql`p.stock = 0`);
  // Free as downloads read it: what the shopper pays is 0 (price 0 or a 100% discount).
  if (filters.price === 'free') out.push(sql`p.sale_price = 0`);
  if (filters.price === 'paid') out.push(sql`p.sale_price > 0`);
  if (filters.deals === 'in-deals') out.push(sql`p.is_deal`);
  if (filters.deals === 'not-in-deals') out.push(sql`not p.is_deal`);
  return out;
}

/** `base` and every active filter. */
export function withAdminFilters(base: SQL, filters: AdminProductFilters): SQL {
  return sql.join([base, ...adminFilterConditions(filters)], sql` and `);
}
