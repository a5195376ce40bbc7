import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { listReply, manyAdminProducts } from '#web/features/admin-catalogue/test-fixtures';
import { fail, ok } from '#web/test/api-replies';
import { stubApi } from '#web/test/api-stub';
import { admin } from '#web/test/fixtures';
import { renderApp } from '#web/test/render-app';
import { signInAs } from '#web/test/session';
import { expectToast } from '#web/test/toasts';

function stubTrash(count: number) {
  let trash = manyAdminProducts(count).map((p) => ({ ...p, deletedAt: '2025-02-01T00:00:00Z' }));
  return stubApi({
    ...signInAs(admin),
    'POST /api/product/get-trash-products': (body: unknown) => {
      const { page } = body as { page: number };
      return Response.json(
        listReply(trash.slice(page * 12, page * 12 + 12), {
          page,
          totalCount: trash.length,
          totalNoPage: Math.ceil(trash.length / 12),
        }),
      );
    },
    'PUT /api/product/recover-product': (body: unknown) => {
      const { _id } = body as { _id: string };
      const back = trash.find((p) => p._id === _id);
      trash = trash.filter((p) => p._id !== _id);
      return Response.json(ok('Product recovered', { ...back, deletedAt: null }));
    },
  });
}

describe('recycle bin', () => {
  it('pages from 0: Previous disabled at the first page, Next at the last', {
    timeout: 20_000,
  }, async () => {
    const fetchMock = stubTrash(14);
    const { user } = renderApp('/dashboard/recycle-bin');
    const list = await screen.findByRole('list', { name: 'Deleted products' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(12);
    expect(screen.getByPlaceholderText('Search product here...')).toBeInTheDocument();
    const previous = screen.getByRole('button', { name: 'Previous' });
    const next = screen.getByRole('button', { name: 'Next' });
    expect(previous).toBeDisabled();
    expect(screen.getByRole('navigation', { name: 'Pages' })).toHaveTextContent('1/2');
    const first = fetchMock.mock.calls.find(([url]) => url === '/api/product/get-trash-products')!;
    expect(JSON.parse(String(first[1]!.body))).toEqual({ page: 0, search: '' });

    await user.click(next);
    expect(await screen.findByText('2/2')).toBeInTheDocument();
    expect(next).toBeDisabled();
    expect(previous).toBeEnabled();
    await user.click(previous);
    expect(await screen.findByText('1/2')).toBeInTheDocument();
    expect(previous).toBeDisabled();
  });

  it('recovers a product with the server message', { timeout: 20_000 }, async () => {
    stubTrash(1);
    const { user } = renderApp('/dashboard/recycle-bin');
    const card = await screen.findByRole('article', { name: 'Pack 1' });
    expect(card).toHaveTextContent('1 pack');
    await user.click(within(card).getByRole('button', { name: 'Recover Pack 1' }));
    expect(await screen.findByText('Product recovered')).toBeInTheDocument();
    expect(await screen.findByText('The recycle bin is empty.')).toBeInTheDocument();
  });

  it('names each card button with its visible words first (axe label-content-name-mismatch)', {
    timeout: 20_000,
  }, async () => {
    stubTrash(1);
    renderApp('/dashboard/recycle-bin');
    const card = await screen.findByRole('article', { name: 'Pack 1' });
    // A voice-control user says what they see: 'Delete forever' must be in the name.
    for (const button of within(card).getAllByRole('button')) {
      const name = button.getAttribute('aria-label') ?? '';
      expect(name.startsWith(button.textContent!.trim()), name).toBe(true);
    }
  });

  it("toasts 'failed to load recycle bin' when the list cannot load", {
    timeout: 20_000,
  }, async () => {
    stubApi({
      ...signInAs(admin),
      'POST /api/product/get-trash-products': fail(500, 'Internal error'),
    });
    renderApp('/dashboard/recycle-bin');
    // The toast, and the same words where the list would be.
    await expectToast('failed to load recycle bin');
    expect(screen.getByRole('alert')).toHaveTextContent('failed to load recycle bin');
  });
});
