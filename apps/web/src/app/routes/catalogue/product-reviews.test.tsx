import type { ProductDetails } from '@store/contract/product';
import type { Review } from '@store/contract/review';
import { productPath } from '@store/contract/slug';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RATING_REQUIRED } from '#web/features/reviews/components/review-form';
import { fail, ok } from '#web/test/api-replies';
import { stubApi } from '#web/test/api-stub';
import { emptyReviewListReply, products, shopper } from '#web/test/fixtures';
import { renderApp } from '#web/test/render-app';
import { signInAs } from '#web/test/session';
import { expectToast } from '#web/test/toasts';

// A card's clip lacks the page's duration: the fixture product has none to carry over.
const { previewClip: _cardClip, ...base } = products[0]!;
const rated: ProductDetails = {
  ...base,
  ratingAverage: 4.5,
  ratingCount: 12,
  downloadCount: 340,
  includedFiles: [{ name: 'Teal Orange.cube', format: 'CUBE', sizeBytes: 1_572_864 }],
  compatibleSoftware: [
    { software: 'DaVinci Resolve', versions: '18+' },
    { software: 'Premiere Pro' },
  ],
  resolution: '4K UHD',
  licenceSummary: 'Personal and commercial projects.',
};

const review = (n: number, fields: Partial<Review> = {}): Review => ({
  _id: `rev${n}`,
  productId: rated._id,
  rating: 5,
  title: `Title ${n}`,
  text: `Text ${n}`,
  authorName: `Author${n}`,
  verifiedPurchase: true,
  helpfulCount: 0,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  ...fields,
});

const listReply = (data: Review[], page = 1, totalPage = 1, totalCount = 12) => ({
  ...emptyReviewListReply,
  data,
  page,
  totalPage,
  totalNoPage: totalPage,
  totalCount,
  summary: { ratingAverage: 4.5, ratingCount: 12, distribution: [0, 1, 0, 3, 8] },
});

const sent = (fetchMock: ReturnType<typeof stubApi>, url: string) =>
  fetchMock.mock.calls
    .filter(([called]) => called === url)
    .map(([, init]) => JSON.parse(String(init!.body)));

function stubRated(extra: Record<string, unknown> = {}) {
  return stubApi({
    'POST /api/product/get-product-details': ok('', rated),
    'POST /api/product/get-product-by-category': ok('', [rated]),
    'POST /api/review/list': (body: unknown) => {
      const { sort, page } = body as { sort: string; page: number };
      if (page === 2) return Response.json(listReply([review(3)], 2, 2));
      const first = [review(1, { text: '<b>Not bold</b>\nSecond line' }), review(2)];
      return Response.json(listReply(sort === 'helpful' ? [...first].reverse() : first, 1, 2));
    },
    ...extra,
  });
}

describe('product page: rating, downloads and details near the price', () => {
  it('shows the rating linking to the reviews, the downloads and the product details', async () => {
    stubRated();
    renderApp(productPath(rated));
    const details = (await screen.findByRole('heading', { level: 1, name: rated.name }))
      .parentElement!;
    const link = within(details).getByRole('link', { name: 'Rated 4.5 out of 5, 12 reviews' });
    expect(link).toHaveAttribute('href', '#reviews');
    expect(link).toHaveTextContent('4.5 (12 reviews)');
    expect(within(details).getByText('340 downloads')).toBeVisible();
    expect(within(details).getByText('Teal Orange.cube')).toBeVisible();
    expect(within(details).getByText('CUBE · 1.5 MB')).toBeVisible();
    expect(within(details).getByText('DaVinci Resolve 18+, Premiere Pro')).toBeVisible();
    expect(within(details).getByText('4K UHD')).toBeVisible();
    expect(within(details).getByText('Personal and commercial projects.')).toBeVisible();
  });

  it('shows none of it for an unrated product without details', async () => {
    stubApi({
      'POST /api/product/get-product-details': ok('', products[0]),
      'POST /api/product/get-product-by-category': ok('', [products[0]]),
    });
    renderApp(productPath(products[0]!));
    const details = (await screen.findByRole('heading', { level: 1, name: products[0]!.name }))
      .parentElement!;
    expect(within(details).queryByRole('link', { name: /^Rated/ })).toBeNull();
    expect(within(details).queryByText(/downloads?$/)).toBeNull();
    expect(await screen.findByText(/No reviews yet/)).toBeVisible();
  });
});

describe('product page: reviews section', () => {
  it('shows the summary, bars, verified reviews as plain text, sorts and pages', async () => {
    const fetchMock = stubRated();
    const { user } = renderApp(productPath(rated));
    const section = await screen.findByRole('region', { name: 'Ratings and reviews' });
    const list = await within(section).findByRole('list', { name: 'Reviews' });
    expect(within(section).getByText('Rated 4.5 out of 5')).toBeInTheDocument();
    const bars = within(section).getByRole('list', { name: 'How many reviews gave each rating' });
    expect(
      within(bars)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['5 stars: 8', '4 stars: 3', '3 stars: 0', '2 stars: 1', '1 star: 0']);
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByText('Verified purchase')).toBeVisible();
    // Text is text: the markup shows as typed, and nothing is bold.
    expect(within(items[0]!).getByText(/<b>Not bold<\/b>/)).toBeVisible();
    expect(items[0]!.querySelector('b')).toBeNull();
    // A visitor is asked to log in, and cannot vote.
    expect(within(section).getByRole('link', { name: 'Log in to review it' })).toBeVisible();
    expect(within(section).queryByRole('button', { name: /Helpful/ })).toBeNull();

    await user.selectOptions(within(section).getByLabelText('Sort by'), 'Most helpful');
    await waitFor(() =>
      expect(
        within(list)
          .getAllByRole('heading')
          .map((h) => h.textContent),
      ).toEqual(['Title 2', 'Title 1']),
    );
    expect(sent(fetchMock, '/api/review/list').at(-1)).toMatchObject({ sort: 'helpful', page: 1 });

    await user.click(within(section).getByRole('button', { name: 'Show more reviews' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(3));
    expect(within(section).queryByRole('button', { name: 'Show more reviews' })).toBeNull();
  });

  it('lets a buyer write a review: rating required, stars by keyboard, then posted', async () => {
    let mine: Review | null = null;
    const fetchMock = stubRated({
      ...signInAs(shopper),
      'POST /api/review/mine': () =>
        Response.json(ok('Your review', { canReview: true, reason: '', review: mine })),
      'PUT /api/review/save': (body: unknown) => {
        const { rating, title, text } = body as Review;
        mine = review(9, { rating, title, text, mine: true });
        return Response.json(
          ok('Thanks! Your review is posted.', {
            review: mine,
            summary: listReply([]).summary,
          }),
        );
      },
    });
    const { user } = renderApp(productPath(rated));
    const section = await screen.findByRole('region', { name: 'Ratings and reviews' });
    await user.click(await within(section).findByRole('button', { name: 'Write a review' }));
    const form = within(section).getByRole('form', { name: 'Write a review' });

    await user.click(within(form).getByRole('button', { name: 'Post review' }));
    expect(within(form).getByText(RATING_REQUIRED)).toBeVisible();
    const first = within(form).getByRole('radio', { name: '1 star' });
    await waitFor(() => expect(first).toHaveFocus());
    expect(sent(fetchMock, '/api/review/save')).toHaveLength(0);

    // The radio group: arrows move the choice.
    await user.click(first);
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(within(form).getByRole('radio', { name: '4 stars' })).toBeChecked();
    await user.type(within(form).getByLabelText('Title (optional)'), 'Great looks');
    await user.type(within(form).getByLabelText('Your review (optional)'), 'Worked in Resolve.');
    await user.click(within(form).getByRole('button', { name: 'Post review' }));

    await expectToast('Thanks! Your review is posted.');
    expect(sent(fetchMock, '/api/review/save')).toEqual([
      { productId: rated._id, rating: 4, title: 'Great looks', text: 'Worked in Resolve.' },
    ]);
    expect(await within(section).findByRole('button', { name: 'Edit your review' })).toBeVisible();
    expect(within(section).queryByRole('form')).toBeNull();
  });

  it('prefills the edit form, and shows the server’s refusal in the form', async () => {
    stubRated({
      ...signInAs(shopper),
      'POST /api/review/mine': ok('Your review', {
        canReview: true,
        reason: '',
        review: review(7, { rating: 3, title: 'Okay', text: 'Fine', mine: true }),
      }),
      'PUT /api/review/save': fail(429, 'Too many requests. Please wait a moment and try again.'),
    });
    const { user } = renderApp(productPath(rated));
    const section = await screen.findByRole('region', { name: 'Ratings and reviews' });
    await user.click(await within(section).findByRole('button', { name: 'Edit your review' }));
    const form = within(section).getByRole('form', { name: 'Edit your review' });
    expect(within(form).getByRole('radio', { name: '3 stars' })).toBeChecked();
    expect(within(form).getByLabelText('Title (optional)')).toHaveValue('Okay');
    expect(within(form).getByLabelText('Your review (optional)')).toHaveValue('Fine');
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Too many requests. Please wait a moment and try again.',
    );
  });

  it('tells a shopper who did not buy why they cannot review, and lets them vote once', async () => {
    let voted = false;
    const fetchMock = stubRated({
      ...signInAs(shopper),
      'POST /api/review/list': () =>
        Response.json(
          listReply([review(1, { helpfulCount: voted ? 3 : 2, votedHelpful: voted, mine: false })]),
        ),
      'POST /api/review/helpful': () => {
        voted = true;
        return Response.json(
          ok('Thanks for your feedback.', {
            reviewId: 'rev1',
            helpfulCount: 3,
            votedHelpful: true,
          }),
        );
      },
    });
    const { user } = renderApp(productPath(rated));
    const section = await screen.findByRole('region', { name: 'Ratings and reviews' });
    expect(
      await within(section).findByText('Only shoppers who bought this product can review it.'),
    ).toBeVisible();
    expect(within(section).queryByRole('button', { name: 'Write a review' })).toBeNull();
    expect(within(section).getByText('2 people found this helpful')).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: /^Helpful/ }));
    await expectToast('Thanks for your feedback.');
    expect(await within(section).findByText('You found this helpful')).toBeVisible();
    expect(within(section).getByText('3 people found this helpful')).toBeVisible();
    expect(within(section).queryByRole('button', { name: /^Helpful/ })).toBeNull();
    expect(sent(fetchMock, '/api/review/helpful')).toEqual([{ reviewId: 'rev1' }]);
  });
});
