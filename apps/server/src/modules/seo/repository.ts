import type { Product } from '@store/contract/product';
import { sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.js';
import { publicProductColumns, withDetails } from '../product/index.js';
import type { ListingInfo } from './head.js';

export type SitemapProduct = {
  _id: string;
  name: string;
  lastmod: string;
};

export type SitemapListing = {
  category: { _id: string; name: string };
  subCategory: { _id: string; name: string };
};

export function createSeoRepository(db: Database) {
  return {
    /** A live product in its public shape, or null (unknown or in the recycle bin). */
    async liveProduct(id: string): Promise<Product | null> {
      const result = await db.execute<Product & Record<string, unknown>>(sql`
        select ${publicProductColumns} from products p
        where p.id = ${id} and p.deleted_at is null`);
      const row = result.rows[0];
      return row ? withDetails(row) : null;
    },

    /** A category and sub-category by id, with the count of their live products. */
    async listing(categoryId: string, subCategoryId: string): Promise<ListingInfo | null> {
      const result = await db.execute<{
        category: ListingInfo['category'];
        subCategory: ListingInfo['subCategory'];
        liveProducts: number;
      }>(sql`
        select json_build_object('_id', c.id, 'name', c.name, 'image', c.image) as category,
               json_build_object('_id', s.id, 'name', s.name, 'image', s.image) as "subCategory",
               (select count(*)::int from products p
                  join product_categories pc on pc.product_id = p.id and pc.category_id = c.id
                  join product_sub_categories ps on ps.product_id = p.id and ps.sub_category_id = s.id
                 where p.deleted_at is null) as "liveProducts"
        from categories c, sub_categories s
        where c.id = ${categoryId} and s.id = ${subCategoryId}`);
      return result.rows[0] ?? null;
    },

    async liveProductCount(): Promise<number> {
      const result = await db.execute<{ n: number }>(
        sql`select count(*)::int as n from products where deleted_at is null`,
      );
      return result.rows[0]?.n ?? 0;
    },

    /** Live products, oldest first (a sitemap part keeps its URLs as new products arrive). */
    async sitemapProducts(limit: number, offset: number): Promise<SitemapProduct[]> {
      if (limit <= 0) return [];
      const result = await db.execute<SitemapProduct>(sql`
        select p.id as "_id", p.name,
               to_char(p.updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"+00:00"') as lastmod
        from products p where p.deleted_at is null
        order by p.created_at, p.id limit ${limit} offset ${offset}`);
      return result.rows;
    },

    /** Every category / sub-category pair the catalogue links (the listing pages). */
    async sitemapListings(): Promise<SitemapListing[]> {
      const result = await db.execute<SitemapListing>(sql`
        select json_build_object('_id', c.id, 'name', c.name) as category,
               json_build_object('_id', s.id, 'name', s.name) as "subCategory"
        from sub_category_categories sc
        join categories c on c.id = sc.category_id
        join sub_categories s on s.id = sc.sub_category_id
        order by lower(c.name), c.id, lower(s.name), s.id`);
      return result.rows;
    },
  };
}
export type SeoRepository = ReturnType<typeof createSeoRepository>;
