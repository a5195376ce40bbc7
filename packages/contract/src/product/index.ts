import { z } from 'zod';
import { categorySchema } from '../category/index.js';
import { idSchema, listEnvelope, pageSchema, searchTextSchema } from '../common/index.js';
import { ADMIN_PRODUCT_PAGE_SIZE } from '../constants/index.js';

const subCategoryRefSchema = z.object({ _id: idSchema, name: z.string(), image: z.string() });

/**
 * Extra named text fields of a product (SPEC §3). Known keys: `cat`, `embedVideo`, `driveLink`.
 * The public shape below never carries `driveLink`: downloads go through the entitlement route.
 */
export const moreDetailsSchema = z.record(z.string(), z.string());

/**
 * Public replies must never hold a download link. Repositories leave it out; this check
 * makes a slip fail closed (a 500 in tests) instead of leaking the link.
 */
export const publicMoreDetailsSchema = z
  .record(z.string(), z.string())
  .refine((details) => !Object.hasOwn(details, 'driveLink'), {
    message: 'driveLink must never appear in a public reply',
  });

/** A product as anyone may see it. */
export const productSchema = z.object({
  _id: idSchema,
  name: z.string(),
  image: z.array(z.string()),
  category: z.array(categorySchema),
  subCategory: z.array(subCategoryRefSchema),
  unit: z.string(),
  stock: z.number().int(),
  price: z.number().int(),
  discount: z.number().int(),
  description: z.string(),
  more_details: publicMoreDetailsSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Product = z.infer<typeof productSchema>;

/** POST /api/product/get — page, limit 12, optional search. */
export const productListRequestSchema = z.object({
  page: pageSchema,
  limit: z.coerce.number().int().min(1).max(100).default(ADMIN_PRODUCT_PAGE_SIZE),
  search: searchTextSchema.optional(),
});
export type ProductListRequest = z.input<typeof productListRequestSchema>;

export const productListReplySchema = listEnvelope(productSchema);
export type ProductListReply = z.infer<typeof productListReplySchema>;
