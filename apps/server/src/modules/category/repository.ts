import type { Category } from '@store/contract/category';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.js';
import { categories } from '#server/db/schema/index.js';

const wire = { _id: categories.id, name: categories.name, image: categories.image };

export interface CategoryUsage {
  subCategories: number;
  /** Every product linked to it, live or in the recycle bin. */
  products: number;
  trashedProducts: number;
}

export function createCategoryRepository(db: DbOrTx) {
  return {
    /** Every category, sorted by name regardless of case (SPEC §3). */
    async listAll(): Promise<Category[]> {
      return db
        .select(wire)
        .from(categories)
        .orderBy(asc(sql`lower(${categories.name})`), asc(categories.id));
    },

    async find(id: string): Promise<Category | undefined> {
      const [row] = await db.select(wire).from(categories).where(eq(categories.id, id));
      return row;
    },

    /** Locks the row against concurrent writes until the transaction ends. */
    async findForUpdate(id: string): Promise<Category | undefined> {
      const [row] = await db
        .select(wire)
        .from(categories)
        .where(eq(categories.id, id))
        .for('update');
      return row;
    },

    /**
     * Which of `ids` exist, locked FOR KEY SHARE until the transaction ends: a category
     * being linked to cannot be deleted at the same moment.
     */
    async existingIdsForLink(ids: readonly string[]): Promise<string[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .select({ id: categories.id })
        .from(categories)
        .where(inArray(categories.id, [...ids]))
        .for('key share');
      return rows.map((r) => r.id);
    },

    async insert(fields: { name: string; image: string }): Promise<Category> {
      const [row] = await db.insert(categories).values(fields).returning(wire);
      return row!;
    },

    async update(id: string, fields: { name?: string; image?: string }): Promise<Category> {
      const [row] = await db
        .update(categories)
        .set({ ...fields, updatedAt: new Date() })
        .where(eq(categories.id, id))
        .returning(wire);
      return row!;
    },

    async delete(id: string): Promise<void> {
      await db.delete(categories).where(eq(categories.id, id));
    },

    async usage(id: string): Promise<CategoryUsage> {
      const result = await db.execute<{
        sub_categories: number;
        products: number;
        trashed_products: number;
      }>(sql`
        select
          (select count(*)::int from sub_category_categories where category_id = ${id})
            as sub_categories,
          count(p.id)::int as products,
          count(p.id) filter (where p.deleted_at is not null)::int as trashed_products
        from product_categories pc join products p on p.id = pc.product_id
        where pc.category_id = ${id}`);
      const row = result.rows[0]!;
      return {
        subCategories: row.sub_categories,
        products: row.products,
        trashedProducts: row.trashed_products,
      };
    },
  };
}
export type CategoryRepository = ReturnType<typeof createCategoryRepository>;
