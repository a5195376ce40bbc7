import {
  CATEGORY_NAME_TAKEN_MESSAGE,
  CATEGORY_NOT_FOUND_MESSAGE,
  type Category,
} from '@store/contract/category';
import type { Database } from '#server/db/client.js';
import { allowLongStatements, LABEL_REWRITE_TIMEOUT_MS } from '#server/db/long-statements.js';
import { recordAudit } from '#server/lib/audit.js';
import { countOf } from '#server/lib/counting.js';
import { ConflictError, NotFoundError } from '#server/lib/errors.js';
import {
  FOREIGN_KEY_VIOLATION,
  postgresError,
  UNIQUE_VIOLATION,
} from '#server/lib/postgres-errors.js';
import { retriedTransaction } from '#server/lib/retry-conflicts.js';
import { type CategoryUsage, createCategoryRepository } from './repository.js';

/** 'This category is used by 3 sub-categories and 12 products. Move them first.' */
export function categoryInUseMessage(usage: CategoryUsage): string {
  const parts: string[] = [];
  if (usage.subCategories > 0)
    parts.push(countOf(usage.subCategories, 'sub-category', 'sub-categories'));
  if (usage.products > 0) {
    const trashed =
      usage.trashedProducts > 0 ? ` (${usage.trashedProducts} in the recycle bin)` : '';
    parts.push(`${countOf(usage.products, 'product')}${trashed}`);
  }
  const them = usage.subCategories + usage.products === 1 ? 'it' : 'them';
  return `This category is used by ${parts.join(' and ')}. Move ${them} first.`;
}

export function createCategoryService(db: Database) {
  const repository = createCategoryRepository(db);

  /** Turns the unique index on lower(name) into the store's 409. */
  const nameTaken = (err: unknown): never => {
    const pg = postgresError(err);
    if (pg?.code === UNIQUE_VIOLATION && pg.constraint === 'categories_name_lower_key') {
      throw new ConflictError(CATEGORY_NAME_TAKEN_MESSAGE);
    }
    throw err;
  };

  return {
    list: () => repository.listAll(),

    async add(actorUserId: string, fields: { name: string; image: string }): Promise<Category> {
      return db
        .transaction(async (tx) => {
          const category = await createCategoryRepository(tx).insert(fields);
          await recordAudit(tx, {
            actorUserId,
            action: 'category.create',
            entity: 'category',
            entityId: category._id,
            details: { name: category.name },
          });
          return category;
        })
        .catch(nameTaken);
    },

    async update(
      actorUserId: string,
      id: string,
      fields: { name?: string | undefined; image?: string | undefined },
    ): Promise<Category> {
      // A rename rewrites every product of the category: retried if it deadlocks with another
      // writer of those products.
      return retriedTransaction(db, async (tx) => {
        const inTx = createCategoryRepository(tx);
        const before = await inTx.findForUpdate(id);
        if (!before) throw new NotFoundError(CATEGORY_NOT_FOUND_MESSAGE);
        const changes: { name?: string; image?: string } = {};
        if (fields.name !== undefined && fields.name !== before.name) changes.name = fields.name;
        if (fields.image !== undefined && fields.image !== before.image) {
          changes.image = fields.image;
        }
        if (Object.keys(changes).length === 0) return before;
        await allowLongStatements(tx, LABEL_REWRITE_TIMEOUT_MS);
        const after = await inTx.update(id, changes);
        await recordAudit(tx, {
          actorUserId,
          action: 'category.update',
          entity: 'category',
          entityId: id,
          details: { before: pick(before, changes), after: changes },
        });
        return after;
      }).catch(nameTaken);
    },

    /** Refused with 409 while sub-categories or products (live or trashed) use it. */
    async delete(actorUserId: string, id: string): Promise<Category> {
      return db.transaction(async (tx) => {
        const inTx = createCategoryRepository(tx);
        const category = await inTx.findForUpdate(id);
        if (!category) throw new NotFoundError(CATEGORY_NOT_FOUND_MESSAGE);
        const usage = await inTx.usage(id);
        if (usage.subCategories > 0 || usage.products > 0) {
          throw new ConflictError(categoryInUseMessage(usage));
        }
        try {
          await inTx.delete(id);
        } catch (err) {
          // A link made between the count and the delete: the foreign key still refuses.
          if (postgresError(err)?.code === FOREIGN_KEY_VIOLATION) {
            throw new ConflictError('This category is in use. Move what uses it first.');
          }
          throw err;
        }
        await recordAudit(tx, {
          actorUserId,
          action: 'category.delete',
          entity: 'category',
          entityId: id,
          details: { name: category.name, image: category.image },
        });
        return category;
      });
    },
  };
}
export type CategoryService = ReturnType<typeof createCategoryService>;

function pick<T extends object>(from: T, keysOf: object): Partial<T> {
  const out: Partial<T> = {};
  for (const key of Object.keys(keysOf) as (keyof T)[]) out[key] = from[key];
  return out;
}
