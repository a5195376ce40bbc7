import {
  type AdminProduct,
  PRODUCT_BOUGHT_MESSAGE,
  PRODUCT_NOT_FOUND_MESSAGE,
  PRODUCT_NOT_IN_TRASH_MESSAGE,
} from '@store/contract/product';
import { SUB_CATEGORY_NOT_FOUND_MESSAGE } from '@store/contract/subcategory';
import type { Database, Tx } from '#server/db/client.js';
import type {
  CompatibleSoftwareRow,
  IncludedFileRow,
  PreviewClipRow,
  PreviewPairRow,
} from '#server/db/schema/index.js';
import { recordAudit } from '#server/lib/audit.js';
import { missingIds } from '#server/lib/counting.js';
import { BadRequestError, ConflictError, NotFoundError } from '#server/lib/errors.js';
import { FOREIGN_KEY_VIOLATION, postgresError } from '#server/lib/postgres-errors.js';
import { retriedTransaction } from '#server/lib/retry-conflicts.js';
import { createCategoryRepository } from '../category/index.js';
import { assertCategoriesExist, createSubCategoryRepository } from '../subcategory/index.js';
import { createProductRepository, type ProductRowFields } from './repository.js';

/** A parsed product form (contract: createProductRequestSchema's output). */
export interface ProductInput {
  name: string;
  image: string[];
  category: string[];
  subCategory: string[];
  unit: string;
  stock: number;
  price: number;
  discount: number;
  description: string;
  more_details: Record<string, string>;
  /** Page details (issue 16); [] or null clears one. */
  includedFiles?: IncludedFileRow[] | undefined;
  compatibleSoftware?: CompatibleSoftwareRow[] | undefined;
  resolution?: string | null | undefined;
  licenceSummary?: string | null | undefined;
  /** Real previews (issue 16); [] or null clears one. */
  previews?: PreviewPairRow[] | undefined;
  previewClip?: PreviewClipRow | null | undefined;
}

export type ProductChanges = Partial<ProductInput>;

async function assertSubCategoriesExist(tx: Tx, ids: readonly string[]): Promise<void> {
  const known = await createSubCategoryRepository(tx).existingIdsForLink(ids);
  const missing = missingIds(ids, known);
  if (missing.length > 0) {
    throw new BadRequestError(`subCategory: no sub-category has the id ${missing[0]}`);
  }
}

/** The form's fields as columns: the download link leaves `more_details` (decision 0001). */
function rowFields(input: ProductChanges): Partial<ProductRowFields> {
  const out: Partial<ProductRowFields> = {};
  if (input.name !== undefined) out.name = input.name;
  if (input.image !== undefined) out.images = input.image;
  if (input.unit !== undefined) out.unit = input.unit;
  if (input.stock !== undefined) out.stock = input.stock;
  if (input.price !== undefined) out.price = input.price;
  if (input.discount !== undefined) out.discount = input.discount;
  if (input.description !== undefined) out.description = input.description;
  if (input.includedFiles !== undefined) out.includedFiles = input.includedFiles;
  if (input.compatibleSoftware !== undefined) out.compatibleSoftware = input.compatibleSoftware;
  if (input.resolution !== undefined) out.resolution = input.resolution;
  if (input.licenceSummary !== undefined) out.licenceSummary = input.licenceSummary;
  if (input.previews !== undefined) out.previewPairs = input.previews;
  if (input.previewClip !== undefined) out.previewClip = input.previewClip;
  if (input.more_details !== undefined) {
    const { driveLink, ...rest } = input.more_details;
    out.moreDetails = rest;
    // Left out of a sent map, the link stays as it was; '' clears it.
    if (driveLink !== undefined) out.driveLink = driveLink;
  }
  return out;
}

export function createProductService(db: Database) {
  const repository = createProductRepository(db);

  /** Runs `work` on a locked product, or answers 404. */
  async function withProduct<T>(
    id: string,
    work: (
      tx: Tx,
      product: { deletedAt: Date | null; isDeal: boolean },
      inTx: ReturnType<typeof createProductRepository>,
    ) => Promise<T>,
  ): Promise<T> {
    // Its triggers update shared facet groups and a rename may hold it: retried on a deadlock.
    return retriedTransaction(db, async (tx) => {
      const inTx = createProductRepository(tx);
      const product = await inTx.lock(id);
      if (!product) throw new NotFoundError(PRODUCT_NOT_FOUND_MESSAGE);
      return work(tx, product, inTx);
    });
  }

  return {
    repository,

    /** 404 for an unknown category (a listing URL with a stale id shows "not found"). */
    async assertCategory(id: string): Promise<void> {
      if (!(await createCategoryRepository(db).find(id))) {
        throw new NotFoundError('Category not found.');
      }
    },

    async assertSubCategory(id: string): Promise<void> {
      if (!(await createSubCategoryRepository(db).find(id))) {
        throw new NotFoundError(SUB_CATEGORY_NOT_FOUND_MESSAGE);
      }
    },

    async create(actorUserId: string, input: ProductInput): Promise<AdminProduct> {
      return db.transaction(async (tx) => {
        await assertCategoriesExist(tx, input.category);
        await assertSubCategoriesExist(tx, input.subCategory);
        const inTx = createProductRepository(tx);
        const fields = rowFields(input);
        const id = await inTx.insert({
          ...(fields as Omit<ProductRowFields, 'driveLink'>),
          driveLink: fields.driveLink ?? '',
        });
        await inTx.setCategories(id, input.category);
        await inTx.setSubCategories(id, input.subCategory);
        await recordAudit(tx, {
          actorUserId,
          action: 'product.create',
          entity: 'product',
          entityId: id,
          details: { name: input.name, price: input.price },
        });
        return (await inTx.findAdmin(id))!;
      });
    },

    /** Changes only the fields sent; a sent category or sub-category list replaces the old. */
    async update(actorUserId: string, id: string, changes: ProductChanges): Promise<AdminProduct> {
      return withProduct(id, async (tx, _product, inTx) => {
        if (changes.category) await assertCategoriesExist(tx, changes.category);
        if (changes.subCategory) await assertSubCategoriesExist(tx, changes.subCategory);
        const fields = rowFields(changes);
        const changed = Object.keys(changes).filter(
          (key) => changes[key as keyof ProductChanges] !== undefined,
        );
        if (changed.length === 0) return (await inTx.findAdmin(id))!;
        await inTx.update(id, fields);
        if (changes.category) await inTx.setCategories(id, changes.category);
        if (changes.subCategory) await inTx.setSubCategories(id, changes.subCategory);
        await recordAudit(tx, {
          actorUserId,
          action: 'product.update',
          entity: 'product',
          entityId: id,
          details: {
            fields: changed,
            // Which link was set matters when a buyer reports a broken download.
            ...(fields.driveLink !== undefined ? { driveLinkChanged: true } : {}),
          },
        });
        return (await inTx.findAdmin(id))!;
      });
    },

    /** To the recycle bin (no longer a deal). Already there: unchanged, not an error. */
    async trash(actorUserId: string, id: string): Promise<AdminProduct> {
      return withProduct(id, async (tx, product, inTx) => {
        if (!product.deletedAt) {
          await inTx.update(id, { deletedAt: new Date(), isDeal: false });
          await recordAudit(tx, {
            actorUserId,
            action: 'product.trash',
            entity: 'product',
            entityId: id,
            details: { wasDeal: product.isDeal },
          });
        }
        return (await inTx.findAdmin(id))!;
      });
    },

    /** Out of the recycle bin. A live product: unchanged, not an error. */
    async recover(actorUserId: string, id: string): Promise<AdminProduct> {
      return withProduct(id, async (tx, product, inTx) => {
        if (product.deletedAt) {
          await inTx.update(id, { deletedAt: null });
          await recordAudit(tx, {
            actorUserId,
            action: 'product.recover',
            entity: 'product',
            entityId: id,
          });
        }
        return (await inTx.findAdmin(id))!;
      });
    },

    /**
     * Only from the recycle bin, and never a product someone bought (buyers keep their
     * downloads; the order_items foreign key refuses too).
     */
    async deletePermanently(actorUserId: string, id: string): Promise<{ _id: string }> {
      return withProduct(id, async (tx, product, inTx) => {
        if (!product.deletedAt) throw new ConflictError(PRODUCT_NOT_IN_TRASH_MESSAGE);
        if ((await inTx.orderItemCount(id)) > 0) throw new ConflictError(PRODUCT_BOUGHT_MESSAGE);
        const before = (await inTx.findAdmin(id))!;
        try {
          await inTx.delete(id);
        } catch (err) {
          if (postgresError(err)?.code === FOREIGN_KEY_VIOLATION) {
            throw new ConflictError(PRODUCT_BOUGHT_MESSAGE);
          }
          throw err;
        }
        await recordAudit(tx, {
          actorUserId,
          action: 'product.delete_permanent',
          entity: 'product',
          entityId: id,
          details: { name: before.name, image: before.image, price: before.price },
        });
        return { _id: id };
      });
    },

    /** Deals are live products only: a trashed one is "not found" here. */
    async setDeal(actorUserId: string, id: string, isDeal: boolean): Promise<AdminProduct> {
      return withProduct(id, async (tx, product, inTx) => {
        if (product.deletedAt) throw new NotFoundError(PRODUCT_NOT_FOUND_MESSAGE);
        if (product.isDeal !== isDeal) {
          await inTx.update(id, { isDeal });
          await recordAudit(tx, {
            actorUserId,
            action: isDeal ? 'product.deal_add' : 'product.deal_remove',
            entity: 'product',
            entityId: id,
          });
        }
        return (await inTx.findAdmin(id))!;
      });
    },
  };
}
export type ProductService = ReturnType<typeof createProductService>;
