import type { SurveyAnswer, SurveyQuestion } from '@store/contract/survey';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { listReply, manyAdminProducts } from '#web/features/admin-catalogue/test-fixtures';
import { formatDateTime } from '#web/lib/date-time';
import { fail, ok } from '#web/test/api-replies';
import { type ApiRoutes, stubApi } from '#web/test/api-stub';
import { admin, categoryListReply } from '#web/test/fixtures';
import { renderApp } from '#web/test/render-app';
import { signInAs } from '#web/test/session';

const defaultQuestions: SurveyQuestion[] = [
  {
    question: 'How would you rate this product?',
    type: 'multiple-choice',
    options: ['Excellent', 'Good', 'Average', 'Poor'],
  },
  {
    question: 'Did you find what you were looking for?',
    type: 'multiple-choice',
    options: ['Yes', 'No'],
  },
  { question: 'What could we improve?', type: 'text', options: [] },
];

const formReply = (questions: SurveyQuestion[], isDefault: boolean) => ({
  success: true,
  error: false,
  message: [{ form: { questions }, isDefault }],
});

/** Three products (Pack 1 is prd100) whose survey starts as `questions`. */
function stubSurvey(routes: ApiRoutes = {}, start = formReply(defaultQuestions, true)) {
  const products = manyAdminProducts(3);
  // The server keeps what was saved: a popup opened again shows it.
  let current = start;
  return stubApi({
    ...signInAs(admin),
    'GET /api/category/get': categoryListReply,
    'POST /api/product/admin-get': listReply(products, { page: 1, totalCount: 3, totalNoPage: 1 }),
    'POST /api/survey/get-form-details': () => Response.json(current),
    'PUT /api/product/update-product-details': productUpdated,
    // The form the server keeps: what was sent, or the default form for an empty list.
    'POST /api/survey/update-form': (body: unknown) => {
      const { productId, questions } = body as { productId: string; questions: SurveyQuestion[] };
      const isDefault = questions.length === 0;
      current = formReply(isDefault ? defaultQuestions : questions, isDefault);
      return Response.json(
        ok('Survey saved', {
          productId,
          isDefault,
          questions: isDefault ? defaultQuestions : questions,
        }),
      );
    },
    ...routes,
  });
}

async function openEditor() {
  const view = renderApp('/dashboard/product');
  const card = await screen.findByRole('article', { name: 'Pack 1' });
  await view.user.click(within(card).getByRole('button', { name: 'Edit Pack 1' }));
  const dialog = screen.getByRole('dialog', { name: 'Edit Product' });
  const survey = within(dialog).getByRole('region', { name: 'Feedback survey' });
  await within(survey).findByRole('list', { name: 'Survey questions' });
  return { ...view, dialog, survey };
}

/** The popup's one save button. */
const updateProduct = (dialog: HTMLElement) =>
  within(dialog).getByRole('button', { name: 'Update Product' });

const question = (survey: HTMLElement, n: number) =>
  within(survey).getByRole('group', { name: `Question ${n}` });

/** The product update's reply: Pack 1 as the server keeps it. */
function productUpdated() {
  return Response.json(ok('Product updated successfully', manyAdminProducts(3)[0]));
}

const sentBodies = (fetchMock: ReturnType<typeof stubApi>, path: string) =>
  fetchMock.mock.calls
    .filter(([url]) => url === path)
    .map(([, init]) => JSON.parse(String(init!.body)));

describe('admin product survey editor', () => {
  it('edits the product’s questions; Update Product saves them', { timeout: 30_000 }, async () => {
    const fetchMock = stubSurvey();
    const { user, dialog, survey } = await openEditor();
    expect(within(survey).getByText(/Using the default form/)).toBeVisible();
    expect(sentBodies(fetchMock, '/api/survey/get-form-details')).toEqual([
      { productId: 'prd100' },
    ]);
    // One save button in the popup (issue 15): none of the survey's own.
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((button) => button.textContent)
        .filter((text) => /save|update/i.test(text ?? '')),
    ).toEqual(['Update Product']);

    const first = question(survey, 1);
    expect(within(first).getByLabelText('Question')).toHaveValue(defaultQuestions[0]!.question);
    expect(within(first).getByLabelText('Type')).toHaveValue('multiple-choice');
    expect(within(first).getByLabelText('Option 4')).toHaveValue('Poor');
    await user.clear(within(first).getByLabelText('Question'));
    await user.type(within(first).getByLabelText('Question'), 'How would you rate this pack?');
    await user.click(within(first).getByRole('button', { name: 'Remove option 4 of question 1' }));

    await user.selectOptions(within(question(survey, 2)).getByLabelText('Type'), 'Free text');
    expect(within(question(survey, 2)).queryByLabelText('Option 1')).toBeNull();
    await user.click(within(survey).getByRole('button', { name: 'Remove question 3' }));

    await user.click(within(survey).getByRole('button', { name: 'Add question' }));
    const added = question(survey, 3);
    // The new question's text takes the keyboard.
    await waitFor(() => expect(within(added).getByLabelText('Question')).toHaveFocus());
    await user.keyboard('Which editor do you use?');
    await user.selectOptions(within(added).getByLabelText('Type'), 'Multiple choice');
    await user.type(within(added).getByLabelText('Option 1'), 'Premiere Pro');
    await user.type(within(added).getByLabelText('Option 2'), '  DaVinci Resolve ');
    await user.click(within(added).getByRole('button', { name: 'Add option' }));
    await waitFor(() => expect(within(added).getByLabelText('Option 3')).toHaveFocus());
    await user.keyboard('Final Cut');

    await user.click(updateProduct(dialog));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit Product' })).toBeNull());
    expect(sentBodies(fetchMock, '/api/product/update-product-details')).toHaveLength(1);
    expect(sentBodies(fetchMock, '/api/survey/update-form')).toEqual([
      {
        productId: 'prd100',
        questions: [
          {
            question: 'How would you rate this pack?',
            type: 'multiple-choice',
            options: ['Excellent', 'Good', 'Average'],
          },
          { question: 'Did you find what you were looking for?', type: 'text', options: [] },
          {
            question: 'Which editor do you use?',
            type: 'multiple-choice',
            options: ['Premiere Pro', 'DaVinci Resolve', 'Final Cut'],
          },
        ],
      },
    ]);
    // Both saves are toasted.
    expect(await screen.findByText('Survey saved')).toBeVisible();
    expect(screen.getByText('Product updated successfully')).toBeVisible();
    // Opened again: what the server kept.
    await user.click(screen.getByRole('button', { name: 'Edit Pack 1' }));
    const again = within(screen.getByRole('dialog', { name: 'Edit Product' })).getByRole('region', {
      name: 'Feedback survey',
    });
    expect(await within(again).findByText(/This product has its own questions/)).toBeVisible();
    expect(within(question(again, 3)).getByLabelText('Option 2')).toHaveValue('DaVinci Resolve');
  });

  it('names what is wrong before sending anything', { timeout: 30_000 }, async () => {
    const fetchMock = stubSurvey();
    const { user, dialog, survey } = await openEditor();
    const first = question(survey, 1);
    await user.click(within(first).getByRole('button', { name: 'Remove option 4 of question 1' }));
    await user.click(within(first).getByRole('button', { name: 'Remove option 3 of question 1' }));
    await user.click(within(first).getByRole('button', { name: 'Remove option 2 of question 1' }));
    await user.clear(within(question(survey, 2)).getByLabelText('Option 2'));
    await user.type(within(question(survey, 2)).getByLabelText('Option 2'), 'yes');
    await user.click(within(survey).getByRole('button', { name: 'Add question' }));

    await user.click(updateProduct(dialog));
    expect(
      within(first).getByText(
        'This question must have at least 2 options for a multiple-choice question',
      ),
    ).toBeVisible();
    expect(within(question(survey, 2)).getByLabelText('Option 2')).toHaveAccessibleDescription(
      'Option 2 repeats an earlier option',
    );
    // The added question is the fourth.
    const empty = within(question(survey, 4)).getByLabelText('Question');
    expect(empty).toHaveAccessibleDescription('Question is required');
    // The keyboard goes to the first field to fix.
    await waitFor(() =>
      expect(within(question(survey, 2)).getByLabelText('Option 2')).toHaveFocus(),
    );
    // Neither is saved: not the survey, and not the product either.
    expect(sentBodies(fetchMock, '/api/survey/update-form')).toEqual([]);
    expect(sentBodies(fetchMock, '/api/product/update-product-details')).toEqual([]);

    // Fixing it takes the message away.
    await user.type(empty, 'Anything else?');
    expect(empty).not.toHaveAccessibleDescription();
  });

  it('shows the server’s refusal in the popup', { timeout: 30_000 }, async () => {
    stubSurvey({ 'POST /api/survey/update-form': fail(404, 'Product not found.') });
    const { user, dialog, survey } = await openEditor();
    await user.click(within(survey).getByRole('button', { name: 'Remove question 3' }));
    await user.click(updateProduct(dialog));
    expect(await within(survey).findByRole('alert')).toHaveTextContent('Product not found.');
    // And as a toast; the popup stays, so nothing typed is lost.
    expect(screen.getAllByText('Product not found.')).toHaveLength(2);
    expect(screen.getByRole('dialog', { name: 'Edit Product' })).toBeVisible();
  });

  it('brings back the default form when every question is removed', {
    timeout: 30_000,
  }, async () => {
    const own: SurveyQuestion[] = [{ question: 'Which editor?', type: 'text', options: [] }];
    const fetchMock = stubSurvey({}, formReply(own, false));
    const { user, dialog, survey } = await openEditor();
    expect(within(survey).getByText(/This product has its own questions/)).toBeVisible();
    await user.click(within(survey).getByRole('button', { name: 'Remove question 1' }));
    expect(within(survey).getByText(/Saving brings back the default form/)).toBeVisible();
    await user.click(updateProduct(dialog));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit Product' })).toBeNull());
    expect(sentBodies(fetchMock, '/api/survey/update-form')).toEqual([
      { productId: 'prd100', questions: [] },
    ]);
    // Opened again: the default questions are shown.
    await user.click(screen.getByRole('button', { name: 'Edit Pack 1' }));
    const again = within(screen.getByRole('dialog', { name: 'Edit Product' })).getByRole('region', {
      name: 'Feedback survey',
    });
    expect(await within(again).findByText(/Using the default form/)).toBeVisible();
    expect(within(question(again, 1)).getByLabelText('Question')).toHaveValue(
      defaultQuestions[0]!.question,
    );
  });
});

describe('admin product survey answers', () => {
  const answer = (n: number, overrides: Partial<SurveyAnswer> = {}): SurveyAnswer => ({
    _id: `ans${n}`,
    responses: [{ question: 'What could we improve?', answer: `Answer ${n}` }],
    user: null,
    createdAt: `2025-03-0${n}T07:00:00.000Z`,
    ...overrides,
  });
  const answersUrl = (page: number) =>
    `GET /api/survey/answers?productId=prd100&page=${page}&limit=20`;

  it('lists answers newest first with who sent them, paged by the server', {
    timeout: 30_000,
  }, async () => {
    const newest = answer(3, {
      user: { name: 'Asha Rao', email: 'asha@example.com' },
      responses: [
        { question: 'How would you rate this product?', answer: 'Good' },
        { question: 'What could we improve?', answer: '<b>More presets</b>' },
      ],
    });
    const fetchMock = stubSurvey({
      [answersUrl(1)]: {
        ...listReply([newest, answer(2)], { page: 1, totalCount: 3, totalNoPage: 2 }),
        message: 'Survey answers',
      },
      [answersUrl(2)]: {
        ...listReply([answer(1)], { page: 2, totalCount: 3, totalNoPage: 2 }),
        message: 'Survey answers',
      },
    });
    const { user } = renderApp('/dashboard/product');
    const card = await screen.findByRole('article', { name: 'Pack 1' });
    await user.click(within(card).getByRole('button', { name: 'Answers for Pack 1' }));
    const dialog = screen.getByRole('dialog', { name: 'Survey answers: Pack 1' });
    const list = await within(dialog).findByRole('list', { name: 'Answers' });
    expect(within(dialog).getByText('3 answers, newest first')).toBeVisible();

    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    const first = within(items[0]!).getByRole('article', { name: 'Answer from Asha Rao' });
    expect(first).toHaveTextContent('Asha Rao (asha@example.com)');
    expect(within(first).getByText(formatDateTime(newest.createdAt))).toBeVisible();
    const terms = within(first)
      .getAllByRole('term')
      .map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]);
    expect(terms).toEqual([
      ['How would you rate this product?', 'Good'],
      // Text, never HTML.
      ['What could we improve?', '<b>More presets</b>'],
    ]);
    expect(first.querySelector('b')).toBeNull();
    expect(within(items[1]!).getByRole('article', { name: 'Answer from Guest' })).toHaveTextContent(
      'Guest',
    );

    const pages = within(dialog).getByRole('navigation', { name: 'Answer pages' });
    expect(pages).toHaveTextContent('1/2');
    expect(within(pages).getByRole('button', { name: 'Previous' })).toBeDisabled();
    await user.click(within(pages).getByRole('button', { name: 'Next' }));
    expect(await within(pages).findByText('2/2')).toBeVisible();
    expect(await within(dialog).findByText('Answer 1')).toBeVisible();
    expect(within(dialog).queryByText('Asha Rao (asha@example.com)')).toBeNull();
    expect(within(pages).getByRole('button', { name: 'Next' })).toBeDisabled();
    await user.click(within(pages).getByRole('button', { name: 'Previous' }));
    expect(await within(dialog).findByText('Answer 2')).toBeVisible();
    expect(
      fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.includes('answers')),
    ).toEqual([
      '/api/survey/answers?productId=prd100&page=1&limit=20',
      '/api/survey/answers?productId=prd100&page=2&limit=20',
      '/api/survey/answers?productId=prd100&page=1&limit=20',
    ]);
  });

  it("says 'No answers yet' when there are none", { timeout: 30_000 }, async () => {
    stubSurvey({
      [answersUrl(1)]: listReply([], { page: 1, totalCount: 0, totalNoPage: 0 }),
    });
    const { user } = renderApp('/dashboard/product');
    const card = await screen.findByRole('article', { name: 'Pack 1' });
    await user.click(within(card).getByRole('button', { name: 'Answers for Pack 1' }));
    const dialog = screen.getByRole('dialog', { name: 'Survey answers: Pack 1' });
    expect(await within(dialog).findByText('No answers yet')).toBeVisible();
    expect(within(dialog).queryByRole('navigation')).toBeNull();
  });
});

describe('Update Product with the survey', () => {
  it('Update Product also saves a changed survey, then closes', { timeout: 30_000 }, async () => {
    const fetchMock = stubSurvey({
      'PUT /api/product/update-product-details': productUpdated,
    });
    const { user, dialog, survey } = await openEditor();
    await user.click(within(survey).getByRole('button', { name: 'Remove question 3' }));
    await user.click(within(dialog).getByRole('button', { name: 'Update Product' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit Product' })).toBeNull());
    expect(sentBodies(fetchMock, '/api/product/update-product-details')).toHaveLength(1);
    expect(sentBodies(fetchMock, '/api/survey/update-form')).toEqual([
      { productId: 'prd100', questions: defaultQuestions.slice(0, 2) },
    ]);
  });

  it('saves nothing while the changed survey is wrong, and keeps the popup open', {
    timeout: 30_000,
  }, async () => {
    const fetchMock = stubSurvey();
    const { user, dialog, survey } = await openEditor();
    await user.click(within(survey).getByRole('button', { name: 'Add question' }));
    await user.click(updateProduct(dialog));
    // The empty question is named, takes the keyboard, and neither call is made.
    const empty = within(question(survey, 4)).getByLabelText('Question');
    expect(empty).toHaveAccessibleDescription('Question is required');
    await waitFor(() => expect(empty).toHaveFocus());
    expect(screen.getByRole('dialog', { name: 'Edit Product' })).toBeVisible();
    expect(sentBodies(fetchMock, '/api/product/update-product-details')).toEqual([]);
    expect(sentBodies(fetchMock, '/api/survey/update-form')).toEqual([]);

    // Fixed, one press saves both.
    await user.type(empty, 'Anything else?');
    await user.click(updateProduct(dialog));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit Product' })).toBeNull());
    expect(sentBodies(fetchMock, '/api/product/update-product-details')).toHaveLength(1);
    expect(sentBodies(fetchMock, '/api/survey/update-form')).toHaveLength(1);
  });

  it('Update Product with the survey untouched saves only the product', {
    timeout: 30_000,
  }, async () => {
    const fetchMock = stubSurvey({
      'PUT /api/product/update-product-details': productUpdated,
    });
    const { user, dialog } = await openEditor();
    await user.click(within(dialog).getByRole('button', { name: 'Update Product' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit Product' })).toBeNull());
    expect(sentBodies(fetchMock, '/api/survey/update-form')).toEqual([]);
  });
});
