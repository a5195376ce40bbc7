import type { Product } from '@store/contract/product';
import { productPath } from '@store/contract/slug';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { homeApi, ok } from '#web/test/api-replies';
import { stubApi } from '#web/test/api-stub';
import { products } from '#web/test/fixtures';
import { renderApp } from '#web/test/render-app';

const KEY = 'store:recently-viewed';
const [lut, glitch, reels] = products as [Product, Product, Product];

/** POST /api/wishlist/products: the cards of the ids asked (unknown ones left out), in order. */
function cardsRoute(asked: string[][]) {
  return (body: unknown) => {
    const { productIds } = body as { productIds: string[] };
    asked.push(productIds);
    return Response.json(
      ok(
        'Products',
        productIds.flatMap((id) => products.filter((product) => product._id === id)),
      ),
    );
  };
}

const rowCards = (row: HTMLElement) =>
  within(row)
    .getAllByRole('listitem')
    .map((item) => within(item).getAllByRole('link')[0]!.textContent ?? '');

describe('recently viewed', () => {
  it('remembers an opened product and shows the others on its page, newest first', async () => {
    localStorage.setItem(KEY, JSON.stringify([glitch._id, reels._id]));
    const asked: string[][] = [];
    stubApi({
      'POST /api/product/get-product-details': ok('', lut),
      'POST /api/product/get-product-by-category': ok('', []),
      'POST /api/wishlist/products': cardsRoute(asked),
    });
    renderApp(productPath(lut));
    const row = (await screen.findByRole('heading', { level: 2, name: 'Recently viewed' })).closest(
      'section',
    )!;
    await waitFor(() => expect(rowCards(row)).toHaveLength(2));
    expect(rowCards(row)[0]).toContain(glitch.name);
    expect(rowCards(row)[1]).toContain(reels.name);
    // The product on screen is remembered first, and not offered to itself.
    expect(JSON.parse(localStorage.getItem(KEY)!)).toEqual([lut._id, glitch._id, reels._id]);
    expect(asked.at(-1)).toEqual([glitch._id, reels._id]);
  });

  it('keeps the last 12, each once', async () => {
    const older = Array.from({ length: 12 }, (_, i) => `old${i}`);
    localStorage.setItem(KEY, JSON.stringify([...older.slice(0, 5), lut._id, ...older.slice(5)]));
    stubApi({
      'POST /api/product/get-product-details': ok('', lut),
      'POST /api/product/get-product-by-category': ok('', []),
      'POST /api/wishlist/products': cardsRoute([]),
    });
    renderApp(productPath(lut));
    await screen.findByRole('heading', { level: 1, name: lut.name });
    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem(KEY)!)).toEqual([lut._id, ...older.slice(0, 11)]),
    );
  });

  it('adds a row at the end of the home page only when there is something to show', async () => {
    localStorage.setItem(KEY, JSON.stringify([reels._id, 'gone01']));
    stubApi({ ...homeApi, 'POST /api/wishlist/products': cardsRoute([]) });
    renderApp('/');
    const heading = await screen.findByRole('heading', { level: 2, name: 'Recently viewed' });
    const row = heading.closest('section')!;
    await waitFor(() => expect(rowCards(row)).toHaveLength(1));
    expect(rowCards(row)[0]).toContain(reels.name);
    // Below the existing rows: the last section of the page.
    const sections = [...document.querySelectorAll('main section')];
    expect(sections.at(-1)).toBe(row);
  });

  it('shows no row and asks nothing of a browser that has opened no product', async () => {
    stubApi(homeApi);
    renderApp('/');
    await screen.findByRole('heading', { level: 2, name: 'Shop by category' });
    // stubApi fails the test on any call it was not given, such as the cards lookup.
    expect(screen.queryByRole('heading', { name: 'Recently viewed' })).toBeNull();
  });
});
