import { z } from 'zod';
import { idSchema, successEnvelope } from '../common/index.js';

export const categorySchema = z.object({
  _id: idSchema,
  name: z.string(),
  image: z.string(),
});
export type Category = z.infer<typeof categorySchema>;

/** GET /api/category/get — every category, sorted by name. */
export const categoryListReplySchema = successEnvelope(z.array(categorySchema));
export type CategoryListReply = z.infer<typeof categoryListReplySchema>;
