import { PRODUCT_LIMITS, type Product } from '@store/contract/product';
import { productPath } from '@store/contract/slug';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { splitDescription } from '#web/features/product/components/product-description';
import { fail, ok } from '#web/test/api-replies';
import { stubApi } from '#web/test/api-stub';
import { products, shopper } from '#web/test/fixtures';
import { postKey, servePage } from '#web/test/preloaded-page';
import { renderApp } from '#web/test/render-app';
import { signInAs } from '#web/test/session';

const lutPack: Product = {
  ...products[0]!,
  image: ['/uploads/products/prd01/a.webp', '/uploads/products/prd01/b.webp'],
  description:
    'Twelve cinematic looks. Works in Premiere Pro v24.1 and DaVinci Resolve. Free updates.',
  more_details: { embedVideo: 'https://www.youtube.com/embed/dQw4w9WgXcQ' },
};
const sibling = {
  ...products[1]!,
  _id: 'prd09',
  name: 'Film Emulation LUTs',
  category: lutPack.category,
};

function stubProduct(product: Product, extra: Record<string, unknown> = {}) {
  return stubApi({
    'POST /api/product/get-product-details': (body: unknown) =>
      (body as { productId: string }).productId === product._id
        ? Response.json(ok('', product))
        : fail(404, 'Product not found.')(),
    'POST /api/product/get-product-by-category': ok('', [product, sibling]),
    ...extra,
  });
}

/** The product's own details (heading, price, cart control), not the suggested cards below. */
async function detailsOf(name: string) {
  return (await screen.findByRole('heading', { level: 1, name })).parentElement!;
}

describe('product detail page', () => {
  it('draws the product from the reply its page brought, without asking for it', async () => {
    const fetchMock = stubProduct(lutPack);
    servePage({
      [postKey('/api/product/get-product-details', { productId: lutPack._id })]: ok('', lutPack),
    });
    renderApp(productPath(lutPack));
    const details = await detailsOf('Teal Orange LUT Pack');
    expect(within(details).getByText('₹899')).toBeVisible();
    const asked = fetchMock.mock.calls.map(([url]) => String(url));
    expect(asked).not.toContain('/api/product/get-product-details');
    // The page came with replies: the store is awake, no start-up poll (SPEC §4).
    expect(asked).not.toContain('/api');
  });

  it('shows the category, name, sale price with the original struck and the percent off', async () => {
    stubProduct(lutPack);
    renderApp(productPath(lutPack));
    const heading = await screen.findByRole('heading', { level: 1, name: 'Teal Orange LUT Pack' });
    const details = heading.parentElement!;
    expect(within(details).getByText('Colour Grading')).toBeVisible();
    expect(within(details).getByText('₹899')).toBeVisible();
    expect(within(details).getByText('₹999').closest('del')).not.toBeNull();
    expect(within(details).getByText('10% off')).toBeVisible();
    expect(within(details).getByRole('button', { name: 'Add' })).toBeEnabled();
    expect(within(details).queryByText('Out of stock')).toBeNull();
  });

  it("shows 'Out of stock' instead of Add at stock 0", async () => {
    stubProduct({ ...lutPack, stock: 0 });
    renderApp(productPath(lutPack));
    const details = await detailsOf(lutPack.name);
    expect(within(details).getByText('Out of stock')).toBeVisible();
    expect(within(details).queryByRole('button', { name: 'Add' })).toBeNull();
  });

  it('asks a visitor to log in before adding a paid product', async () => {
    stubProduct(lutPack);
    const { user } = renderApp(productPath(lutPack));
    const details = await detailsOf(lutPack.name);
    await user.click(within(details).getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Please Login')).toBeInTheDocument();
  });

  it('offers a visitor a free product after login: toast and /register', async () => {
    stubProduct({ ...lutPack, price: 0, discount: 0 });
    const { user, router } = renderApp(productPath(lutPack));
    const details = await detailsOf(lutPack.name);
    expect(within(details).getByText('Free')).toBeVisible();
    // It says how to get it: there is no checkout for a free product (SPEC §5).
    expect(
      within(details).getByText(
        'Free to download: log in, then choose Download Now. Nothing to pay, no checkout.',
      ),
    ).toBeVisible();
    await user.click(within(details).getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('FREE product')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Download Now' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Login to Download for FREE' }));
    expect(await screen.findByText('Login to get for FREE!')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/register'));
  });

  it('gives a signed-in user with an email the free download', async () => {
    stubProduct({ ...lutPack, price: 0, discount: 0 }, signInAs(shopper));
    renderApp(productPath(lutPack));
    const download = await screen.findByRole('link', { name: 'Download Now' });
    expect(download).toHaveAttribute('href', `/api/download/${lutPack._id}`);
    expect(download).toHaveAccessibleDescription(
      'Free to download: choose Download Now. Nothing to pay, no checkout.',
    );
    expect(screen.queryByRole('button', { name: 'Login to Download for FREE' })).toBeNull();
  });

  it('splits the description by full stops, keeping decimals whole', async () => {
    expect(splitDescription('One. Two v2.0 here.  Three')).toEqual([
      'One.',
      'Two v2.0 here.',
      'Three',
    ]);
    stubProduct(lutPack);
    renderApp(productPath(lutPack));
    const description = await screen.findByRole('region', { name: 'Description' });
    expect(
      within(description)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Twelve cinematic looks.',
      'Works in Premiere Pro v24.1 and DaVinci Resolve.',
      'Free updates.',
    ]);
  });

  it('loads the video player only when its thumbnail is chosen; thumbnails work by keyboard', async () => {
    stubProduct(lutPack);
    const { user, container } = renderApp(productPath(lutPack));
    const thumbnails = await screen.findByRole('list', { name: 'Product images' });
    expect(container.querySelector('iframe')).toBeNull();

    // Arrow keys move along the thumbnails and show the one reached.
    const first = within(thumbnails).getByRole('button', { name: 'Show image 1 of 2' });
    expect(first).toHaveAttribute('aria-pressed', 'true');
    first.focus();
    await user.keyboard('{ArrowRight}');
    const second = within(thumbnails).getByRole('button', { name: 'Show image 2 of 2' });
    expect(second).toHaveFocus();
    expect(second).toHaveAttribute('aria-pressed', 'true');
    expect(container.querySelector('iframe')).toBeNull();

    await user.click(within(thumbnails).getByRole('button', { name: 'Play preview video' }));
    const player = screen.getByTitle('Teal Orange LUT Pack preview video');
    expect(player).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0',
    );
  });

  it('uses srcset for uploaded images with a 400 px sibling', async () => {
    stubProduct(lutPack);
    renderApp(productPath(lutPack));
    const main = await screen.findByRole('img', { name: 'Teal Orange LUT Pack' });
    expect(main).toHaveAttribute(
      'srcset',
      '/uploads/products/prd01/a-400.webp 400w, /uploads/products/prd01/a.webp 800w',
    );
    expect(main).toHaveAttribute('loading', 'eager');
  });

  it('lists other products of the category, not itself, and copies the link on share', async () => {
    stubProduct(lutPack);
    const { user } = renderApp(productPath(lutPack));
    // user-event installs its own clipboard at setup; watch what the page writes to it.
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    const similar = await screen.findByRole('region', { name: 'Similar to this' });
    expect(await within(similar).findByRole('link', { name: /Film Emulation LUTs/ })).toBeVisible();
    expect(within(similar).queryByRole('link', { name: /Teal Orange LUT Pack/ })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Share: copy product link' }));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}${productPath(lutPack)}`);
    expect(await screen.findByText('link copied to clipboard')).toBeInTheDocument();
  });

  it('serves the longest allowed name at its bounded address and shares that address', async () => {
    const longest: Product = {
      ...lutPack,
      _id: '01JABCDEFGHJKMNPQRSTVWXYZ0',
      name: `Cinematic Wedding LUTs, Transitions & Titles / 100% ${'Ultimate Bundle '.repeat(12)}`.slice(
        0,
        PRODUCT_LIMITS.nameMax,
      ),
    };
    expect(longest.name).toHaveLength(200);
    const canonical = productPath(longest);
    expect(canonical).toBe(
      '/product/Cinematic-Wedding-LUTs--Transitions---Titles-%2F-100%25-Ultimate-01JABCDEFGHJKMNPQRSTVWXYZ0',
    );
    stubProduct(longest);
    const { user, router } = renderApp(canonical);
    await detailsOf(longest.name);
    expect(router.state.location.pathname).toBe(canonical);
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    await user.click(screen.getByRole('button', { name: 'Share: copy product link' }));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}${canonical}`);
  });

  it.each([
    [
      'an old whole-name address',
      (p: Product) => `/product/${encodeURIComponent(p.name.replaceAll(' ', '-'))}-${p._id}`,
    ],
    ['another letter case', (p: Product) => productPath(p).toLowerCase()],
    ['the bare id', (p: Product) => `/PRODUCT/${p._id}`],
  ])('replaces %s with the one canonical address, keeping the query', async (_, address) => {
    const product: Product = {
      ...lutPack,
      _id: '01JABCDEFGHJKMNPQRSTVWXYZ1',
      name: `Teal Orange LUT Pack ${'for Weddings and Travel Films '.repeat(4)}`.trim(),
    };
    stubProduct(product);
    const { router } = renderApp({ pathname: address(product), search: '?utm_source=whatsapp' });
    await detailsOf(product.name);
    await waitFor(() => expect(router.state.location.pathname).toBe(productPath(product)));
    expect(router.state.location.search).toBe('?utm_source=whatsapp');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('shows the 404 page for an unknown product id', async () => {
    stubProduct(lutPack);
    renderApp('/product/Gone-Pack-prd404');
    expect(await screen.findByText('Unexpected Application Error!')).toBeVisible();
    expect(screen.getByText('No route matches URL "/product/Gone-Pack-prd404"')).toBeVisible();
  });

  it('reports the viewing time when the shopper leaves the product', async () => {
    const fetchMock = stubProduct(lutPack);
    const { router } = renderApp(productPath(lutPack));
    await detailsOf(lutPack.name);
    await router.navigate('/cart');
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(([url]) => url === '/api/survey/update-product-metrics'),
      ).toBe(true),
    );
    const [, init] = fetchMock.mock.calls.find(
      ([url]) => url === '/api/survey/update-product-metrics',
    )!;
    const body = JSON.parse(String(init!.body));
    expect(body).toMatchObject({ productId: lutPack._id, viewerId: expect.any(String) });
    expect(body.viewedTime).toBeGreaterThanOrEqual(0);
    expect(init).toMatchObject({ method: 'POST', keepalive: true });
  });
});
