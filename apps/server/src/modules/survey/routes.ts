import { errorEnvelopeSchema, successEnvelope } from '@store/contract/common';
import {
  SURVEY_MESSAGES,
  submitSurveyRequestSchema,
  surveyFormReplySchema,
  surveyFormRequestSchema,
} from '@store/contract/survey';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.js';
import { newId } from '../../db/ids.js';
import { NotFoundError } from '../../lib/errors.js';

const SURVEY_LIMIT = { max: 20, timeWindow: 10 * 60_000 };

/**
 * The product feedback survey (SPEC §2 Survey, §7): the form for a product (its own, else
 * the default one) and the answers collected so far, which anyone may send (rate-limited);
 * the answer is tied to the signed-in user when there is one.
 */
export const surveyRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const e = errorEnvelopeSchema;

  app.post(
    '/get-form-details',
    {
      schema: {
        tags: ['survey'],
        summary: 'The feedback form of a product (its own, else the default form)',
        body: surveyFormRequestSchema,
        response: { 200: surveyFormReplySchema, 400: e, 404: e },
      },
    },
    async (request) => {
      const { rows } = await db.execute<{
        questions: z.infer<typeof surveyFormReplySchema>['message'][0]['form']['questions'];
      }>(sql`
        select questions from survey_forms
        where product_id = ${request.body.productId} or product_id is null
        order by product_id nulls last limit 1`);
      if (!rows[0]) throw new NotFoundError('No survey form.');
      return {
        success: true as const,
        error: false as const,
        message: [{ form: { questions: rows[0].questions } }],
      };
    },
  );

  app.post(
    '/submit-survey-answer',
    {
      config: { rateLimit: SURVEY_LIMIT },
      schema: {
        tags: ['survey'],
        summary: 'Record answers to a product’s feedback survey',
        body: submitSurveyRequestSchema,
        response: { 200: successEnvelope(z.object({ _id: z.string() })), 400: e, 404: e, 429: e },
      },
    },
    async (request) => {
      const { productId, responses } = request.body;
      const userId = request.auth?.userId ?? null;
      const { rows: product } = await db.execute(
        sql`select 1 from products where id = ${productId}`,
      );
      if (product.length === 0) throw new NotFoundError('Product not found.');
      const id = newId();
      await db.execute(sql`
        insert into survey_answers (id, product_id, user_id, user_details, responses)
        values (${id}, ${productId}, ${userId},
                coalesce((select jsonb_build_object('name', name, 'email', email) from users where id = ${userId}), '{}'::jsonb),
                ${JSON.stringify(responses)}::jsonb)`);
      return {
        success: true as const,
        error: false as const,
        message: SURVEY_MESSAGES.thanks,
        data: { _id: id },
      };
    },
  );
};
