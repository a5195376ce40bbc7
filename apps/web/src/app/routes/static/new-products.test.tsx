import type { Product } from '@store/contract/product';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, ok } from '#web/test/api-replies';
import { deferred, stubApi } from '#web/test/api-stub';
import { products } from '#web/test/fixtures';
import { renderApp } from '#web/test/render-app';

const page = (data: Product[], pageNo: number, totalPage: number, totalCount: number) => ({
  ...ok('Products', data),
  page: pageNo,
  totalPage,
  totalNoPage: totalPage,
  totalCount,
});

/** Newest first, as the server sends them; not the fixtures' own order. */
const newest = [products[2]!, products[0]!, products[1]!];
const older = { ...products[0]!, _id: 'prd09', name: 'Vintage Film Presets' };

const cardNames = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .map((item) => within(item).getAllByRole('link')[0]!.textContent);

describe('New Products page', () => {
  it('shows placeholders, then the newest products in the order the server sent', async () => {
    const reply = deferred<Response>();
    const sent: unknown[] = [];
    stubApi({
      'POST /api/product/get': (body: unknown) => {
        sent.push(body);
        return reply.promise;
      },
    });
    renderApp('/new-products');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'New Products' }),
    ).toBeInTheDocument();
    const loading = await screen.findByRole('list', { name: 'Loading products' });
    expect(within(loading).getAllByRole('listitem')).toHaveLength(12);

    reply.resolve(Response.json(page(newest, 1, 1, 3)));
    const grid = await screen.findByRole('list', { name: 'New products' });
    expect(screen.queryByRole('list', { name: 'Loading products' })).not.toBeInTheDocument();
    expect(cardNames(grid).map((name) => name?.replace(/\s+/g, ' '))).toEqual([
      expect.stringContaining('Reels Starter Kit'),
      expect.stringContaining('Teal Orange LUT Pack'),
      expect.stringContaining('Glitch Transitions'),
    ]);
    expect(sent).toEqual([{ page: 1, limit: 12 }]);
    // The shared card, with its cart control and a link to the product page.
    expect(within(grid).getAllByRole('button', { name: 'Add' })).toHaveLength(3);
    expect(within(grid).getByRole('link', { name: /Reels Starter Kit/ })).toHaveAttribute(
      'href',
      '/product/Reels-Starter-Kit-prd03',
    );
    // A single page: nothing more to load.
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it("says 'No products available.' when the catalogue is empty", async () => {
    stubApi({ 'POST /api/product/get': page([], 1, 0, 0) });
    renderApp('/new-products');
    expect(await screen.findByText('No products available.')).toBeVisible();
    expect(screen.queryByRole('list', { name: 'New products' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('appends the next page when Load more is pressed, then stops', async () => {
    const sent: unknown[] = [];
    stubApi({
      'POST /api/product/get': (body: unknown) => {
        sent.push(body);
        const { page: pageNo } = body as { page: number };
        return Response.json(pageNo === 1 ? page(newest, 1, 2, 4) : page([older], 2, 2, 4));
      },
    });
    const { user } = renderApp('/new-products');
    const grid = await screen.findByRole('list', { name: 'New products' });
    expect(within(grid).getAllByRole('listitem')).toHaveLength(3);

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await within(grid).findByRole('link', { name: /Vintage Film Presets/ })).toBeVisible();
    expect(cardNames(grid).at(-1)).toContain('Vintage Film Presets');
    expect(within(grid).getAllByRole('listitem')).toHaveLength(4);
    expect(sent).toEqual([
      { page: 1, limit: 12 },
      { page: 2, limit: 12 },
    ]);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it("shows the server's message and retries when the products cannot be loaded", async () => {
    let calls = 0;
    stubApi({
      'POST /api/product/get': () => {
        calls += 1;
        return calls === 1
          ? fail(500, 'The catalogue is unavailable.')()
          : Response.json(page(newest, 1, 1, 3));
      },
    });
    const { user } = renderApp('/new-products');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The catalogue is unavailable.');

    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    const grid = await screen.findByRole('list', { name: 'New products' });
    expect(within(grid).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
