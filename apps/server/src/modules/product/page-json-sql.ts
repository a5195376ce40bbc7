import { sql } from 'drizzle-orm';
import { productCardJson } from './public-product-sql.js';

/**
 * The products of a `page` CTE (id, position) as the reply's `data`: a JSON array of cards in
 * position order, '[]' when the page is empty (decision 51). Every paged catalogue read,
 * sorted and filtered ones included, ends its statement with it.
 */
export const cardsOfPage = sql`coalesce((
  select '[' || string_agg(${productCardJson}, ',' order by page.position) || ']'
  from page join products p on p.id = page.id), '[]')`;
