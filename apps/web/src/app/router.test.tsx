import { dashboardPagePaths, fixedPagePaths, pagePaths } from '@store/contract/routes';
import { screen } from '@testing-library/react';
import { isValidElement, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { Route } from 'wouter';
import { fail, ok } from '#web/test/api-replies';
import { stubApi } from '#web/test/api-stub';
import { admin, productListReply, products, shopper } from '#web/test/fixtures';
import { renderApp } from '#web/test/render-app';
import { signInAs } from '#web/test/session';
import { AppRoutes, DASHBOARD_PAGE_PATHS } from './router';

/** The `path` of every `<Route>` in the route tree, read from the elements (not rendered). */
function routePaths(node: ReactNode): string[] {
  if (Array.isArray(node)) return node.flatMap(routePaths);
  if (!isValidElement<{ path?: string; children?: ReactNode }>(node)) return [];
  const own = node.type === Route && node.props.path !== undefined ? [node.props.path] : [];
  return [...own, ...routePaths(node.props.children)];
}

async function expectNotFound(path: string) {
  expect(
    await screen.findByRole('heading', { name: 'Unexpected Application Error!' }),
  ).toBeInTheDocument();
  expect(screen.getByText('404 Not Found')).toBeInTheDocument();
  expect(screen.getByText(`No route matches URL "${path}"`)).toBeInTheDocument();
}

describe('router', () => {
  it('has exactly the page routes of the contract, which the server answers with 200', () => {
    // A route on one side only fails here: the server would 404 a page the app has, or
    // serve 200 for an address the app shows as not found.
    const d = pagePaths.dashboard;
    expect(routePaths(AppRoutes()).sort()).toEqual(
      [...fixedPagePaths, pagePaths.product, pagePaths.listing, d.root, `${d.root}/*`].sort(),
    );
    expect([...DASHBOARD_PAGE_PATHS].sort()).toEqual([...dashboardPagePaths].sort());
  });

  it('answers a two-segment URL whose slugs hold no hyphen with the 404 page', async () => {
    stubApi({});
    renderApp('/nowhere/else');
    await expectNotFound('/nowhere/else');
  });

  it('answers an unknown three-segment URL with the 404 page inside the layout', async () => {
    stubApi({});
    renderApp('/a/b/c');
    await expectNotFound('/a/b/c');
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('answers a one-segment unknown URL with the 404 page', async () => {
    stubApi({});
    renderApp('/nowhere');
    await expectNotFound('/nowhere');
  });

  it('answers a listing URL whose slug has no id with the 404 page', async () => {
    stubApi({});
    renderApp('/Video-Editing-/Reels-Shorts-sub02');
    await expectNotFound('/Video-Editing-/Reels-Shorts-sub02');
  });

  it('answers a product URL whose slug has no id with the 404 page', async () => {
    stubApi({});
    renderApp('/product/Glitch-Transitions-');
    await expectNotFound('/product/Glitch-Transitions-');
  });

  it('keeps unknown dashboard pages from falling through to the listing route', async () => {
    stubApi({});
    renderApp('/dashboard/nothing-here');
    await expectNotFound('/dashboard/nothing-here');
  });

  it('titles a listing with its sub-category', async () => {
    stubApi({ 'POST /api/product/get-pruduct-by-category-and-subcategory': productListReply });
    renderApp('/Video-Editing-cat02/Reels-Shorts-sub02');
    expect(await screen.findByRole('heading', { name: 'Reels & Shorts' })).toBeInTheDocument();
  });

  it.each([
    ['/login', 'Login'],
    ['/register', 'Register'],
    ['/cart', 'Cart'],
    ['/license', 'Regular License'],
    ['/contact-us', 'Contact Us'],
    ['/cookies', 'Cookie Policy'],
    ['/privacy-policy', 'Privacy Policy'],
    ['/new-products', 'New Products'],
    ['/success', 'Payment Successfully'],
    ['/cancel', 'Order Cancel'],
    ['/product/Glitch-Transitions-prd02', 'Glitch Transitions'],
  ])('renders %s titled %s inside the main layout', async (path, title) => {
    stubApi({
      'POST /api/product/get-product-details': ok('', products[1]),
      'POST /api/product/get-product-by-category': ok('', products),
      'POST /api/product/get': productListReply,
    });
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
  });

  it.each([
    ['/checkout', 'Checkout'],
    ['/dashboard/myorders', 'Order'],
    ['/dashboard/tickets', 'Contact Us Tickets'],
  ])('renders %s titled %s for a signed-in admin', async (path, title) => {
    stubApi({
      ...signInAs(admin),
      'GET /api/order/order-list': ok('Orders', []),
      'GET /api/survey/getAllForms': ok('Tickets', []),
    });
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  });

  it('sends /dashboard to the profile page', async () => {
    stubApi(signInAs(shopper));
    const { router } = renderApp('/dashboard');
    expect(await screen.findByRole('heading', { name: 'Profile' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard/profile');
  });

  it('sends a visitor from /checkout to login (checkout requires sign-in)', async () => {
    stubApi({});
    const { router } = renderApp('/checkout');
    expect(await screen.findByRole('heading', { level: 1, name: 'Login' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('renders the payment-return page outside the main layout', async () => {
    stubApi({ 'POST /api/order/verify-payment': fail(404, 'Order not found.') });
    renderApp('/cashfree?order_id=abc');
    expect(await screen.findByRole('heading', { name: 'Payment Status' })).toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  });
});
