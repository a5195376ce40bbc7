import * as z from 'zod/mini';
import { SEARCH_TEXT_MAX } from '../constants/index.js';

// zod/mini sets no locale, so an issue without a message of ours would read "Invalid input".
// Classic zod set English on first use; so does the contract, so the server and the web keep
// zod's own English messages ("Too big: expected string to have <=16 characters") for those.
z.config(z.locales.en());

/**
 * Record ids on the wire: dash-free, URL-safe, time-ordered strings made by the server.
 * They sit at the end of slugs that are split on '-', so a dash would break routing.
 */
export const idSchema = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, 'is required'),
    z.maxLength(64, 'is too long'),
    z.regex(/^[A-Za-z0-9_]+$/, 'must contain only letters, digits and underscores'),
  );
export type Id = z.infer<typeof idSchema>;

/** ISO-8601 date-time in UTC, as every date travels on the wire. */
export const isoDateSchema = z.string();

/** A whole number, zero or more: counts and whole-rupee amounts in replies. */
export const nonNegativeInt = () => z.number().check(z.int(), z.nonnegative());

/** Every reply is an envelope; `data` and paging fields vary by call. */
export const successEnvelope = <T extends z.ZodMiniType>(data: T) =>
  z.object({
    success: z.literal(true),
    error: z.literal(false),
    message: z.string(),
    data,
  });

export const errorEnvelopeSchema = z.object({
  success: z.literal(false),
  error: z.literal(true),
  message: z.string(),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

/** List replies (SPEC §3): `totalNoPage` and `totalPage` always carry the same value. */
export const listEnvelope = <T extends z.ZodMiniType>(item: T) =>
  z.extend(successEnvelope(z.array(item)), {
    totalCount: nonNegativeInt(),
    totalNoPage: nonNegativeInt(),
    totalPage: nonNegativeInt(),
    page: nonNegativeInt(),
  });

/** Paging input shared by list calls. Huge pages are accepted and simply return no rows. */
export const pageSchema = z._default(
  z.coerce.number().check(z.int(), z.gte(1), z.lte(1_000_000)),
  1,
);

/** A page size sent by a client: a whole number from 1 to `max`, `fallback` when left out. */
export const pageSizeSchema = (max: number, fallback: number) =>
  z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(max)), fallback);

export { SEARCH_TEXT_MAX };

/** Free-text search input: bounded so a 10,000-character query is a 400, not a slow scan. */
export const searchTextSchema = z
  .string()
  .check(z.trim(), z.maxLength(SEARCH_TEXT_MAX, `must be at most ${SEARCH_TEXT_MAX} characters`));

/** The number of pages for `totalCount` rows at `limit` per page (0 rows: 0 pages). */
export function pageCount(totalCount: number, limit: number): number {
  return limit > 0 ? Math.ceil(totalCount / limit) : 0;
}

/*
 * Validation messages are written without the field's name ("must be at most 200
 * characters"): the server prefixes the field ("search: must be at most 200 characters").
 */

/** A required text field: a missing value "is required", a number or object "must be text". */
export const requiredText = () =>
  z.string({ error: (issue) => (issue.input === undefined ? 'is required' : 'must be text') });

/**
 * A trimmed text field of 1 to `max` characters: blank "is required", longer "must be at most
 * `max` characters".
 */
export const requiredTrimmedText = (max: number, blank = 'is required') =>
  requiredText().check(
    z.trim(),
    z.minLength(1, blank),
    z.maxLength(max, `must be at most ${max} characters`),
  );
