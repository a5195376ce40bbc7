import { z } from 'zod';
import { categorySchema } from '../category/index.js';
import { idSchema, successEnvelope } from '../common/index.js';

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
  name: z.string().trim().max(120, 'must be at most 120 characters').optional(),
});
export type SubCategoryListRequest = z.input<typeof subCategoryListRequestSchema>;

export const subCategoryListReplySchema = successEnvelope(z.array(subCategorySchema));
export type SubCategoryListReply = z.infer<typeof subCategoryListReplySchema>;
