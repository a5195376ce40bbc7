import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok } from '#web/test/api-replies';
import { stubApi } from '#web/test/api-stub';
import { products } from '#web/test/fixtures';
import { renderApp } from '#web/test/render-app';

type Body = { page: number; limit: number; sort?: string; filters?: Record<string, unknown> };

/** Issue 16 on New Products: a phone opens the filters in a dialog. */
describe('New Products sort and filters', () => {
  it('counts the draft in the dialog, applies it and pages the filtered list from 1', async () => {
    const calls: Body[] = [];
    stubApi({
      'POST /api/product/get': (body: unknown) => {
        const request = body as Body;
        calls.push(request);
        const data = request.filters?.software ? [products[0]!] : products;
        return Response.json({
          ...ok('Products', data.slice(0, request.limit)),
          page: request.page,
          totalPage: 1,
          totalNoPage: 1,
          totalCount: data.length,
          ...(request.sort || request.filters
            ? {
                facets: {
                  price: { min: 0, max: 999 },
                  free: 0,
                  onSale: 3,
                  software: [
                    { value: 'DaVinci Resolve', count: 1 },
                    { value: 'CapCut', count: 0 },
                  ],
                  format: [],
                },
              }
            : {}),
        });
      },
    });
    const { user, router } = renderApp('/new-products');
    expect(await screen.findByText('3 products')).toHaveAttribute('role', 'status');
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    const dialog = await screen.findByRole('dialog', { name: 'Filters' });
    expect(await within(dialog).findByRole('checkbox', { name: 'Free only (0)' })).toBeDisabled();
    expect(within(dialog).getByRole('checkbox', { name: 'CapCut (0)' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Show 3 results' })).toBeVisible();
    await user.click(within(dialog).getByRole('checkbox', { name: 'DaVinci Resolve (1)' }));
    await user.click(await within(dialog).findByRole('button', { name: 'Show 1 result' }));
    expect(router.state.location.search).toBe('?software=DaVinci+Resolve');
    await waitFor(() =>
      expect(calls.at(-1)).toEqual({
        page: 1,
        limit: 12,
        filters: { software: ['DaVinci Resolve'] },
      }),
    );
    const grid = await screen.findByRole('list', { name: 'New products' });
    await waitFor(() => expect(within(grid).getAllByRole('listitem')).toHaveLength(1));
    expect(await screen.findByText('1 product')).toHaveAttribute('role', 'status');

    // Clear all in the dialog empties the draft; Show applies it, and the first call returns.
    await user.click(screen.getByRole('button', { name: 'Filters (1)' }));
    const again = await screen.findByRole('dialog', { name: 'Filters' });
    await user.click(within(again).getByRole('button', { name: 'Clear all' }));
    await user.click(await within(again).findByRole('button', { name: 'Show 3 results' }));
    expect(router.state.location.search).toBe('');
    expect(calls).toContainEqual({ page: 1, limit: 12 });
  });
});
