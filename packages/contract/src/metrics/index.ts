import * as z from 'zod/mini';
import type { SchemasFor } from '../api/index.js';
import { requiredIdSchema } from '../category/index.js';
import { nonNegativeInt } from '../common/index.js';

/** A product view lasting longer than this counts as this long (a tab left open overnight). */
export const MAX_VIEW_SECONDS = 3600;

/** A stable anonymous id a visitor's browser keeps, so visitors count as distinct users. */
export const viewerIdSchema = z
  .string()
  .check(z.trim(), z.regex(/^[A-Za-z0-9_-]{8,64}$/, 'must be 8 to 64 letters, digits, _ or -'));

const metricFields = z.object({
  productId: requiredIdSchema,
  /** Seconds on the page; negative is refused, more than an hour counts as an hour. */
  viewedTime: z.pipe(
    z.coerce
      .number({ error: 'must be a number of seconds' })
      .check(
        z.gte(0, 'must not be negative'),
        z.lte(7 * 24 * 3600, 'is not a plausible viewing time'),
      ),
    z.transform((seconds: number) => Math.min(seconds, MAX_VIEW_SECONDS)),
  ),
  /** SPEC §3 sends h:mm:ss clock times; kept for compatibility, not stored. */
  startTime: z.optional(z.string().check(z.maxLength(16))),
  endTime: z.optional(z.string().check(z.maxLength(16))),
  userId: z.optional(z.unknown()),
  viewerId: z.optional(viewerIdSchema),
});

/**
 * SPEC §7 `update-product-metrics`: the metric of SPEC §3, sent by a beacon. Accepted bare or
 * wrapped as `{ metrics: {...} }`.
 */
export const productMetricRequestSchema = z.pipe(
  z.transform((body: unknown) =>
    body && typeof body === 'object' && 'metrics' in body && typeof body.metrics === 'object'
      ? body.metrics
      : body,
  ),
  metricFields,
);
export type ProductMetricRequest = z.input<typeof metricFields>;

/** SPEC §3 stored metric: `users` lists at most 50 viewer keys; `userCount` counts them all. */
export const productMetricSchema = z.object({
  _id: z.string(),
  productId: z.string(),
  productName: z.string(),
  views: nonNegativeInt(),
  users: z.array(z.string()),
  userCount: nonNegativeInt(),
  /** Milliseconds. */
  upTime: z.number().check(z.nonnegative()),
  updatedAt: z.string(),
});
export type ProductMetric = z.infer<typeof productMetricSchema>;

/** The Product Analytics cards (SPEC §2, formulas of SPEC §9), computed by the server. */
export const metricsSummarySchema = z.object({
  totalProducts: nonNegativeInt(),
  productsVisited: nonNegativeInt(),
  /** Percent of all products visited, one decimal; with no products the divisor is 1. */
  visitedPercentage: z.number().check(z.nonnegative()),
  activeCartUsers: nonNegativeInt(),
  totalViews: nonNegativeInt(),
  /** Total seconds divided by the products with time above zero, one decimal. */
  avgViewTimeSeconds: z.number().check(z.nonnegative()),
  totalViewTimeSeconds: z.number().check(z.nonnegative()),
});
export type MetricsSummary = z.infer<typeof metricsSummarySchema>;

/** SPEC §7: the list travels in `message`; `summary` carries the cards. */
export const allMetricsReplySchema = z.object({
  success: z.literal(true),
  error: z.literal(false),
  message: z.array(productMetricSchema),
  summary: metricsSummarySchema,
});
export type AllMetricsReply = z.infer<typeof allMetricsReplySchema>;

/** The schemas of `apiRoutes.metrics` (decision 0049), under the table's keys. */
export const metricsApi = {
  /** A beacon: nothing to read back, so 204 with no body. */
  recordView: { body: productMetricRequestSchema, reply: z.null(), status: 204 },
  all: { reply: allMetricsReplySchema },
} as const satisfies SchemasFor<'metrics'>;
