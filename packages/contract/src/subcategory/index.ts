import * as z from 'zod/mini';
import type { SchemasFor } from '../api/index.js';
import {
  catalogueNameSchema,
  categorySchema,
  idListSchema,
  requiredIdSchema,
} from '../category/index.js';
import { idSchema, successEnvelope } from '../common/index.js';
import { imageUrlSchema } from '../upload/index.js';

export const subCategorySchema = z.object({
  _id: idSchema,
  name: z.string(),
  image: z.string(),
  category: z.array(categorySchema),
});
export type SubCategory = z.infer<typeof subCategorySchema>;

/**
 * POST /api/subcategory/get — optional `{ name }` narrows to the sub-categories of the
 * category with that name (SPEC §7: "to fetch for a chosen category").
 */
export const subCategoryListRequestSchema = z.object({
  name: z.optional(z.string().check(z.trim(), z.maxLength(120, 'must be at most 120 characters'))),
});
export type SubCategoryListRequest = z.input<typeof subCategoryListRequestSchema>;

export const subCategoryListReplySchema = successEnvelope(z.array(subCategorySchema));
export type SubCategoryListReply = z.infer<typeof subCategoryListReplySchema>;

export const MAX_SUB_CATEGORY_CATEGORIES = 20;

/** A sub-category's categories: one or more (SPEC §5). */
export const categoryIdListSchema = idListSchema(
  'category',
  1,
  MAX_SUB_CATEGORY_CATEGORIES,
  `must have at most ${MAX_SUB_CATEGORY_CATEGORIES} categories`,
);

/** POST /api/subcategory/create (admin). Names are unique, ignoring case. */
export const createSubCategoryRequestSchema = z.object({
  name: catalogueNameSchema,
  image: imageUrlSchema,
  category: categoryIdListSchema,
});
export type CreateSubCategoryRequest = z.input<typeof createSubCategoryRequestSchema>;

/** PUT /api/subcategory/update (admin): `_id` plus the fields to change. */
export const updateSubCategoryRequestSchema = z.object({
  _id: requiredIdSchema,
  name: z.optional(catalogueNameSchema),
  image: z.optional(imageUrlSchema),
  category: z.optional(categoryIdListSchema),
});
export type UpdateSubCategoryRequest = z.input<typeof updateSubCategoryRequestSchema>;

/** DELETE /api/subcategory/delete (admin): refused with 409 while products use it. */
export const deleteSubCategoryRequestSchema = z.object({ _id: requiredIdSchema });
export type DeleteSubCategoryRequest = z.input<typeof deleteSubCategoryRequestSchema>;

/** create, update and delete reply with the sub-category (delete: as it was). */
export const subCategoryReplySchema = successEnvelope(subCategorySchema);
export type SubCategoryReply = z.infer<typeof subCategoryReplySchema>;

export const SUB_CATEGORY_NAME_TAKEN_MESSAGE = 'A sub-category with this name already exists.';
export const SUB_CATEGORY_NOT_FOUND_MESSAGE = 'Sub-category not found.';

/** The schemas of `apiRoutes.subcategory` (decision 0049), under the table's keys. */
export const subCategoryApi = {
  list: {
    body: subCategoryListRequestSchema,
    bodyOptional: true,
    reply: subCategoryListReplySchema,
  },
  create: { body: createSubCategoryRequestSchema, reply: subCategoryReplySchema },
  update: { body: updateSubCategoryRequestSchema, reply: subCategoryReplySchema },
  remove: { body: deleteSubCategoryRequestSchema, reply: subCategoryReplySchema },
} as const satisfies SchemasFor<'subcategory'>;
