import type { CatalogueFacets } from '@store/contract/product';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok } from '#web/test/api-replies';
import { stubApi } from '#web/test/api-stub';
import { products } from '#web/test/fixtures';
import { installMatchMedia } from '#web/test/match-media';
import { renderApp } from '#web/test/render-app';

/** Issue 16 on search: relevance first, the text kept beside the choices. */
const facets: CatalogueFacets = {
  price: { min: 0, max: 999 },
  free: 1,
  onSale: 2,
  software: [{ value: 'DaVinci Resolve', count: 2 }],
  format: [],
};

type Body = { search: string; page: number; sort?: string; filters?: Record<string, unknown> };

describe('search sort and filters', () => {
  it('sorts by relevance unless told, keeps q, and announces the new count', async () => {
    installMatchMedia((query) => query.includes('min-width: 1024px'));
    const calls: Body[] = [];
    stubApi({
      'POST /api/product/search-product': (body: unknown) => {
        const request = body as Body;
        calls.push(request);
        const data = request.filters?.onSale ? products.slice(0, 2) : products;
        return Response.json({
          ...ok('', data),
          page: 1,
          totalPage: 1,
          totalNoPage: 1,
          totalCount: data.length,
          ...(request.sort || request.filters ? { facets } : {}),
        });
      },
    });
    const { user, router } = renderApp('/search?q=lut');
    expect(await screen.findByRole('heading', { name: 'Search Results: 3' })).toBeVisible();
    const sort = screen.getByRole('combobox', { name: 'Sort by' });
    expect(sort).toHaveValue('relevance');
    expect(
      within(sort)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Relevance',
      'Newest',
      'Price: low to high',
      'Price: high to low',
      'Popular',
      'Top rated',
    ]);
    expect(calls).toContainEqual({ search: 'lut', page: 1 });
    const filters = screen.getByRole('region', { name: 'Filters' });
    await user.click(await within(filters).findByRole('checkbox', { name: 'On sale (2)' }));
    expect(router.state.location.search).toBe('?q=lut&sale=1');
    await user.selectOptions(sort, 'Top rated');
    expect(router.state.location.search).toBe('?q=lut&sort=rating&sale=1');
    expect(await screen.findByRole('heading', { name: 'Search Results: 2' })).toHaveAttribute(
      'aria-live',
      'polite',
    );
    await waitFor(() =>
      expect(calls.at(-1)).toEqual({
        search: 'lut',
        page: 1,
        sort: 'rating',
        filters: { onSale: true },
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Clear all' }));
    expect(router.state.location.search).toBe('?q=lut');
    expect(await screen.findByRole('heading', { name: 'Search Results: 3' })).toBeVisible();
  });
});
