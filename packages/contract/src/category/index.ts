import * as z from 'zod/mini';
import type { SchemasFor } from '../api/index.js';
import { idSchema, requiredText, requiredTrimmedText, successEnvelope } from '../common/index.js';
import { CATEGORY_NAME_MAX } from '../constants/index.js';
import { imageUrlSchema } from '../upload/index.js';

export const categorySchema = z.object({
  _id: idSchema,
  name: z.string(),
  image: z.string(),
});
export type Category = z.infer<typeof categorySchema>;

/** GET /api/category/get — every category, sorted by name. */
export const categoryListReplySchema = successEnvelope(z.array(categorySchema));
export type CategoryListReply = z.infer<typeof categoryListReplySchema>;

/**
 * A record id sent by a client: missing "is required", a number "must be text", a dash or
 * 65 characters "must contain only…" / "is too long" (ids end slugs split on '-').
 */
export const requiredIdSchema = requiredText().check(
  z.trim(),
  z.minLength(1, 'is required'),
  z.maxLength(64, 'is too long'),
  z.regex(/^[A-Za-z0-9_]+$/, 'must contain only letters, digits and underscores'),
);

export { CATEGORY_NAME_MAX };

/** A category or sub-category name (SPEC §5: required). */
export const catalogueNameSchema = requiredTrimmedText(CATEGORY_NAME_MAX);

/** POST /api/category/add-category (admin). Names are unique, ignoring case. */
export const addCategoryRequestSchema = z.object({
  name: catalogueNameSchema,
  image: imageUrlSchema,
});
export type AddCategoryRequest = z.input<typeof addCategoryRequestSchema>;

/** PUT /api/category/update (admin): `_id` plus the fields to change (the form sends both). */
export const updateCategoryRequestSchema = z.object({
  _id: requiredIdSchema,
  name: z.optional(catalogueNameSchema),
  image: z.optional(imageUrlSchema),
});
export type UpdateCategoryRequest = z.input<typeof updateCategoryRequestSchema>;

/** DELETE /api/category/delete (admin): refused with 409 while anything uses the category. */
export const deleteCategoryRequestSchema = z.object({ _id: requiredIdSchema });
export type DeleteCategoryRequest = z.input<typeof deleteCategoryRequestSchema>;

/** add-category, update and delete reply with the category (delete: as it was). */
export const categoryReplySchema = successEnvelope(categorySchema);
export type CategoryReply = z.infer<typeof categoryReplySchema>;

export const CATEGORY_NAME_TAKEN_MESSAGE = 'A category with this name already exists.';
export const CATEGORY_NOT_FOUND_MESSAGE = 'Category not found.';

/**
 * Ids of categories or sub-categories. Each entry may also be an object with `_id`, as edit
 * forms hold them; repeated ids count once, in first-seen order (SPEC §5: duplicate choices
 * are not blocked by the forms).
 */
export const idListSchema = (
  what: string,
  min: number,
  max: number,
  tooMany = `must have at most ${max} entries`,
) =>
  z
    .pipe(
      z
        .array(
          z.union(
            [
              requiredIdSchema,
              z.pipe(
                z.object({ _id: requiredIdSchema }),
                z.transform((c: { _id: string }) => c._id),
              ),
            ],
            { error: `must be a ${what} id` },
          ),
          {
            error: (issue) =>
              issue.input === undefined ? 'is required' : `must be a list of ${what} ids`,
          },
        )
        .check(z.maxLength(max, tooMany)),
      z.transform((ids: string[]) => [...new Set(ids)]),
    )
    .check(z.refine((ids) => ids.length >= min, { message: `must have at least one ${what}` }));

/** The schemas of `apiRoutes.category` (decision 0049), under the table's keys. */
export const categoryApi = {
  list: { reply: categoryListReplySchema },
  add: { body: addCategoryRequestSchema, reply: categoryReplySchema },
  update: { body: updateCategoryRequestSchema, reply: categoryReplySchema },
  remove: { body: deleteCategoryRequestSchema, reply: categoryReplySchema },
} as const satisfies SchemasFor<'category'>;
