import type { SubCategory } from '@store/contract/subcategory';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';

export function createSubCategoryRepository(db: Database) {
  return {
    /**
     * Sub-categories sorted by name, each with its categories. With `categoryName`, only the
     * sub-categories of the category of that name (case-insensitive; SPEC §7).
     */
    async list(filter: { categoryName?: string | undefined } = {}): Promise<SubCategory[]> {
      const byCategory = filter.categoryName
        ? sql`where exists (
            select 1 from sub_category_categories f
            join categories fc on fc.id = f.category_id
            where f.sub_category_id = s.id and lower(fc.name) = lower(${filter.categoryName}))`
        : sql``;
      const result = await db.execute<SubCategory>(sql`
        select s.id as "_id", s.name, s.image,
          coalesce(
            json_agg(json_build_object('_id', c.id, 'name', c.name, 'image', c.image)
                     order by lower(c.name), c.id)
              filter (where c.id is not null),
            '[]'::json) as category
        from sub_categories s
        left join sub_category_categories sc on sc.sub_category_id = s.id
        left join categories c on c.id = sc.category_id
        ${byCategory}
        group by s.id
        order by lower(s.name), s.id`);
      return result.rows;
    },
  };
}
export type SubCategoryRepository = ReturnType<typeof createSubCategoryRepository>;
