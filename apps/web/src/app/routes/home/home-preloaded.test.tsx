import { PRELOADED_REPLIES_ID } from '@store/contract/preloaded-replies';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { dealsHeading } from '#web/features/catalogue/components/deals-strip';
import { ok } from '#web/test/api-replies';
import { stubApi } from '#web/test/api-stub';
import {
  bannerListReply,
  categories,
  categoryListReply,
  dealsReply,
  products,
  subCategoryListReply,
} from '#web/test/fixtures';
import { servePage } from '#web/test/preloaded-page';
import { renderApp } from '#web/test/render-app';

const rowReply = (id: string) => ({
  ...ok(''),
  data: products.filter((p) => p.category.some((c) => c._id === id)),
});

/** What the server writes into the home page: the first screen's replies, not the rows. */
const homeReplies = () => ({
  'GET /api/banner/get ': bannerListReply,
  'POST /api/product/get-deals ': dealsReply,
  'GET /api/category/get ': categoryListReply,
  'POST /api/subcategory/get {}': subCategoryListReply,
});

describe('home page with the replies the server wrote into it', () => {
  it('draws banners, deals and categories in its first render, without asking', async () => {
    const fetchMock = stubApi({
      'POST /api/product/get-product-by-category': (body: unknown) =>
        Response.json(rowReply((body as { id: string }).id)),
    });
    servePage(homeReplies());
    renderApp('/');

    // No waiting: the first screen is there on the first render.
    const grid = screen.getByRole('list', { name: 'Categories' });
    expect(within(grid).getByRole('link', { name: 'Video Editing' })).toBeInTheDocument();
    const deals = screen.getByRole('region', { name: dealsHeading() });
    expect(within(deals).getByRole('link', { name: /Teal Orange LUT Pack/ })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Featured banners' })).toBeInTheDocument();

    const asked = () => fetchMock.mock.calls.map(([url]) => String(url));
    for (const path of [
      '/api/banner/get',
      '/api/product/get-deals',
      '/api/category/get',
      '/api/subcategory/get',
    ]) {
      expect(asked()).not.toContain(path);
    }
    // The page's replies show the store awake: no start-up poll of the API root (SPEC §4).
    expect(asked()).not.toContain('/api');
    // Read once: the block leaves the page.
    expect(document.getElementById(PRELOADED_REPLIES_ID)).toBeNull();

    // The rows below ask for themselves (this test browser has no IntersectionObserver, so
    // every row counts as near the screen), one call per category.
    const videoRow = screen.getByRole('region', { name: 'Video Editing' });
    expect(
      await within(videoRow).findByRole('link', { name: /Glitch Transitions/ }),
    ).toBeInTheDocument();
    const rowCalls = fetchMock.mock.calls
      .filter(([url]) => url === '/api/product/get-product-by-category')
      .map(([, init]) => JSON.parse(String(init!.body)).id)
      .sort();
    expect(rowCalls).toEqual(categories.map((category) => category._id).sort());
  });

  it('asks for everything when the block is damaged', async () => {
    const fetchMock = stubApi({
      'GET /api/category/get': categoryListReply,
      'GET /api/banner/get': bannerListReply,
      'POST /api/product/get-deals': dealsReply,
      'POST /api/product/get-product-by-category': (body: unknown) =>
        Response.json(rowReply((body as { id: string }).id)),
    });
    servePage({}, '{"GET /api/category/get ": {"success": tr');
    renderApp('/');

    const grid = await screen.findByRole('list', { name: 'Categories' });
    expect(within(grid).getByRole('link', { name: 'Colour Grading' })).toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain('/api/category/get');
  });
});
