import * as z from 'zod/mini';
import type { SchemasFor } from '../api/index.js';
import { requiredIdSchema } from '../category/index.js';
import {
  idSchema,
  isoDateSchema,
  listEnvelope,
  nonNegativeInt,
  pageSchema,
  pageSizeSchema,
  searchTextSchema,
  successEnvelope,
} from '../common/index.js';

/**
 * Verified-buyer reviews (issue 16 point 4, decision 38). Only a signed-in shopper with a PAID,
 * not blocked, order of the product — or, for a free product, one who downloaded it — may
 * rate it, once; saving again edits the same review.
 */

export const REVIEW_RATING_MIN = 1;
export const REVIEW_RATING_MAX = 5;
export const REVIEW_TITLE_MAX = 120;
export const REVIEW_TEXT_MAX = 4000;
/** Reviews per page of a product's list (the "Show more" button asks for the next). */
export const REVIEW_PAGE_SIZE = 10;
export const REVIEW_PAGE_SIZE_MAX = 50;
export const ADMIN_REVIEW_PAGE_SIZE = 20;

export const REVIEW_SORTS = ['newest', 'helpful'] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];

/** A whole star rating 1–5: anything else is refused with a sentence. */
export const ratingSchema = z
  .number({
    error: (issue) => (issue.input === undefined ? 'is required' : 'must be a whole number 1–5'),
  })
  .check(
    z.int('must be a whole number 1–5'),
    z.gte(REVIEW_RATING_MIN, 'must be a whole number 1–5'),
    z.lte(REVIEW_RATING_MAX, 'must be a whole number 1–5'),
  );

/** Optional plain text, trimmed; '' (or left out) means none. Shown as text, never HTML. */
const optionalText = (max: number) =>
  z._default(
    z
      .string({ error: 'must be text' })
      .check(z.trim(), z.maxLength(max, `must be at most ${max} characters`)),
    '',
  );

/**
 * PUT /api/review/save: creates the caller's review of the product, or edits it when they
 * already wrote one (one review per shopper and product). `title` and `text` are optional.
 */
export const saveReviewRequestSchema = z.object({
  productId: requiredIdSchema,
  rating: ratingSchema,
  title: optionalText(REVIEW_TITLE_MAX),
  text: optionalText(REVIEW_TEXT_MAX),
});
export type SaveReviewRequest = z.input<typeof saveReviewRequestSchema>;

/** A review as anyone may see it. The author is a first name only, never an e-mail. */
export const reviewSchema = z.object({
  _id: idSchema,
  productId: idSchema,
  rating: z.number().check(z.int()),
  title: z.string(),
  text: z.string(),
  authorName: z.string(),
  /** Every review is from a verified buyer (the rule above); the badge says so. */
  verifiedPurchase: z.boolean(),
  helpfulCount: nonNegativeInt(),
  createdAt: isoDateSchema,
  /** The last edit (equal to createdAt until edited). */
  updatedAt: isoDateSchema,
  /** Signed-in callers only: whether this is their own review / they marked it helpful. */
  mine: z.optional(z.boolean()),
  votedHelpful: z.optional(z.boolean()),
});
export type Review = z.infer<typeof reviewSchema>;

/** The visible reviews' average (one decimal), count and how many gave each star (1..5). */
export const reviewSummarySchema = z.object({
  ratingAverage: z.nullable(z.number()),
  ratingCount: nonNegativeInt(),
  /** `distribution[0]` is the one-star count, `distribution[4]` the five-star count. */
  distribution: z.array(nonNegativeInt()),
});
export type ReviewSummary = z.infer<typeof reviewSummarySchema>;

/** POST /api/review/list (anyone): a product's visible reviews, a page at a time. */
export const reviewListRequestSchema = z.object({
  productId: requiredIdSchema,
  sort: z._default(
    z.enum(REVIEW_SORTS, { error: `must be one of: ${REVIEW_SORTS.join(', ')}` }),
    'newest',
  ),
  page: pageSchema,
  limit: pageSizeSchema(REVIEW_PAGE_SIZE_MAX, REVIEW_PAGE_SIZE),
});
export type ReviewListRequest = z.input<typeof reviewListRequestSchema>;
export const reviewListReplySchema = z.extend(listEnvelope(reviewSchema), {
  summary: reviewSummarySchema,
});
export type ReviewListReply = z.infer<typeof reviewListReplySchema>;

/**
 * POST /api/review/mine (signed in): whether the caller may review the product, why not, and
 * their review if they wrote one (to prefill the edit form).
 */
export const myReviewRequestSchema = z.object({ productId: requiredIdSchema });
export type MyReviewRequest = z.input<typeof myReviewRequestSchema>;
export const myReviewSchema = z.object({
  canReview: z.boolean(),
  /** Why not, as a sentence to show ('' when they may). */
  reason: z.string(),
  review: z.nullable(reviewSchema),
});
export type MyReview = z.infer<typeof myReviewSchema>;
export const myReviewReplySchema = successEnvelope(myReviewSchema);
export type MyReviewReply = z.infer<typeof myReviewReplySchema>;

/** PUT /api/review/save's reply: the saved review and the product's new summary. */
export const saveReviewReplySchema = successEnvelope(
  z.object({ review: reviewSchema, summary: reviewSummarySchema }),
);
export type SaveReviewReply = z.infer<typeof saveReviewReplySchema>;

/** POST /api/review/helpful (signed in): one vote per shopper per review, not on their own. */
export const helpfulVoteRequestSchema = z.object({ reviewId: requiredIdSchema });
export type HelpfulVoteRequest = z.input<typeof helpfulVoteRequestSchema>;
export const helpfulVoteReplySchema = successEnvelope(
  z.object({ reviewId: idSchema, helpfulCount: nonNegativeInt(), votedHelpful: z.boolean() }),
);
export type HelpfulVoteReply = z.infer<typeof helpfulVoteReplySchema>;

// ---------------------------------------------------------------------------------------------
// Admin

export const ADMIN_REVIEW_STATUSES = ['all', 'visible', 'hidden'] as const;

/** POST /api/review/admin-list (admin): every review, newest first, hidden ones included. */
export const adminReviewListRequestSchema = z.object({
  page: pageSchema,
  limit: pageSizeSchema(100, ADMIN_REVIEW_PAGE_SIZE),
  status: z._default(
    z.enum(ADMIN_REVIEW_STATUSES, { error: `must be one of: ${ADMIN_REVIEW_STATUSES.join(', ')}` }),
    'all',
  ),
  /** Matches the product's name, the review's title or text. */
  search: z.optional(searchTextSchema),
});
export type AdminReviewListRequest = z.input<typeof adminReviewListRequestSchema>;

export const adminReviewSchema = z.extend(reviewSchema, {
  productName: z.string(),
  authorEmail: z.string(),
  /** When and by whom it was hidden; null while visible. */
  hiddenAt: z.nullable(isoDateSchema),
  hiddenBy: z.nullable(z.string()),
});
export type AdminReview = z.infer<typeof adminReviewSchema>;
export const adminReviewListReplySchema = listEnvelope(adminReviewSchema);
export type AdminReviewListReply = z.infer<typeof adminReviewListReplySchema>;

/** PUT /api/review/admin-hide (admin): hide (true) or show again (false); audited. */
export const hideReviewRequestSchema = z.object({
  reviewId: requiredIdSchema,
  hidden: z.boolean({ error: 'must be true or false' }),
});
export type HideReviewRequest = z.input<typeof hideReviewRequestSchema>;
export const hideReviewReplySchema = successEnvelope(adminReviewSchema);
export type HideReviewReply = z.infer<typeof hideReviewReplySchema>;

export const REVIEW_MESSAGES = {
  list: 'Reviews',
  mine: 'Your review',
  created: 'Thanks! Your review is posted.',
  updated: 'Your review is updated.',
  voted: 'Thanks for your feedback.',
  hidden: 'Review hidden',
  shown: 'Review visible again',
  adminList: 'Reviews',
  notFound: 'Review not found.',
  productNotFound: 'Product not found.',
  signIn: 'Please log in to review this product.',
  notBuyer: 'Only shoppers who bought this product can review it.',
  blocked: 'Your access to this product is blocked, so you cannot review it.',
  refunded: 'This product was refunded to you, so you cannot review it.',
  freeNeedsDownload: 'Download this free product first, then tell others what you think.',
  ownVote: 'You cannot mark your own review as helpful.',
  alreadyVoted: 'You already marked this review as helpful.',
} as const;

/** The schemas of `apiRoutes.review` (decision 0049), under the table's keys. */
export const reviewApi = {
  list: { body: reviewListRequestSchema, reply: reviewListReplySchema },
  mine: { body: myReviewRequestSchema, reply: myReviewReplySchema },
  save: { body: saveReviewRequestSchema, reply: saveReviewReplySchema },
  helpful: { body: helpfulVoteRequestSchema, reply: helpfulVoteReplySchema },
  adminList: { body: adminReviewListRequestSchema, reply: adminReviewListReplySchema },
  adminHide: { body: hideReviewRequestSchema, reply: hideReviewReplySchema },
} as const satisfies SchemasFor<'review'>;
