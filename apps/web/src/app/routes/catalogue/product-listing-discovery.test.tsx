import type { CatalogueFacets } from '@store/contract/product';
import { listingPath } from '@store/contract/slug';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '#web/test/api-stub';
import { categories, productListReply, products, subCategories } from '#web/test/fixtures';
import { installMatchMedia } from '#web/test/match-media';
import { renderApp } from '#web/test/render-app';

/** Issue 16: sort and filters on the listing, kept in the address. */
const [, videoEditing] = categories;
const [, reels] = subCategories;
const reelsListing = listingPath(videoEditing!, reels!);
const listingCall = 'POST /api/product/get-pruduct-by-category-and-subcategory';

const facets: CatalogueFacets = {
  price: { min: 0, max: 999 },
  free: 2,
  onSale: 0,
  software: [
    { value: 'DaVinci Resolve', count: 12 },
    { value: 'Premiere Pro', count: 3 },
    { value: 'Final Cut Pro', count: 0 },
  ],
  format: [{ value: 'CUBE', count: 5 }],
};

type Body = { limit: number; sort?: string; filters?: Record<string, unknown> };

/** The listing call as the server answers it: facets only when sort or filters were sent. */
function listingStub(calls: Body[]) {
  return (body: unknown) => {
    const request = body as Body;
    calls.push(request);
    const discovering = request.sort !== undefined || request.filters !== undefined;
    const data = request.filters?.free ? [products[2]] : products;
    return Response.json({
      ...productListReply,
      data: data.slice(0, request.limit),
      totalCount: data.length,
      ...(discovering ? { facets } : {}),
    });
  };
}

const wideScreen = () => installMatchMedia((query) => query.includes('min-width: 1024px'));

describe('listing sort and filters', () => {
  it('shows each choice with its count, disables empty ones, and keeps choices in the address', async () => {
    wideScreen();
    const calls: Body[] = [];
    stubApi({ [listingCall]: listingStub(calls) });
    const { user, router } = renderApp(reelsListing);

    const filters = await screen.findByRole('region', { name: 'Filters' });
    const software = within(filters).getByRole('group', { name: 'Software' });
    const resolve = await within(software).findByRole('checkbox', {
      name: 'DaVinci Resolve (12)',
    });
    expect(within(software).getByRole('checkbox', { name: 'Final Cut Pro (0)' })).toBeDisabled();
    expect(within(filters).getByRole('checkbox', { name: 'On sale (0)' })).toBeDisabled();
    expect(within(filters).getByRole('checkbox', { name: 'Free only (2)' })).toBeEnabled();
    expect(within(filters).getByRole('group', { name: 'File format' })).toHaveTextContent(
      'CUBE (5)',
    );
    // The page's own call is SPEC §7's; the counts come from a call of their own.
    expect(calls).toContainEqual({
      categoryId: 'cat02',
      subCategoryId: 'sub02',
      page: 1,
      limit: 200,
    });
    expect(calls).toContainEqual({
      categoryId: 'cat02',
      subCategoryId: 'sub02',
      page: 1,
      limit: 1,
      filters: {},
    });

    await user.click(resolve);
    expect(router.state.location.search).toBe('?software=DaVinci+Resolve');
    await user.click(within(filters).getByRole('checkbox', { name: 'Free only (2)' }));
    expect(router.state.location.search).toBe('?free=1&software=DaVinci+Resolve');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Newest');
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Sort by' }),
      'Price: low to high',
    );
    expect(router.state.location.search).toBe('?sort=price-asc&free=1&software=DaVinci+Resolve');
    await waitFor(() =>
      expect(calls.at(-1)).toEqual({
        categoryId: 'cat02',
        subCategoryId: 'sub02',
        page: 1,
        limit: 200,
        sort: 'price-asc',
        filters: { free: true, software: ['DaVinci Resolve'] },
      }),
    );
    const grid = screen.getByRole('list', { name: 'Products' });
    await waitFor(() => expect(within(grid).getAllByRole('listitem')).toHaveLength(1));
    expect(await screen.findByText('1 product')).toHaveAttribute('role', 'status');

    // Back undoes the sort, then the free filter.
    await router.navigate(-1);
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('newest');
    expect(within(filters).getByRole('checkbox', { name: 'Free only (2)' })).toBeChecked();
    await router.navigate(-1);
    expect(within(filters).getByRole('checkbox', { name: /^Free only/ })).not.toBeChecked();
    expect(within(filters).getByRole('checkbox', { name: 'DaVinci Resolve (12)' })).toBeChecked();
    // Forward returns to it.
    await router.navigate(1);
    expect(within(filters).getByRole('checkbox', { name: /^Free only/ })).toBeChecked();

    await user.click(screen.getByRole('button', { name: 'Clear all' }));
    expect(router.state.location.search).toBe('');
    expect(within(filters).getByRole('checkbox', { name: /^DaVinci Resolve/ })).not.toBeChecked();
    expect(screen.queryByRole('button', { name: 'Clear all' })).toBeNull();
  });

  it('opens with the choices of a shared address and sends them', async () => {
    wideScreen();
    const calls: Body[] = [];
    stubApi({ [listingCall]: listingStub(calls) });
    renderApp(`${reelsListing}?sort=newest&free=1&min=0&max=500&format=cube&sort=price-desc`);
    const filters = await screen.findByRole('region', { name: 'Filters' });
    // A chosen value stays listed and can be undone even when it would show nothing.
    expect(await within(filters).findByRole('checkbox', { name: 'Free only (2)' })).toBeChecked();
    expect(within(filters).getByRole('checkbox', { name: 'CUBE (5)' })).toBeChecked();
    expect(within(filters).getByLabelText('Min ₹')).toHaveValue('0');
    expect(within(filters).getByLabelText('Max ₹')).toHaveValue('500');
    // The first `sort` counts; newest is the listing's default, so none is sent.
    expect(calls[0]).toEqual({
      categoryId: 'cat02',
      subCategoryId: 'sub02',
      page: 1,
      limit: 200,
      filters: { minPrice: 0, maxPrice: 500, free: true, format: ['CUBE'] },
    });
    // No separate counts call: the page's reply has them.
    expect(calls).toHaveLength(1);
  });

  it('applies a price range on Enter and refuses an upside-down one with a message', async () => {
    wideScreen();
    const calls: Body[] = [];
    stubApi({ [listingCall]: listingStub(calls) });
    const { user, router } = renderApp(reelsListing);
    const filters = await screen.findByRole('region', { name: 'Filters' });
    await within(filters).findByText('From ₹0 to ₹999');
    await user.type(within(filters).getByLabelText('Min ₹'), '600');
    await user.type(within(filters).getByLabelText('Max ₹'), '100{Enter}');
    expect(
      await within(filters).findByText('Lowest price must not be more than the highest price.'),
    ).toBeVisible();
    expect(within(filters).getByLabelText('Min ₹')).toHaveAttribute('aria-invalid', 'true');
    expect(router.state.location.search).toBe('');
    await user.clear(within(filters).getByLabelText('Max ₹'));
    await user.type(within(filters).getByLabelText('Max ₹'), '900{Enter}');
    expect(router.state.location.search).toBe('?min=600&max=900');
  });

  it('on a phone, filters in a dialog apply together and show one filtered grid', async () => {
    installMatchMedia((query) => query.includes('max-width: 800px'));
    const calls: Body[] = [];
    stubApi({
      [listingCall]: listingStub(calls),
      'POST /api/product/get-product-by-category-mobile': {
        ...productListReply,
        data: [{ _id: 'sub02', name: 'Reels & Shorts', products: [products[2]] }],
        totalCount: undefined,
      },
    });
    const { user, router } = renderApp(reelsListing);
    await screen.findByRole('region', { name: 'Reels & Shorts' });
    // No counts are asked for until the dialog opens.
    expect(calls).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    const dialog = await screen.findByRole('dialog', { name: 'Filters' });
    await user.click(await within(dialog).findByRole('checkbox', { name: 'Free only (2)' }));
    // The draft is counted before it is applied; the address has not changed yet.
    expect(await within(dialog).findByRole('button', { name: 'Show 1 result' })).toBeVisible();
    expect(router.state.location.search).toBe('');
    await user.click(within(dialog).getByRole('button', { name: 'Show 1 result' }));
    expect(router.state.location.search).toBe('?free=1');
    expect(screen.queryByRole('dialog')).toBeNull();
    // Focus goes back to the button that opened the dialog, now naming the one filter.
    expect(screen.getByRole('button', { name: 'Filters (1)' })).toHaveFocus();
    const grid = await screen.findByRole('list', { name: 'Products' });
    await waitFor(() => expect(within(grid).getAllByRole('listitem')).toHaveLength(1));
    expect(screen.queryByRole('region', { name: 'Reels & Shorts' })).toBeNull();
  });
});
