import type { Category } from '@store/contract/category';
import { asc, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { categories } from '../../db/schema/index.js';

export function createCategoryRepository(db: Database) {
  return {
    /** Every category, sorted by name regardless of case (SPEC §3). */
    async listAll(): Promise<Category[]> {
      return db
        .select({ _id: categories.id, name: categories.name, image: categories.image })
        .from(categories)
        .orderBy(asc(sql`lower(${categories.name})`), asc(categories.id));
    },
  };
}
export type CategoryRepository = ReturnType<typeof createCategoryRepository>;
