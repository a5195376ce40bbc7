import { z } from 'zod';

/**
 * Record ids on the wire: dash-free, URL-safe, time-ordered strings made by the server.
 * They sit at the end of slugs that are split on '-', so a dash would break routing.
 */
export const idSchema = z
  .string()
  .trim()
  .min(1, 'is required')
  .max(64, 'is too long')
  .regex(/^[A-Za-z0-9_]+$/, 'must contain only letters, digits and underscores');
export type Id = z.infer<typeof idSchema>;

/** ISO-8601 date-time in UTC, as every date travels on the wire. */
export const isoDateSchema = z.string();

/** Every reply is an envelope; `data` and paging fields vary by call. */
export const successEnvelope = <T extends z.ZodType>(data: T) =>
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
export const listEnvelope = <T extends z.ZodType>(item: T) =>
  successEnvelope(z.array(item)).extend({
    totalCount: z.number().int().nonnegative(),
    totalNoPage: z.number().int().nonnegative(),
    totalPage: z.number().int().nonnegative(),
    page: z.number().int().nonnegative(),
  });

/** Paging input shared by list calls. Huge pages are accepted and simply return no rows. */
export const pageSchema = z.coerce.number().int().min(1).max(1_000_000).default(1);

/** Free-text search input: bounded so a 10,000-character query is a 400, not a slow scan. */
export const searchTextSchema = z.string().trim().max(200, 'must be at most 200 characters');

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
