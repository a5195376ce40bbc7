import * as z from 'zod/mini';
import { requiredIdSchema } from '../category/index.js';

/*
 * Filters of the admin product list (issue 16 point 6): category, stock, free or paid, and
 * deals. Each is optional and they combine with AND, with the search and the paging. Values
 * are words rather than booleans so a URL reads as it filters (`?stock=out-of-stock`).
 */

export const ADMIN_STOCK_FILTERS = ['in-stock', 'out-of-stock'] as const;
/** Free is what the shopper pays: a price of 0, or a 100% discount (as downloads read it). */
export const ADMIN_PRICE_FILTERS = ['free', 'paid'] as const;
export const ADMIN_DEALS_FILTERS = ['in-deals', 'not-in-deals'] as const;

export type AdminStockFilter = (typeof ADMIN_STOCK_FILTERS)[number];
export type AdminPriceFilter = (typeof ADMIN_PRICE_FILTERS)[number];
export type AdminDealsFilter = (typeof ADMIN_DEALS_FILTERS)[number];

const oneOf = <const T extends readonly [string, string]>(values: T) =>
  z.enum(values, { error: `must be ${values[0]} or ${values[1]}` });

/** The optional filter fields of POST /api/product/admin-get. */
export const adminProductFiltersShape = {
  /** A category id: its live products only (an unknown id lists none). */
  categoryId: z.optional(requiredIdSchema),
  stock: z.optional(oneOf(ADMIN_STOCK_FILTERS)),
  price: z.optional(oneOf(ADMIN_PRICE_FILTERS)),
  deals: z.optional(oneOf(ADMIN_DEALS_FILTERS)),
};

export const adminProductFiltersSchema = z.object(adminProductFiltersShape);
export type AdminProductFilters = z.output<typeof adminProductFiltersSchema>;
