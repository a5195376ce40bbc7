import { apiRoutes } from '@store/contract/api';
import { errorEnvelopeSchema, pageCount } from '@store/contract/common';
import {
  REVIEW_MESSAGES,
  REVIEW_RATING_MAX,
  REVIEW_RATING_MIN,
  REVIEW_TEXT_MAX,
  REVIEW_TITLE_MAX,
} from '@store/contract/review';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '#server/db/client.js';
import { serve } from '#server/lib/api-route.js';
import { ok } from '#server/lib/reply.js';
import { CATALOGUE_WRITE } from '#server/lib/route-flags.js';
import { currentUserId } from '#server/plugins/auth.js';
import { createReviewService } from './service.js';

/** Per signed-in shopper (a household behind one address is not one shopper). */
const perUser = (request: FastifyRequest) => request.auth?.userId ?? request.ip;
export const REVIEW_LIMITS = {
  /** Writing and editing: a few saves while fixing a typo, never a flood. */
  savePerUser: { max: 10, timeWindow: 60_000, keyGenerator: perUser },
  /** Helpful votes: a page of reviews read and voted on, with room to spare. */
  votePerUser: { max: 60, timeWindow: 60_000, keyGenerator: perUser },
};

const security = [{ bearerAuth: [] }];
const e = errorEnvelopeSchema;

/**
 * /api/review/* (issue 16 point 4, decision 38): verified-buyer reviews. Saving and hiding
 * change a product's rating, which catalogue replies carry, so both clear the reply cache.
 */
export const reviewRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const service = createReviewService(db);

  serve(
    app,
    apiRoutes.review.list,
    {
      config: { auth: 'optional' },
      schema: {
        tags: ['review'],
        summary: 'A product’s visible reviews, newest or most helpful first, with its summary',
        description:
          '`sort` is `newest` (default) or `helpful` (most helpful votes, then newest). ' +
          '`summary` holds the average (one decimal, null when none), the count and how ' +
          'many reviews gave each star (`distribution[0]` = one star). A signed-in caller ' +
          'also gets `mine` and `votedHelpful` on each review. Hidden reviews never appear.',
        response: { 400: e, 404: e },
      },
    },
    async (request) => {
      const { productId, sort, page, limit } = request.body;
      const viewer = request.auth?.userId ?? null;
      const { rows, summary } = await service.list({ productId, sort, page, limit, viewer });
      const pages = pageCount(summary.ratingCount, limit);
      return {
        ...ok,
        message: REVIEW_MESSAGES.list,
        data: rows,
        totalCount: summary.ratingCount,
        totalNoPage: pages,
        totalPage: pages,
        page,
        summary,
      };
    },
  );

  serve(
    app,
    apiRoutes.review.mine,
    {
      config: { auth: 'user' },
      schema: {
        tags: ['review'],
        summary: 'Whether the signed-in shopper may review the product, and their review',
        description:
          'A shopper may review a product they hold through a PAID order that is not ' +
          'blocked, or a free product they downloaded. `reason` says why not ("" when ' +
          'they may); `review` is theirs (even if an admin hid it) or null.',
        security,
        response: { 400: e, 401: e, 404: e },
      },
    },
    async (request) => ({
      ...ok,
      message: REVIEW_MESSAGES.mine,
      data: await service.mine(request.body.productId, currentUserId(request)),
    }),
  );

  serve(
    app,
    apiRoutes.review.save,
    {
      config: { auth: 'user', rateLimit: REVIEW_LIMITS.savePerUser, ...CATALOGUE_WRITE },
      schema: {
        tags: ['review'],
        summary: 'Write or edit the signed-in shopper’s review of a product (one per product)',
        description:
          `Creates the caller’s review, or replaces its rating, title and text when they ` +
          `already wrote one (the same call; \`createdAt\` stays, \`updatedAt\` moves). ` +
          `\`rating\` is a whole number ${REVIEW_RATING_MIN}–${REVIEW_RATING_MAX}; \`title\` ` +
          `(up to ${REVIEW_TITLE_MAX} characters) and \`text\` (up to ${REVIEW_TEXT_MAX}) are ` +
          'optional, trimmed, and kept and shown as plain text. 403 (with the reason) unless ' +
          'the caller holds the product through a PAID, not blocked, order, or downloaded it ' +
          'when it is free. A review an admin hid stays hidden when edited. Rate-limited.',
        security,
        response: { 400: e, 401: e, 403: e, 404: e, 429: e },
      },
    },
    async (request) => {
      const { created, review, summary } = await service.save(currentUserId(request), request.body);
      return {
        ...ok,
        message: created ? REVIEW_MESSAGES.created : REVIEW_MESSAGES.updated,
        data: { review, summary },
      };
    },
  );

  serve(
    app,
    apiRoutes.review.helpful,
    {
      config: { auth: 'user', rateLimit: REVIEW_LIMITS.votePerUser },
      schema: {
        tags: ['review'],
        summary: 'Mark a review as helpful (once per shopper; not one’s own)',
        security,
        response: { 400: e, 401: e, 403: e, 404: e, 409: e, 429: e },
      },
    },
    async (request) => ({
      ...ok,
      message: REVIEW_MESSAGES.voted,
      data: await service.vote(currentUserId(request), request.body.reviewId),
    }),
  );

  serve(
    app,
    apiRoutes.review.adminList,
    {
      config: { auth: 'admin' },
      schema: {
        tags: ['review', 'admin'],
        summary: 'Every review, newest first, hidden ones included (admin only)',
        security,
        response: { 400: e, 401: e, 403: e },
      },
    },
    async (request) => {
      const { page, limit, status, search } = request.body;
      const { rows, totalCount } = await service.adminList({
        page,
        limit,
        status,
        search: search || undefined,
      });
      const pages = pageCount(totalCount, limit);
      return {
        ...ok,
        message: REVIEW_MESSAGES.adminList,
        data: rows,
        totalCount,
        totalNoPage: pages,
        totalPage: pages,
        page,
      };
    },
  );

  serve(
    app,
    apiRoutes.review.adminHide,
    {
      config: { auth: 'admin', ...CATALOGUE_WRITE },
      schema: {
        tags: ['review', 'admin'],
        summary: 'Hide a review or show it again (admin only; kept and audited)',
        description:
          'A hidden review stays in the database with who hid it and when, and counts ' +
          'nowhere: not in lists, averages, counts, cards or JSON-LD.',
        security,
        response: { 400: e, 401: e, 403: e, 404: e },
      },
    },
    async (request) => {
      const { reviewId, hidden } = request.body;
      const review = await service.setHidden(currentUserId(request), reviewId, hidden);
      return {
        ...ok,
        message: hidden ? REVIEW_MESSAGES.hidden : REVIEW_MESSAGES.shown,
        data: review,
      };
    },
  );
};
