import type { Product } from '@store/contract/product';
import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ok } from '#web/test/api-replies';
import { deferred, stubApi } from '#web/test/api-stub';
import { products } from '#web/test/fixtures';
import { postKey, servePage } from '#web/test/preloaded-page';
import { renderApp } from '#web/test/render-app';

/** jsdom has no IntersectionObserver; this one lets a test say "the end came into view". */
const observers = new Set<FakeObserver>();
class FakeObserver {
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe() {
    observers.add(this);
  }
  disconnect() {
    observers.delete(this);
  }
  unobserve() {}
  takeRecords() {
    return [];
  }
  reveal() {
    this.callback(
      [{ isIntersecting: true } as IntersectionObserverEntry],
      this as unknown as IntersectionObserver,
    );
  }
}
function scrollToEnd() {
  act(() => {
    for (const observer of observers) observer.reveal();
  });
}

const page = (data: Product[], pageNo: number, totalPage: number, totalCount: number) => ({
  ...ok('', data),
  page: pageNo,
  totalPage,
  totalNoPage: totalPage,
  totalCount,
});
const more = (n: number) => ({ ...products[0]!, _id: `lut${n}`, name: `Extra LUT ${n}` });

describe('search results page', () => {
  beforeEach(() => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
  });
  afterEach(() => {
    observers.clear();
  });

  it('shows 10 placeholders, then the count, and appends page 2 when scrolled to the end', async () => {
    const second = deferred<Response>();
    const fetchMock = stubApi({
      'POST /api/product/search-product': (body: unknown) => {
        const { page: pageNo } = body as { page: number };
        return pageNo === 1
          ? Response.json(page([products[0]!, products[1]!], 1, 2, 3))
          : second.promise;
      },
    });
    renderApp('/search?q=lut');
    const loading = await screen.findByRole('list', { name: 'Loading results' });
    expect(within(loading).getAllByRole('listitem')).toHaveLength(10);

    expect(await screen.findByRole('heading', { name: 'Search Results: 3' })).toBeVisible();
    const results = screen.getByRole('list', { name: 'Results' });
    expect(within(results).getAllByRole('link')).toHaveLength(2);
    expect(JSON.parse(String(fetchMock.mock.calls.at(-1)![1]!.body))).toEqual({
      search: 'lut',
      page: 1,
    });

    scrollToEnd();
    second.resolve(Response.json(page([more(3)], 2, 2, 3)));
    expect(await within(results).findByRole('link', { name: /Extra LUT 3/ })).toBeVisible();
    // Page 2 was appended to page 1, not swapped for it.
    expect(within(results).getAllByRole('link')).toHaveLength(3);
    expect(within(results).getByRole('link', { name: /Teal Orange LUT Pack/ })).toBeVisible();

    // The last page is loaded: reaching the end again asks for nothing more.
    const calls = fetchMock.mock.calls.length;
    scrollToEnd();
    expect(fetchMock.mock.calls.length).toBe(calls);
  });

  it('shows the first page its server brought without asking, and asks for page 2 on scroll', async () => {
    const fetchMock = stubApi({
      'POST /api/product/search-product': () => Response.json(page([more(3)], 2, 2, 3)),
    });
    servePage({
      [postKey('/api/product/search-product', { search: 'lut', page: 1 })]: page(
        [products[0]!, products[1]!],
        1,
        2,
        3,
      ),
    });
    renderApp('/search?q=%20lut%20');
    const results = screen.getByRole('list', { name: 'Results' });
    expect(within(results).getAllByRole('listitem')).toHaveLength(2);
    const searches = () =>
      fetchMock.mock.calls
        .filter(([url]) => String(url) === '/api/product/search-product')
        .map(([, init]) => JSON.parse(String(init?.body)));
    expect(searches()).toEqual([]);
    scrollToEnd();
    expect(await within(results).findByText('Extra LUT 3')).toBeVisible();
    expect(searches()).toEqual([{ search: 'lut', page: 2 }]);
  });

  it("says 'No Data found' when nothing matches", async () => {
    stubApi({ 'POST /api/product/search-product': page([], 1, 0, 0) });
    renderApp('/search?q=zzzz');
    expect(await screen.findByRole('heading', { name: 'Search Results: 0' })).toBeVisible();
    expect(screen.getByText('No Data found')).toBeVisible();
  });

  it('searches again, from page 1, when the text changes', async () => {
    const fetchMock = stubApi({
      'POST /api/product/search-product': (body: unknown) => {
        const { search } = body as { search: string };
        return Response.json(
          search === 'glitch' ? page([products[1]!], 1, 1, 1) : page([products[0]!], 1, 1, 1),
        );
      },
    });
    const { user } = renderApp('/search?q=lu');
    expect(await screen.findByRole('link', { name: /Teal Orange LUT Pack/ })).toBeVisible();
    const input = screen.getByRole('searchbox', { name: 'Search' });
    await user.clear(input);
    await user.type(input, 'glitch');
    expect(await screen.findByRole('link', { name: /Glitch Transitions/ })).toBeVisible();
    expect(screen.queryByRole('link', { name: /Teal Orange LUT Pack/ })).toBeNull();
    const last = JSON.parse(String(fetchMock.mock.calls.at(-1)![1]!.body));
    expect(last).toEqual({ search: 'glitch', page: 1 });
  });
});
