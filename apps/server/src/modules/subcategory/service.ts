import {
  SUB_CATEGORY_NAME_TAKEN_MESSAGE,
  SUB_CATEGORY_NOT_FOUND_MESSAGE,
  type SubCategory,
} from '@store/contract/subcategory';
import type { Database, Tx } from '#server/db/client.js';
import { allowLongStatements, LABEL_REWRITE_TIMEOUT_MS } from '#server/db/long-statements.js';
import { recordAudit } from '#server/lib/audit.js';
import { countOf, missingIds } from '#server/lib/counting.js';
import { BadRequestError, ConflictError, NotFoundError } from '#server/lib/errors.js';
import { FOREIGN_KEY_VIOLATION, postgresError } from '#server/lib/postgres-errors.js';
import { retriedTransaction } from '#server/lib/retry-conflicts.js';
import { createCategoryRepository } from '../category/index.js';
import { createSubCategoryRepository } from './repository.js';

/** 400 naming the first unknown id: `category: no category has the id 01H…`. */
export async function assertCategoriesExist(
  tx: Tx,
  ids: readonly string[],
  field = 'category',
): Promise<void> {
  const missing = missingIds(ids, await createCategoryRepository(tx).existingIdsForLink(ids));
  if (missing.length > 0) {
    throw new BadRequestError(`${field}: no category has the id ${missing[0]}`);
  }
}

export function subCategoryInUseMessage(usage: { products: number; trashedProducts: number }) {
  const trashed = usage.trashedProducts > 0 ? ` (${usage.trashedProducts} in the recycle bin)` : '';
  const them = usage.products === 1 ? 'it' : 'them';
  return `This sub-category is used by ${countOf(usage.products, 'product')}${trashed}. Move ${them} first.`;
}

export interface SubCategoryFields {
  name?: string | undefined;
  image?: string | undefined;
  category?: string[] | undefined;
}

export function createSubCategoryService(db: Database) {
  const repository = createSubCategoryRepository(db);

  return {
    list: (filter: { categoryName?: string | undefined }) => repository.list(filter),

    async create(
      actorUserId: string,
      fields: { name: string; image: string; category: string[] },
    ): Promise<SubCategory> {
      return db.transaction(async (tx) => {
        const inTx = createSubCategoryRepository(tx);
        await inTx.lockNames();
        if (await inTx.nameTaken(fields.name)) {
          throw new ConflictError(SUB_CATEGORY_NAME_TAKEN_MESSAGE);
        }
        await assertCategoriesExist(tx, fields.category);
        const id = await inTx.insert({ name: fields.name, image: fields.image });
        await inTx.setCategories(id, fields.category);
        await recordAudit(tx, {
          actorUserId,
          action: 'sub_category.create',
          entity: 'sub_category',
          entityId: id,
          details: { name: fields.name, category: fields.category },
        });
        return (await inTx.find(id))!;
      });
    },

    async update(actorUserId: string, id: string, fields: SubCategoryFields): Promise<SubCategory> {
      // A rename rewrites every product of the sub-category: retried if it deadlocks with
      // another writer of those products.
      return retriedTransaction(db, async (tx) => {
        const inTx = createSubCategoryRepository(tx);
        if (!(await inTx.lock(id))) throw new NotFoundError(SUB_CATEGORY_NOT_FOUND_MESSAGE);
        const before = (await inTx.find(id))!;
        const changes: { name?: string; image?: string } = {};
        if (fields.name !== undefined && fields.name !== before.name) {
          await inTx.lockNames();
          if (await inTx.nameTaken(fields.name, id)) {
            throw new ConflictError(SUB_CATEGORY_NAME_TAKEN_MESSAGE);
          }
          changes.name = fields.name;
        }
        if (fields.image !== undefined && fields.image !== before.image) {
          changes.image = fields.image;
        }
        const beforeCategories = before.category.map((c) => c._id);
        const categoriesChanged =
          fields.category !== undefined &&
          (fields.category.length !== beforeCategories.length ||
            fields.category.some((c) => !beforeCategories.includes(c)));
        if (Object.keys(changes).length === 0 && !categoriesChanged) return before;

        if (Object.keys(changes).length > 0) {
          await allowLongStatements(tx, LABEL_REWRITE_TIMEOUT_MS);
          await inTx.update(id, changes);
        }
        if (categoriesChanged && fields.category) {
          await assertCategoriesExist(tx, fields.category);
          await inTx.setCategories(id, fields.category);
        }
        await recordAudit(tx, {
          actorUserId,
          action: 'sub_category.update',
          entity: 'sub_category',
          entityId: id,
          details: {
            ...changes,
            ...(categoriesChanged ? { category: fields.category, before: beforeCategories } : {}),
          },
        });
        return (await inTx.find(id))!;
      });
    },

    /** Refused with 409 while products (live or in the recycle bin) use it. */
    async delete(actorUserId: string, id: string): Promise<SubCategory> {
      return db.transaction(async (tx) => {
        const inTx = createSubCategoryRepository(tx);
        if (!(await inTx.lock(id))) throw new NotFoundError(SUB_CATEGORY_NOT_FOUND_MESSAGE);
        const subCategory = (await inTx.find(id))!;
        const usage = await inTx.usage(id);
        if (usage.products > 0) throw new ConflictError(subCategoryInUseMessage(usage));
        try {
          await inTx.delete(id);
        } catch (err) {
          if (postgresError(err)?.code === FOREIGN_KEY_VIOLATION) {
            throw new ConflictError('This sub-category is in use. Move its products first.');
          }
          throw err;
        }
        await recordAudit(tx, {
          actorUserId,
          action: 'sub_category.delete',
          entity: 'sub_category',
          entityId: id,
          details: { name: subCategory.name, category: subCategory.category.map((c) => c._id) },
        });
        return subCategory;
      });
    },
  };
}
export type SubCategoryService = ReturnType<typeof createSubCategoryService>;
