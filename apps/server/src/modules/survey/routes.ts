import { apiRoutes } from '@store/contract/api';
import { errorEnvelopeSchema } from '@store/contract/common';
import { SURVEY_MESSAGES } from '@store/contract/survey';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '#server/db/client.js';
import { serve } from '#server/lib/api-route.js';
import { NotFoundError } from '#server/lib/errors.js';
import { ok } from '#server/lib/reply.js';
import { adminSurveyRoutes } from './admin-routes.js';
import { createSurveyRepository } from './repository.js';

const SURVEY_LIMIT = { max: 20, timeWindow: 10 * 60_000 };

/**
 * The product feedback survey (SPEC §2 Survey, §7): the form for a product (its own, else
 * the default one) and the answers collected so far, which anyone may send (rate-limited);
 * the answer is tied to the signed-in user when there is one. Admins edit the forms and read
 * the answers (admin-routes.ts).
 */
export const surveyRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const e = errorEnvelopeSchema;
  const repository = createSurveyRepository(db);

  serve(
    app,
    apiRoutes.survey.form,
    {
      schema: {
        tags: ['survey'],
        summary: 'The feedback form of a product (its own, else the default form)',
        description:
          '`message[0].form.questions` holds the questions; `message[0].isDefault` is true ' +
          'when the product has no form of its own and the default form applies.',
        response: { 400: e, 404: e },
      },
    },
    async (request) => {
      const form = await repository.formFor(request.body.productId);
      if (!form) throw new NotFoundError('No survey form.');
      return {
        ...ok,
        message: [{ form: { questions: form.questions }, isDefault: form.isDefault }],
      };
    },
  );

  serve(
    app,
    apiRoutes.survey.submitAnswers,
    {
      // The answer names its author only while the author's session is live.
      config: { auth: 'optional', rateLimit: SURVEY_LIMIT },
      schema: {
        tags: ['survey'],
        summary: 'Record answers to a product’s feedback survey',
        response: { 400: e, 404: e, 429: e },
      },
    },
    async (request) => {
      const { productId, responses } = request.body;
      const id = await repository.addAnswer({
        productId,
        userId: request.auth?.userId ?? null,
        responses,
      });
      if (!id) throw new NotFoundError(SURVEY_MESSAGES.productNotFound);
      return {
        ...ok,
        message: SURVEY_MESSAGES.thanks,
        data: { _id: id },
      };
    },
  );

  await app.register(adminSurveyRoutes, { repository });
};
