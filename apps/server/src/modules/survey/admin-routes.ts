import { apiRoutes } from '@store/contract/api';
import { errorEnvelopeSchema, pageCount } from '@store/contract/common';
import { SURVEY_MESSAGES } from '@store/contract/survey';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serve } from '#server/lib/api-route.js';
import { NotFoundError } from '#server/lib/errors.js';
import { ok } from '#server/lib/reply.js';
import { currentUserId } from '#server/plugins/auth.js';
import type { SurveyRepository } from './repository.js';

const e = errorEnvelopeSchema;
const security = [{ bearerAuth: [] }];

/** The admin side of the feedback survey (issue #6): edit a product's form, read its answers. */
export const adminSurveyRoutes: FastifyPluginAsyncZod<{ repository: SurveyRepository }> = async (
  app,
  { repository },
) => {
  serve(
    app,
    apiRoutes.survey.updateForm,
    {
      config: { auth: 'admin' },
      schema: {
        tags: ['survey', 'admin'],
        summary: 'Set a product’s own feedback questions (admin only)',
        description:
          'Replaces the product’s own form with `questions`, in order (recorded in the audit ' +
          'log). Each question is 1 to 300 characters; a `multiple-choice` question has 2 to ' +
          '10 distinct options of up to 100 characters, a `text` question none; at most 20 ' +
          'questions. An empty `questions` list removes the product’s own form, so the ' +
          'default form applies again. The reply holds the form now in effect, with ' +
          '`isDefault` saying whether it is the default one.',
        security,
        response: { 400: e, 401: e, 403: e, 404: e },
      },
    },
    async (request) => {
      const { productId, questions } = request.body;
      const known = await repository.saveForm({
        productId,
        questions,
        actorUserId: currentUserId(request),
      });
      if (!known) throw new NotFoundError(SURVEY_MESSAGES.productNotFound);
      const form = (await repository.formFor(productId)) ?? { questions: [], isDefault: true };
      return {
        ...ok,
        message: SURVEY_MESSAGES.saved,
        data: { productId, ...form },
      };
    },
  );

  serve(
    app,
    apiRoutes.survey.answers,
    {
      config: { auth: 'admin' },
      schema: {
        tags: ['survey', 'admin'],
        summary: 'A product’s survey answers, newest first (admin only)',
        description:
          '`?productId=&page=&limit=`: page from 1, `limit` 1 to 100 (default 20). Each answer ' +
          'has its question/answer pairs, `createdAt`, and `user` (name and e-mail) when it ' +
          'was sent by a signed-in user, else null. 404 when there is no such product; a ' +
          'product in the recycle bin still lists its answers.',
        security,
        response: { 400: e, 401: e, 403: e, 404: e },
      },
    },
    async (request) => {
      const { productId, page, limit } = request.query;
      const { known, totalCount, rows } = await repository.answers({ productId, page, limit });
      if (!known) throw new NotFoundError(SURVEY_MESSAGES.productNotFound);
      const totalPages = pageCount(totalCount, limit);
      return {
        ...ok,
        message: SURVEY_MESSAGES.answers,
        data: rows,
        totalCount,
        totalNoPage: totalPages,
        totalPage: totalPages,
        page,
      };
    },
  );
};
