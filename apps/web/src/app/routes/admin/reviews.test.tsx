import type { AdminReview } from '@store/contract/review';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, ok } from '#web/test/api-replies';
import { stubApi } from '#web/test/api-stub';
import { admin, shopper } from '#web/test/fixtures';
import { renderApp } from '#web/test/render-app';
import { signInAs } from '#web/test/session';
import { expectToast } from '#web/test/toasts';

const spam: AdminReview = {
  _id: 'rev1',
  productId: 'prd01',
  productName: 'Teal Orange LUT Pack',
  rating: 1,
  title: 'Buy followers',
  text: 'Visit my site',
  authorName: 'Spammer',
  authorEmail: 'spam@example.com',
  verifiedPurchase: true,
  helpfulCount: 0,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  hiddenAt: null,
  hiddenBy: null,
};

const listReply = (data: AdminReview[]) => ({
  ...ok('Reviews', data),
  totalCount: data.length,
  totalNoPage: 1,
  totalPage: 1,
  page: 1,
});

describe('admin reviews page', () => {
  it('lists reviews with author and product, and hides one (then shows it again)', async () => {
    let current = spam;
    const fetchMock = stubApi({
      ...signInAs(admin),
      'POST /api/review/admin-list': () => Response.json(listReply([current])),
      'PUT /api/review/admin-hide': (body: unknown) => {
        const { hidden } = body as { hidden: boolean };
        current = hidden
          ? { ...spam, hiddenAt: '2026-11-21T10:00:00.000Z', hiddenBy: 'Ravi Admin' }
          : spam;
        return Response.json(ok(hidden ? 'Review hidden' : 'Review visible again', current));
      },
    });
    const { user } = renderApp('/dashboard/reviews');
    expect(await screen.findByRole('heading', { level: 1, name: 'Reviews (1)' })).toBeVisible();
    const list = screen.getByRole('list', { name: 'Reviews' });
    expect(within(list).getByRole('link', { name: 'Teal Orange LUT Pack' })).toBeVisible();
    expect(within(list).getByText(/Spammer \(spam@example\.com\)/)).toBeVisible();

    await user.click(
      within(list).getByRole('button', {
        name: 'Hide the review by Spammer of Teal Orange LUT Pack',
      }),
    );
    await expectToast('Review hidden');
    expect(await within(list).findByText(/^Hidden by Ravi Admin on/)).toBeVisible();
    const calls = fetchMock.mock.calls.filter(([url]) => url === '/api/review/admin-hide');
    expect(JSON.parse(String(calls[0]![1]!.body))).toEqual({ reviewId: 'rev1', hidden: true });

    await user.click(
      within(list).getByRole('button', {
        name: 'Show the review by Spammer of Teal Orange LUT Pack',
      }),
    );
    await expectToast('Review visible again');
    await waitFor(() => expect(within(list).queryByText(/^Hidden by/)).toBeNull());
  });

  it('asks for hidden reviews only when chosen, and shows a failure', async () => {
    const fetchMock = stubApi({
      ...signInAs(admin),
      'POST /api/review/admin-list': (body: unknown) =>
        (body as { status: string }).status === 'hidden'
          ? fail(500, 'Something went wrong on our side.')()
          : Response.json(listReply([])),
    });
    const { user } = renderApp('/dashboard/reviews');
    expect(await screen.findByText('No reviews here yet.')).toBeVisible();
    await user.selectOptions(screen.getByLabelText('Show'), 'Hidden');
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong on our side.');
    const bodies = fetchMock.mock.calls
      .filter(([url]) => url === '/api/review/admin-list')
      .map(([, init]) => JSON.parse(String(init!.body)));
    expect(bodies.at(-1)).toMatchObject({ status: 'hidden', page: 1 });
  });

  it("says 'Do not have permission' to a shopper", async () => {
    stubApi({ ...signInAs(shopper) });
    renderApp('/dashboard/reviews');
    expect(await screen.findByText('Do not have permission')).toBeVisible();
  });
});
