import { REVIEW_MESSAGES, type ReviewSort, type SaveReviewRequest } from '@store/contract/review';
import type { Database } from '#server/db/client.js';
import { recordAudit } from '#server/lib/audit.js';
import { ConflictError, ForbiddenError, NotFoundError } from '#server/lib/errors.js';
import { createReviewRepository, type ProductForReview, type ReviewRight } from './repository.js';

type SaveInput = Required<Omit<SaveReviewRequest, 'productId'>> & { productId: string };

/**
 * Decision 35: a PAID (not blocked, not refunded: decision 0044) order of the product, or — for a free product — a
 * download, lets a shopper review it. Returns '' when they may, else the sentence saying why
 * not. A paid order wins over a blocked one (bought again after a block).
 */
export function reviewRefusal(product: ProductForReview, right: ReviewRight): string {
  if (right.paid) return '';
  if (right.blocked) return REVIEW_MESSAGES.blocked;
  if (right.refunded) return REVIEW_MESSAGES.refunded;
  if (product.free) return right.downloaded ? '' : REVIEW_MESSAGES.freeNeedsDownload;
  return REVIEW_MESSAGES.notBuyer;
}

export function createReviewService(db: Database) {
  const read = createReviewRepository(db);

  async function liveProduct(productId: string) {
    const product = await read.product(productId);
    if (!product?.live) throw new NotFoundError(REVIEW_MESSAGES.productNotFound);
    return product;
  }

  return {
    async list(q: {
      productId: string;
      sort: ReviewSort;
      page: number;
      limit: number;
      viewer: string | null;
    }) {
      await liveProduct(q.productId);
      const [rows, summary] = await Promise.all([
        read.page({ ...q, offset: (q.page - 1) * q.limit }),
        read.summary(q.productId),
      ]);
      return { rows, summary };
    },

    async mine(productId: string, userId: string) {
      const product = await liveProduct(productId);
      const [right, review] = await Promise.all([
        read.right(userId, productId),
        read.mine(productId, userId),
      ]);
      const reason = reviewRefusal(product, right);
      return { canReview: reason === '', reason, review: review ?? null };
    },

    /**
     * Creates or edits the shopper's review and recounts the product's rating in the same
     * transaction, the product row locked first so concurrent reviews of it queue.
     */
    async save(userId: string, input: SaveInput) {
      const created = await db.transaction(async (tx) => {
        const repository = createReviewRepository(tx);
        const product = await repository.product(input.productId, true);
        if (!product?.live) throw new NotFoundError(REVIEW_MESSAGES.productNotFound);
        const refusal = reviewRefusal(product, await repository.right(userId, input.productId));
        if (refusal) throw new ForbiddenError(refusal);
        const saved = await repository.upsert({ ...input, userId });
        await repository.recount(input.productId);
        return saved.created;
      });
      const [review, summary] = await Promise.all([
        read.mine(input.productId, userId),
        read.summary(input.productId),
      ]);
      return { created, review: review!, summary };
    },

    /** One vote per shopper per visible review, never on their own. */
    async vote(userId: string, reviewId: string) {
      await db.transaction(async (tx) => {
        const repository = createReviewRepository(tx);
        const author = await repository.visibleAuthor(reviewId);
        if (author === undefined) throw new NotFoundError(REVIEW_MESSAGES.notFound);
        if (author === userId) throw new ForbiddenError(REVIEW_MESSAGES.ownVote);
        if (!(await repository.addVote(reviewId, userId))) {
          throw new ConflictError(REVIEW_MESSAGES.alreadyVoted);
        }
      });
      return { reviewId, helpfulCount: await read.helpfulCount(reviewId), votedHelpful: true };
    },

    adminList: (q: {
      status: 'all' | 'visible' | 'hidden';
      search: string | undefined;
      page: number;
      limit: number;
    }) => read.adminPage({ ...q, offset: (q.page - 1) * q.limit }),

    /**
     * Hides or shows a review (kept either way), recounts its product and records who did it
     * in the audit log, in one transaction. Locks the product before the review, as `save`
     * does, so the two never wait on each other in opposite orders.
     */
    async setHidden(adminId: string, reviewId: string, hidden: boolean) {
      await db.transaction(async (tx) => {
        const repository = createReviewRepository(tx);
        const found = await repository.adminById(reviewId);
        if (!found) throw new NotFoundError(REVIEW_MESSAGES.notFound);
        await repository.product(found.productId, true);
        const review = await repository.lockReview(reviewId);
        if (!review) throw new NotFoundError(REVIEW_MESSAGES.notFound);
        if (review.hidden === hidden) return;
        await repository.setHidden(reviewId, hidden, adminId);
        await repository.recount(review.productId);
        await recordAudit(tx, {
          actorUserId: adminId,
          action: hidden ? 'review.hide' : 'review.unhide',
          entity: 'review',
          entityId: reviewId,
          details: { productId: review.productId },
        });
      });
      return (await read.adminById(reviewId))!;
    },
  };
}
