import { listingPath } from '@store/contract/slug';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, ok } from '#web/test/api-replies';
import { stubApi } from '#web/test/api-stub';
import { categories, productListReply, products, subCategories } from '#web/test/fixtures';
import { installMatchMedia } from '#web/test/match-media';
import { renderApp } from '#web/test/render-app';

const [, videoEditing] = categories;
const [, reels, transitions] = subCategories;
const reelsListing = listingPath(videoEditing!, reels!);
const listingCall = 'POST /api/product/get-pruduct-by-category-and-subcategory';

describe('product listing page', () => {
  it("lists the category's sub-categories and the products in a grid (desktop)", async () => {
    const fetchMock = stubApi({
      [listingCall]: { ...productListReply, data: [products[2]] },
    });
    renderApp(reelsListing);
    const nav = await screen.findByRole('navigation', { name: 'Video Editing sub-categories' });
    expect(within(nav).getByRole('link', { name: 'Reels & Shorts' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'Transitions' })).toHaveAttribute(
      'href',
      listingPath(videoEditing!, transitions!),
    );
    expect(within(nav).queryByRole('link', { name: 'Cinematic LUTs' })).toBeNull();
    const grid = await screen.findByRole('list', { name: 'Products' });
    expect(within(grid).getByRole('link', { name: /Reels Starter Kit/ })).toBeVisible();
    const call = fetchMock.mock.calls.find(([url]) => String(url).includes('get-pruduct'));
    expect(JSON.parse(String(call![1]!.body))).toEqual({
      categoryId: 'cat02',
      subCategoryId: 'sub02',
      page: 1,
      limit: 200,
    });
  });

  it("says 'No products available.' when the sub-category is empty", async () => {
    stubApi({ [listingCall]: { ...productListReply, data: [], totalCount: 0 } });
    renderApp(reelsListing);
    expect(await screen.findByText('No products available.')).toBeVisible();
  });

  it('groups products by sub-category in rows at 800 px or less', async () => {
    installMatchMedia((query) => query.includes('max-width: 800px'));
    stubApi({
      'POST /api/product/get-product-by-category-mobile': ok('', [
        { _id: 'sub02', name: 'Reels & Shorts', products: [products[2]] },
        { _id: 'sub03', name: 'Transitions', products: [{ ...products[1], image: [] }] },
      ]),
    });
    renderApp(reelsListing);
    const row = await screen.findByRole('region', { name: 'Transitions' });
    expect(within(row).getByRole('link', { name: /Glitch Transitions/ })).toHaveTextContent(
      'No Image',
    );
    expect(screen.getByRole('region', { name: 'Reels & Shorts' })).toBeVisible();
  });

  it("treats a failed mobile fetch as 'No products available.'", async () => {
    installMatchMedia((query) => query.includes('max-width: 800px'));
    stubApi({ 'POST /api/product/get-product-by-category-mobile': fail(500, 'boom') });
    renderApp(reelsListing);
    expect(await screen.findByText('No products available.')).toBeVisible();
  });

  it('shows the 404 page for a sub-category outside the category', async () => {
    stubApi({ [listingCall]: productListReply });
    renderApp('/Colour-Grading-cat01/Reels-Shorts-sub02');
    expect(await screen.findByText('Unexpected Application Error!')).toBeVisible();
  });
});
