import { SURVEY_MESSAGES, surveyFormReplySchema } from '@store/contract/survey';
import { describe, expect, it } from 'vitest';
import { ensureDefaultSurveyForm } from '#server/db/seed/survey.js';
import { signedInUser } from '#server/test-support/auth.js';
import { insertProduct } from '#server/test-support/fixtures.js';
import { useTestApp } from '#server/test-support/test-app.js';

const ctx = useTestApp();

describe('/api/survey (product feedback)', () => {
  it('serves the product’s own form, else the default one', async () => {
    await ensureDefaultSurveyForm({ db: ctx.db });
    const plain = await insertProduct(ctx.db, { name: 'Plain' });
    const special = await insertProduct(ctx.db, { name: 'Special' });
    await ctx.pool.query(
      `insert into survey_forms (id, product_id, questions) values ('FORM1', $1, $2)`,
      [
        special.id,
        JSON.stringify([{ question: 'Which editor do you use?', type: 'text', options: [] }]),
      ],
    );
    const form = async (productId: string) =>
      surveyFormReplySchema.parse(
        (
          await ctx.app.inject({
            method: 'POST',
            url: '/api/survey/get-form-details',
            payload: { productId },
          })
        ).json(),
      ).message[0]!.form.questions;
    expect((await form(plain.id))[0]!.question).toBe('How would you rate this product?');
    expect(await form(special.id)).toEqual([
      { question: 'Which editor do you use?', type: 'text', options: [] },
    ]);
  });

  it('records answers with the signed-in user, ignoring the user fields of the body', async () => {
    const user = await signedInUser(ctx, { name: 'Asha' });
    const product = await insertProduct(ctx.db, { name: 'Rated' });
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/survey/submit-survey-answer',
      headers: user.headers,
      payload: {
        productId: product.id,
        userId: 'SOMEONEELSE',
        userDetails: { name: 'Forged' },
        responses: [{ question: 'How would you rate this product?', answer: 'Good' }],
      },
    });
    expect([res.statusCode, res.json().message]).toEqual([200, SURVEY_MESSAGES.thanks]);
    const { rows } = await ctx.pool.query(
      'select user_id, user_details, responses from survey_answers where product_id = $1',
      [product.id],
    );
    expect(rows).toEqual([
      {
        user_id: user.id,
        user_details: { name: 'Asha', email: user.email },
        responses: [{ question: 'How would you rate this product?', answer: 'Good' }],
      },
    ]);
  });

  it('refuses unknown products and oversized answers', async () => {
    const product = await insertProduct(ctx.db, { name: 'Any' });
    const unknown = await ctx.app.inject({
      method: 'POST',
      url: '/api/survey/submit-survey-answer',
      payload: { productId: 'NOPE', responses: [] },
    });
    expect(unknown.statusCode).toBe(404);
    const big = await ctx.app.inject({
      method: 'POST',
      url: '/api/survey/submit-survey-answer',
      payload: { productId: product.id, responses: [{ question: 'Q', answer: 'x'.repeat(2001) }] },
    });
    expect([big.statusCode, big.json().message]).toEqual([
      400,
      'Answer 1 must be at most 2000 characters.',
    ]);
    expect(
      (await ctx.app.inject({ method: 'POST', url: '/api/survey/get-form-details', payload: {} }))
        .statusCode,
    ).toBe(400);
  });
});
