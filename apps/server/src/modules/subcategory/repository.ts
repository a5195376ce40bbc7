import type { SubCategory } from '@store/contract/subcategory';
import { and, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.js';
import { subCategories, subCategoryCategories } from '#server/db/schema/index.js';

export function createSubCategoryRepository(db: DbOrTx) {
  /** Sub-categories in the wire shape, each with its categories sorted by name. */
  async function select(where: SQL): Promise<SubCategory[]> {
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
      ${where}
      group by s.id
      order by lower(s.name), s.id`);
    return result.rows;
  }

  return {
    /**
     * Sub-categories sorted by name, each with its categories. With `categoryName`, only the
     * sub-categories of the category of that name (case-insensitive; SPEC §7).
     */
    async list(filter: { categoryName?: string | undefined } = {}): Promise<SubCategory[]> {
      return select(
        filter.categoryName
          ? sql`where exists (
              select 1 from sub_category_categories f
              join categories fc on fc.id = f.category_id
              where f.sub_category_id = s.id and lower(fc.name) = lower(${filter.categoryName}))`
          : sql``,
      );
    },

    async find(id: string): Promise<SubCategory | undefined> {
      const [row] = await select(sql`where s.id = ${id}`);
      return row;
    },

    /** Locks the row against concurrent writes until the transaction ends. */
    async lock(id: string): Promise<boolean> {
      const rows = await db
        .select({ id: subCategories.id })
        .from(subCategories)
        .where(eq(subCategories.id, id))
        .for('update');
      return rows.length > 0;
    },

    /**
     * Serialises sub-category name checks until the transaction ends (names are unique
     * ignoring case, which no index enforces for this table).
     */
    async lockNames(): Promise<void> {
      await db.execute(sql`select pg_advisory_xact_lock(hashtext('sub_categories.name'))`);
    },

    async nameTaken(name: string, exceptId?: string): Promise<boolean> {
      const rows = await db
        .select({ id: subCategories.id })
        .from(subCategories)
        .where(
          and(
            eq(sql`lower(${subCategories.name})`, name.toLowerCase()),
            exceptId ? ne(subCategories.id, exceptId) : undefined,
          ),
        )
        .limit(1);
      return rows.length > 0;
    },

    /** Which of `ids` exist, locked FOR KEY SHARE so none is deleted while being linked. */
    async existingIdsForLink(ids: readonly string[]): Promise<string[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .select({ id: subCategories.id })
        .from(subCategories)
        .where(inArray(subCategories.id, [...ids]))
        .for('key share');
      return rows.map((r) => r.id);
    },

    async insert(fields: { name: string; image: string }): Promise<string> {
      const [row] = await db
        .insert(subCategories)
        .values(fields)
        .returning({ id: subCategories.id });
      return row!.id;
    },

    async update(id: string, fields: { name?: string; image?: string }): Promise<void> {
      await db
        .update(subCategories)
        .set({ ...fields, updatedAt: new Date() })
        .where(eq(subCategories.id, id));
    },

    async setCategories(id: string, categoryIds: readonly string[]): Promise<void> {
      await db.delete(subCategoryCategories).where(eq(subCategoryCategories.subCategoryId, id));
      if (categoryIds.length > 0) {
        await db
          .insert(subCategoryCategories)
          .values(categoryIds.map((categoryId) => ({ subCategoryId: id, categoryId })));
      }
    },

    async delete(id: string): Promise<void> {
      await db.delete(subCategories).where(eq(subCategories.id, id));
    },

    /** Products linked to it, live or in the recycle bin. */
    async usage(id: string): Promise<{ products: number; trashedProducts: number }> {
      const result = await db.execute<{ products: number; trashed_products: number }>(sql`
        select count(p.id)::int as products,
               count(p.id) filter (where p.deleted_at is not null)::int as trashed_products
        from product_sub_categories ps join products p on p.id = ps.product_id
        where ps.sub_category_id = ${id}`);
      const row = result.rows[0]!;
      return { products: row.products, trashedProducts: row.trashed_products };
    },
  };
}
export type SubCategoryRepository = ReturnType<typeof createSubCategoryRepository>;
