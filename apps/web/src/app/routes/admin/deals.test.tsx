import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminProducts, listReply } from '#web/features/admin-catalogue/test-fixtures';
import { fail, ok } from '#web/test/api-replies';
import { stubApi } from '#web/test/api-stub';
import { admin, products } from '#web/test/fixtures';
import { renderApp } from '#web/test/render-app';
import { signInAs } from '#web/test/session';
import { expectToast } from '#web/test/toasts';

function stubDeals() {
  let deals = [...products];
  return stubApi({
    ...signInAs(admin),
    'POST /api/product/get-deals': (body: unknown) => {
      const { page } = body as { page: number };
      return Response.json(listReply(deals, { page, totalCount: deals.length, totalNoPage: 1 }));
    },
    'PUT /api/product/remove-from-deals': (body: unknown) => {
      const { _id } = body as { _id: string };
      deals = deals.filter((p) => p._id !== _id);
      const removed = adminProducts.find((p) => p._id === _id);
      return Response.json(ok('Product removed from deals', removed));
    },
  });
}

describe('admin deals', () => {
  it("titles the page 'Deals (total count)' and pages from 0", { timeout: 20_000 }, async () => {
    const fetchMock = stubDeals();
    renderApp('/dashboard/deals');
    expect(await screen.findByRole('heading', { name: 'Deals (3)' })).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Deals' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByRole('navigation', { name: 'Pages' })).toHaveTextContent('1/1');
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    const call = fetchMock.mock.calls.find(([url]) => url === '/api/product/get-deals')!;
    expect(JSON.parse(String(call[1]!.body))).toEqual({ page: 0, search: '' });
  });

  it('removes a deal and the count follows', { timeout: 20_000 }, async () => {
    stubDeals();
    const { user } = renderApp('/dashboard/deals');
    await screen.findByRole('heading', { name: 'Deals (3)' });
    await user.click(screen.getByRole('button', { name: 'Remove Deal: Glitch Transitions' }));
    expect(await screen.findByText('Product removed from deals')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Deals (2)' })).toBeInTheDocument();
  });

  it("reuses 'failed to load recycle bin' for a load failure", { timeout: 20_000 }, async () => {
    stubApi({ ...signInAs(admin), 'POST /api/product/get-deals': fail(500, 'Internal error') });
    renderApp('/dashboard/deals');
    // The toast, and the same words where the list would be.
    await expectToast('failed to load recycle bin');
    expect(screen.getByRole('alert')).toHaveTextContent('failed to load recycle bin');
  });
});
