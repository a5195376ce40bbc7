import {
  SURVEY_MESSAGES,
  surveyAnswersReplySchema,
  surveyFormReplySchema,
  updateSurveyFormReplySchema,
} from '@store/contract/survey';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SURVEY_QUESTIONS, ensureDefaultSurveyForm } from '#server/db/seed/survey.js';
import { type SignedInUser, signedInUser } from '#server/test-support/auth.js';
import { insertProduct } from '#server/test-support/fixtures.js';
import { useTestApp } from '#server/test-support/test-app.js';

const ctx = useTestApp();

let admin: SignedInUser;
let shopper: SignedInUser;

beforeAll(async () => {
  await ensureDefaultSurveyForm({ db: ctx.db });
  admin = await signedInUser(ctx, { role: 'ADMIN', name: 'Admin' });
  shopper = await signedInUser(ctx, { name: 'Shopper' });
});

const rating = {
  question: 'How easy was the pack to use?',
  type: 'multiple-choice',
  options: ['Easy', 'Hard'],
};
const editor = { question: 'Which editor do you use?', type: 'text', options: [] };

const updateForm = (payload: object, headers: Record<string, string> = admin.headers) =>
  ctx.app.inject({ method: 'POST', url: '/api/survey/update-form', headers, payload });

const answers = (query: string, headers: Record<string, string> = admin.headers) =>
  ctx.app.inject({ method: 'GET', url: `/api/survey/answers?${query}`, headers });

async function formDetails(productId: string) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/survey/get-form-details',
    payload: { productId },
  });
  expect(res.statusCode).toBe(200);
  return surveyFormReplySchema.parse(res.json()).message[0]!;
}

describe('POST /api/survey/update-form (admin)', () => {
  it('is for admins only', async () => {
    const product = await insertProduct(ctx.db, { name: 'Guarded' });
    const payload = { productId: product.id, questions: [editor] };
    const signedOut = await updateForm(payload, {});
    expect([signedOut.statusCode, signedOut.json().success]).toEqual([401, false]);
    expect((await updateForm(payload, shopper.headers)).statusCode).toBe(403);
    // Neither wrote anything.
    expect((await formDetails(product.id)).isDefault).toBe(true);
  });

  it('saves the product’s own questions, trimmed, and replaces them on the next save', async () => {
    const product = await insertProduct(ctx.db, { name: 'Editable' });
    expect(await formDetails(product.id)).toEqual({
      form: { questions: DEFAULT_SURVEY_QUESTIONS },
      isDefault: true,
    });

    const first = await updateForm({
      productId: product.id,
      questions: [
        { question: `  ${rating.question} `, type: 'multiple-choice', options: [' Easy', 'Hard '] },
        // A free-text question may leave out its options.
        { question: editor.question, type: 'text' },
      ],
    });
    expect(first.statusCode).toBe(200);
    expect(updateSurveyFormReplySchema.parse(first.json())).toEqual({
      success: true,
      error: false,
      message: SURVEY_MESSAGES.saved,
      data: { productId: product.id, isDefault: false, questions: [rating, editor] },
    });
    expect(await formDetails(product.id)).toEqual({
      form: { questions: [rating, editor] },
      isDefault: false,
    });

    const second = await updateForm({ productId: product.id, questions: [editor] });
    expect(second.json().data).toEqual({
      productId: product.id,
      isDefault: false,
      questions: [editor],
    });
    expect((await formDetails(product.id)).form.questions).toEqual([editor]);
    const { rows } = await ctx.pool.query(
      'select questions from survey_forms where product_id = $1',
      [product.id],
    );
    expect(rows).toEqual([{ questions: [editor] }]);
    const audit = await ctx.pool.query(
      'select actor_user_id, action, entity from audit_log where entity_id = $1 order by created_at, id',
      [product.id],
    );
    expect(audit.rows).toEqual([
      { actor_user_id: admin.id, action: 'survey.update', entity: 'product' },
      { actor_user_id: admin.id, action: 'survey.update', entity: 'product' },
    ]);
  });

  it('falls back to the default form when the list is empty', async () => {
    const product = await insertProduct(ctx.db, { name: 'Reset' });
    const other = await insertProduct(ctx.db, { name: 'Untouched' });
    await updateForm({ productId: product.id, questions: [editor] });
    await updateForm({ productId: other.id, questions: [rating] });

    const res = await updateForm({ productId: product.id, questions: [] });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      productId: product.id,
      isDefault: true,
      questions: DEFAULT_SURVEY_QUESTIONS,
    });
    expect(await formDetails(product.id)).toEqual({
      form: { questions: DEFAULT_SURVEY_QUESTIONS },
      isDefault: true,
    });
    expect(await formDetails(other.id)).toEqual({
      form: { questions: [rating] },
      isDefault: false,
    });
    // Emptying a product that has no form of its own is fine too.
    expect((await updateForm({ productId: product.id, questions: [] })).statusCode).toBe(200);
  });

  it('refuses an unknown product, writing nothing', async () => {
    for (const questions of [[editor], []]) {
      const res = await updateForm({ productId: 'NOSUCHPRODUCT', questions });
      expect([res.statusCode, res.json().message]).toEqual([404, SURVEY_MESSAGES.productNotFound]);
    }
    const { rows } = await ctx.pool.query(
      `select count(*)::int as n from survey_forms where product_id = 'NOSUCHPRODUCT'`,
    );
    expect(rows[0].n).toBe(0);
  });

  it('names the field of each bad input', async () => {
    const product = await insertProduct(ctx.db, { name: 'Validated' });
    const productId = product.id;
    const one = (question: object) => ({ productId, questions: [question] });
    const options = (n: number) => Array.from({ length: n }, (_, i) => `Option ${i + 1}`);
    const cases: Array<[object, string]> = [
      [{ questions: [] }, 'Product is required.'],
      [{ productId }, 'Questions is required.'],
      [{ productId, questions: 'all of them' }, 'Questions must be a list of questions.'],
      [one({ ...editor, question: '' }), 'Question 1 is required.'],
      [one({ ...editor, question: '   ' }), 'Question 1 is required.'],
      [one({ type: 'text' }), 'Question 1 is required.'],
      [one({ ...editor, question: 'q'.repeat(301) }), 'Question 1 must be at most 300 characters.'],
      [
        one({ ...editor, type: 'rating' }),
        "Question 1, question type must be 'multiple-choice' or 'text'.",
      ],
      [
        one({ ...rating, options: ['Only'] }),
        'Question 1, options must have at least 2 options for a multiple-choice question.',
      ],
      [
        one({ ...rating, options: undefined }),
        'Question 1, options must have at least 2 options for a multiple-choice question.',
      ],
      [
        one({ ...rating, options: options(11) }),
        'Question 1, options must have at most 10 options.',
      ],
      [one({ ...rating, options: ['Easy', '  '] }), 'Question 1, option 2 must not be empty.'],
      [one({ ...rating, options: ['Easy', 7] }), 'Question 1, option 2 must be text.'],
      [
        one({ ...rating, options: ['o'.repeat(101), 'Hard'] }),
        'Question 1, option 1 must be at most 100 characters.',
      ],
      [
        one({ ...rating, options: ['Easy', 'Hard', 'easy '] }),
        'Question 1, option 3 repeats an earlier option.',
      ],
      [
        one({ ...editor, options: ['Premiere'] }),
        'Question 1, options must be empty for a free-text question.',
      ],
      [
        { productId, questions: [editor, { ...rating, options: [] }] },
        'Question 2, options must have at least 2 options for a multiple-choice question.',
      ],
      [
        { productId, questions: [editor, { ...editor, question: 'which EDITOR do you use?' }] },
        'Question 2 repeats an earlier question.',
      ],
      [
        {
          productId,
          questions: Array.from({ length: 21 }, (_, i) => ({ ...editor, question: `Q${i}` })),
        },
        'Questions must have at most 20 questions.',
      ],
    ];
    for (const [payload, message] of cases) {
      const res = await updateForm(payload);
      expect([res.statusCode, res.json().message], JSON.stringify(payload)).toEqual([400, message]);
    }
    // Exactly at the limits is fine.
    const atLimits = await updateForm({
      productId,
      questions: Array.from({ length: 20 }, (_, i) => ({
        question: `${i}`.padEnd(300, 'q'),
        type: 'multiple-choice',
        options: options(10).map((option) => option.padEnd(100, 'o')),
      })),
    });
    expect(atLimits.statusCode).toBe(200);
    expect((await formDetails(productId)).form.questions).toHaveLength(20);
  });
});

describe('GET /api/survey/answers (admin)', () => {
  /** An answer stored `minutesAgo` minutes ago, as submit-survey-answer stores it. */
  async function storeAnswer(
    productId: string,
    answer: string,
    minutesAgo: number,
    user?: { id: string | null; details: object },
  ) {
    await ctx.pool.query(
      `insert into survey_answers (id, product_id, user_id, user_details, responses, created_at)
       values ($1, $2, $3, $4, $5, now() - make_interval(mins => $6))`,
      [
        `ANS${answer.replace(/\W/g, '')}${minutesAgo}`,
        productId,
        user?.id ?? null,
        JSON.stringify(user?.details ?? {}),
        JSON.stringify([{ question: 'What could we improve?', answer }]),
        minutesAgo,
      ],
    );
  }

  it('is for admins only', async () => {
    const product = await insertProduct(ctx.db, { name: 'Private answers' });
    const query = `productId=${product.id}`;
    expect((await answers(query, {})).statusCode).toBe(401);
    expect((await answers(query, shopper.headers)).statusCode).toBe(403);
    expect((await answers(query)).statusCode).toBe(200);
  });

  it('pages a product’s answers newest first, with who sent each', async () => {
    const product = await insertProduct(ctx.db, { name: 'Answered' });
    const other = await insertProduct(ctx.db, { name: 'Other' });
    const asha = await signedInUser(ctx, { name: 'Asha', email: 'asha@example.com' });
    await storeAnswer(product.id, 'Oldest, from a guest', 30);
    await storeAnswer(product.id, 'From a deleted account', 20, {
      id: null,
      details: { name: 'Gone', email: 'gone@example.com' },
    });
    await storeAnswer(other.id, 'Not this product', 5);
    // Sent through the API by a signed-in user: the newest.
    const sent = await ctx.app.inject({
      method: 'POST',
      url: '/api/survey/submit-survey-answer',
      headers: asha.headers,
      payload: {
        productId: product.id,
        responses: [
          { question: 'How would you rate this product?', answer: 'Good' },
          { question: 'What could we improve?', answer: '<b>More presets</b>' },
        ],
      },
    });
    expect(sent.statusCode).toBe(200);

    const first = await answers(`productId=${product.id}&page=1&limit=2`);
    expect(first.statusCode).toBe(200);
    const page1 = surveyAnswersReplySchema.parse(first.json());
    expect(page1).toMatchObject({
      success: true,
      message: SURVEY_MESSAGES.answers,
      totalCount: 3,
      totalNoPage: 2,
      totalPage: 2,
      page: 1,
    });
    expect(page1.data).toEqual([
      {
        _id: sent.json().data._id,
        responses: [
          { question: 'How would you rate this product?', answer: 'Good' },
          { question: 'What could we improve?', answer: '<b>More presets</b>' },
        ],
        user: { name: 'Asha', email: 'asha@example.com' },
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      },
      {
        _id: 'ANSFromadeletedaccount20',
        responses: [{ question: 'What could we improve?', answer: 'From a deleted account' }],
        user: { name: 'Gone', email: 'gone@example.com' },
        createdAt: expect.any(String),
      },
    ]);
    expect(Date.parse(page1.data[0]!.createdAt)).toBeGreaterThan(
      Date.parse(page1.data[1]!.createdAt),
    );

    const page2 = surveyAnswersReplySchema.parse(
      (await answers(`productId=${product.id}&page=2&limit=2`)).json(),
    );
    expect(page2).toMatchObject({ totalCount: 3, totalPage: 2, page: 2 });
    expect(page2.data.map((a) => [a.responses[0]!.answer, a.user])).toEqual([
      ['Oldest, from a guest', null],
    ]);
    // The default page size holds them all; past the end is an empty page.
    const all = surveyAnswersReplySchema.parse((await answers(`productId=${product.id}`)).json());
    expect([all.page, all.data.length, all.totalPage]).toEqual([1, 3, 1]);
    const beyond = surveyAnswersReplySchema.parse(
      (await answers(`productId=${product.id}&page=9&limit=2`)).json(),
    );
    expect([beyond.data, beyond.totalCount]).toEqual([[], 3]);
  });

  it('lists nothing for a product without answers, and 404s an unknown product', async () => {
    const product = await insertProduct(ctx.db, { name: 'Quiet', deleted: true });
    const quiet = surveyAnswersReplySchema.parse((await answers(`productId=${product.id}`)).json());
    expect([quiet.data, quiet.totalCount, quiet.totalPage, quiet.page]).toEqual([[], 0, 0, 1]);
    const unknown = await answers('productId=NOSUCHPRODUCT');
    expect([unknown.statusCode, unknown.json().message]).toEqual([
      404,
      SURVEY_MESSAGES.productNotFound,
    ]);
  });

  it('names the bad query field', async () => {
    const cases: Array<[string, RegExp]> = [
      ['', /^Product is required\.$/],
      ['productId=a-b', /^Product must contain only letters/],
      ['productId=P1&limit=101', /^Page size must be at most 100\.$/],
      ['productId=P1&limit=0', /^Page size must be at least 1\.$/],
      ['productId=P1&limit=ten', /^Page size must be a number\.$/],
      ['productId=P1&page=0', /^Page: too small/],
    ];
    for (const [query, message] of cases) {
      const res = await answers(query);
      expect([res.statusCode, res.json().message], query).toEqual([
        400,
        expect.stringMatching(message),
      ]);
    }
  });
});

describe('the admin survey calls in the API document', () => {
  it('lists both, with their guards', async () => {
    const spec = (await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const update = spec.paths['/api/survey/update-form'].post;
    const list = spec.paths['/api/survey/answers'].get;
    expect(update.description).toMatch(/empty `questions` list removes/);
    expect(Object.keys(update.responses)).toEqual(
      expect.arrayContaining(['200', '400', '401', '403', '404']),
    );
    expect(list.parameters.map((p: { name: string }) => p.name)).toEqual([
      'productId',
      'page',
      'limit',
    ]);
  });
});
