import * as z from 'zod/mini';
import type { SchemasFor } from '../api/index.js';
import { listEnvelope, pageSchema } from '../common/index.js';
import { facetsReplyShape, productSchema, searchDiscoveryShape } from '../product/index.js';

/**
 * Results per page of POST /api/product/search-product. SPEC §2 leaves the page size open
 * (10 loading placeholders, a grid of 1 to 5 columns, infinite scroll); 12 matches the admin
 * product list (SPEC §9) and fills 1-, 2-, 3-, 4- and 6-column rows without a gap.
 */
export const SEARCH_PAGE_SIZE = 12;

/** Longest search text accepted; longer is a 400 naming `search`, not a slow scan. */
export const SEARCH_MAX_LENGTH = 200;

/**
 * POST /api/product/search-product — `search` (trimmed; empty or missing lists the newest
 * products) and `page` (from 1). Any text is accepted as plain words: SQL, regex and
 * full-text operators (`!`, `:*`, `&`, quotes, backslashes) have no special meaning.
 */
export const searchRequestSchema = z.object({
  search: z.pipe(
    z.nullish(
      z
        .string({ error: 'must be text' })
        .check(
          z.trim(),
          z.maxLength(SEARCH_MAX_LENGTH, `must be at most ${SEARCH_MAX_LENGTH} characters`),
        ),
    ),
    z.transform((value: string | null | undefined) => value ?? ''),
  ),
  page: pageSchema,
  ...searchDiscoveryShape,
});
export type SearchRequest = z.input<typeof searchRequestSchema>;

/** Ranked by relevance (name > category and sub-category > description), then newest. */
export const searchReplySchema = z.extend(listEnvelope(productSchema), facetsReplyShape);
export type SearchReply = z.infer<typeof searchReplySchema>;

/** The schemas of `apiRoutes.search` (decision 0049), under the table's keys. */
export const searchApi = {
  products: { body: searchRequestSchema, bodyOptional: true, reply: searchReplySchema },
} as const satisfies SchemasFor<'search'>;
