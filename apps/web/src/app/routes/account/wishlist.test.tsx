import type { Product } from '@store/contract/product';
import { productPath } from '@store/contract/slug';
import type { WishlistProduct } from '@store/contract/wishlist';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, homeApi, ok } from '#web/test/api-replies';
import { stubApi } from '#web/test/api-stub';
import { cartChangeReply, cartItem, products, shopper } from '#web/test/fixtures';
import { renderApp } from '#web/test/render-app';
import { signInAs } from '#web/test/session';
import { expectToast } from '#web/test/toasts';

const WISHLIST_KEY = 'store:wishlist';
const [lut, glitch, reels] = products as [Product, Product, Product];

const card = (product: Product): WishlistProduct => ({
  _id: product._id,
  name: product.name,
  image: product.image,
  unit: product.unit,
  price: product.price,
  discount: product.discount,
  stock: product.stock,
});
const listReply = (items: readonly Product[], message = 'Wishlist') =>
  ok(
    message,
    items.map((product) => ({ product: card(product), savedAt: '2025-06-01T10:00:00.000Z' })),
  );
/** POST /api/wishlist/products: the cards of the ids asked, in their order. */
const cardsRoute = (body: unknown) =>
  Response.json(
    ok(
      'Products',
      (body as { productIds: string[] }).productIds.flatMap((id) => {
        const product = products.find((p) => p._id === id);
        return product ? [card(product)] : [];
      }),
    ),
  );
const productPage = (product: Product) => ({
  'POST /api/product/get-product-details': ok('', product),
  'POST /api/product/get-product-by-category': ok('', []),
});
const storedIds = () => JSON.parse(localStorage.getItem(WISHLIST_KEY) ?? '[]') as string[];

/** The product's own column (heading, price, controls), not the cards below it. */
async function detailsOf(name: string) {
  return (await screen.findByRole('heading', { level: 1, name })).parentElement!;
}

describe('wishlist', () => {
  it('lets a visitor save a product in this browser and see it on the Wishlist page', async () => {
    stubApi({ ...productPage(lut), 'POST /api/wishlist/products': cardsRoute });
    const { user, router } = renderApp(productPath(lut));
    const details = await detailsOf(lut.name);
    const heart = within(details).getByRole('button', { name: 'Save to wishlist' });
    expect(heart).toHaveAttribute('aria-pressed', 'false');

    await user.click(heart);
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    expect(heart).toHaveAccessibleName('Remove from wishlist');
    expect(storedIds()).toEqual([lut._id]);
    await expectToast('Saved to wishlist');
    // The header leads there once something is saved (a visitor has no account menu).
    const header = screen.getByRole('navigation', { name: 'Account and cart' });
    expect(within(header).getByRole('link', { name: 'Wishlist, 1 product' })).toHaveAttribute(
      'href',
      '/wishlist',
    );

    await router.navigate('/wishlist');
    expect(await screen.findByRole('heading', { level: 1, name: 'Wishlist' })).toBeVisible();
    expect(await screen.findByRole('link', { name: new RegExp(lut.name) })).toBeVisible();
    expect(screen.getByText(/kept in this browser until you log in/)).toBeVisible();
    // A visitor is asked to log in before anything goes to a cart.
    await user.click(screen.getByRole('button', { name: `Move to cart: ${lut.name}` }));
    await expectToast('Please Login');

    await user.click(screen.getByRole('button', { name: `Remove ${lut.name} from wishlist` }));
    expect(await screen.findByText(/Your wishlist is empty/)).toBeVisible();
    expect(storedIds()).toEqual([]);
    expect(within(header).queryByRole('link', { name: /^Wishlist/ })).toBeNull();
  });

  it('puts a heart on every product card, outside the card’s link', async () => {
    stubApi(homeApi);
    const { user } = renderApp('/');
    const hearts = await screen.findAllByRole('button', { name: 'Save to wishlist' });
    expect(hearts.length).toBeGreaterThan(1);
    for (const heart of hearts) expect(heart.closest('a')).toBeNull();

    await user.click(hearts[0]!);
    const saved = screen.getAllByRole('button', { name: 'Remove from wishlist' });
    expect(saved[0]).toHaveAttribute('aria-pressed', 'true');
    expect(storedIds()).toHaveLength(1);
  });

  it('saves and removes through the account when signed in', async () => {
    const calls: string[] = [];
    stubApi({
      ...signInAs(shopper),
      ...productPage(lut),
      'POST /api/wishlist/add': (body: unknown) => {
        calls.push(`add ${(body as { productId: string }).productId}`);
        return Response.json(listReply([lut], 'Saved to wishlist'));
      },
      'DELETE /api/wishlist/remove': (body: unknown) => {
        calls.push(`remove ${(body as { productId: string }).productId}`);
        return Response.json(listReply([], 'Removed from wishlist'));
      },
    });
    const { user } = renderApp(productPath(lut));
    const details = await detailsOf(lut.name);
    const heart = within(details).getByRole('button', { name: 'Save to wishlist' });

    await user.click(heart);
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'true'));
    await expectToast('Saved to wishlist');
    await user.click(heart);
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'false'));
    expect(calls).toEqual([`add ${lut._id}`, `remove ${lut._id}`]);
    // Nothing is kept in the browser for a signed-in shopper.
    expect(localStorage.getItem(WISHLIST_KEY)).toBeNull();
  });

  it('shows the server’s refusal and leaves the heart as it was', async () => {
    stubApi({
      ...signInAs(shopper),
      ...productPage(lut),
      'POST /api/wishlist/add': fail(409, 'Your wishlist is full (200 products).'),
    });
    const { user } = renderApp(productPath(lut));
    const heart = within(await detailsOf(lut.name)).getByRole('button', {
      name: 'Save to wishlist',
    });
    await user.click(heart);
    await expectToast('Your wishlist is full (200 products).');
    expect(heart).toHaveAttribute('aria-pressed', 'false');
  });

  it('merges a visitor’s list into the account on sign-in, then forgets it here', async () => {
    localStorage.setItem(WISHLIST_KEY, JSON.stringify([reels._id, lut._id]));
    const merged: unknown[] = [];
    stubApi({
      ...signInAs(shopper),
      ...productPage(lut),
      'POST /api/wishlist/merge': (body: unknown) => {
        merged.push(body);
        return Response.json(listReply([reels, lut], 'Wishlist merged'));
      },
    });
    renderApp(productPath(lut));
    // Saved once the merge has answered with the account's list.
    const heart = await within(await detailsOf(lut.name)).findByRole('button', {
      name: 'Remove from wishlist',
    });
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(localStorage.getItem(WISHLIST_KEY)).toBeNull());
    expect(merged).toEqual([{ productIds: [reels._id, lut._id] }]);
  });

  it('lists the account’s products and moves one to the cart', async () => {
    let saved = [glitch, lut];
    const cartCalls: unknown[] = [];
    stubApi({
      ...signInAs(shopper),
      'GET /api/wishlist/get': () => Response.json(listReply(saved)),
      'POST /api/cart/create': (body: unknown) => {
        cartCalls.push(body);
        const added = cartItem(glitch, 'cart1');
        return Response.json(cartChangeReply({ added: [added] }, [added], 'Item added'));
      },
      'DELETE /api/wishlist/remove': (body: unknown) => {
        saved = saved.filter((p) => p._id !== (body as { productId: string }).productId);
        return Response.json(listReply(saved, 'Removed from wishlist'));
      },
    });
    const { user } = renderApp('/wishlist');
    await screen.findByText('2 saved products');
    const list = screen.getByRole('list', { name: 'Saved products' });
    const names = within(list)
      .getAllByRole('listitem')
      .map((item) => within(item).getByRole('link').textContent);
    // The server's order: newest saved first.
    expect(names).toHaveLength(2);
    expect(names[0]).toContain(glitch.name);
    expect(names[1]).toContain(lut.name);
    // Cards here carry no heart or cart control of their own: the buttons below say it.
    expect(screen.queryByRole('button', { name: 'Save to wishlist' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add' })).toBeNull();

    await user.click(screen.getByRole('button', { name: `Move to cart: ${glitch.name}` }));
    await screen.findByText('1 saved product');
    expect(cartCalls).toEqual([{ productId: glitch._id }]);
    expect(screen.queryByRole('link', { name: new RegExp(glitch.name) })).toBeNull();
    await expectToast('Item added');
  });

  it('offers a free product from its page, not the cart', async () => {
    stubApi({
      ...signInAs(shopper),
      'GET /api/wishlist/get': listReply([{ ...reels, price: 0, discount: 0 }]),
    });
    renderApp('/wishlist');
    const free = await screen.findByRole('link', { name: `Get it free: ${reels.name}` });
    expect(free).toHaveAttribute('href', productPath(reels));
    expect(screen.queryByRole('button', { name: /Move to cart/ })).toBeNull();
  });

  it('is in the account menu, next to My Orders', async () => {
    stubApi({ ...signInAs(shopper), 'GET /api/wishlist/get': listReply([]) });
    const { user } = renderApp('/wishlist');
    await user.click(await screen.findByRole('button', { name: 'Account' }));
    const entries = screen.getAllByRole('menuitem').map((item) => item.textContent);
    expect(entries.slice(0, 3)).toEqual(['Profile', 'My Orders', 'Wishlist']);
    expect(screen.getByRole('menuitem', { name: 'Wishlist' })).toHaveAttribute('href', '/wishlist');
  });
});
