import type { Product } from '@store/contract/product';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { productTextMatch, productTextRank, publicProductColumns } from './public-product-sql.js';

export interface ProductPageQuery {
  page: number;
  limit: number;
  search?: string | undefined;
}

export function createProductRepository(db: Database) {
  return {
    /** A page of live (not trashed) products, newest first, or by relevance when searching. */
    async listLive(query: ProductPageQuery): Promise<{ rows: Product[]; totalCount: number }> {
      const search = query.search?.trim() || undefined;
      const where: SQL = search
        ? sql`p.deleted_at is null and ${productTextMatch(search)}`
        : sql`p.deleted_at is null`;
      const order: SQL = search
        ? sql`${productTextRank(search)} desc, p.created_at desc, p.id desc`
        : sql`p.created_at desc, p.id desc`;
      const offset = (query.page - 1) * query.limit;

      const [page, count] = await Promise.all([
        // Page the ids first, then build the wide public shape for those rows only: the
        // projection's sub-queries never run for the rows an OFFSET skips.
        db.execute<Product>(sql`
          with page as (
            select p.id, row_number() over () as position from (
              select p.id from products p
              where ${where} order by ${order}
              limit ${query.limit} offset ${offset}) p
          )
          select ${publicProductColumns}
          from page join products p on p.id = page.id
          order by page.position`),
        db.execute<{ total: number }>(sql`
          select count(*)::int as total from products p where ${where}`),
      ]);
      return { rows: page.rows, totalCount: count.rows[0]?.total ?? 0 };
    },
  };
}
export type ProductRepository = ReturnType<typeof createProductRepository>;
