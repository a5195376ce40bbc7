import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { homeApi, ok } from '#web/test/api-replies';
import { stubApi } from '#web/test/api-stub';
import { admin, shopper } from '#web/test/fixtures';
import { installMatchMedia } from '#web/test/match-media';
import { renderApp } from '#web/test/render-app';
import { signInAs } from '#web/test/session';

const adminEntries = [
  'Category',
  'Sub Category',
  'Upload Product',
  'Product',
  'Recycle Bin',
  'Deals',
  'Payments',
  // Issue 17: orders as orders.
  'Orders',
  'Sales',
  'All Users',
  'Metrics',
  'Tickets',
  // Issue 15: the home banners' editor, after SPEC §6's entries.
  'Banners',
  // Issue 16: review moderation.
  'Reviews',
  // Issue 17: promo codes.
  'Coupons',
  // Issue 17: the audit log and the accountant's CSV files.
  'Activity',
  'Exports',
];

describe('header account menu', () => {
  it('shows Login to visitors', async () => {
    stubApi(homeApi);
    renderApp('/');
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(within(banner).queryByRole('button', { name: 'Account' })).not.toBeInTheDocument();
    await screen.findByRole('list', { name: 'Categories' });
  });

  it("shows an admin's name with the (Admin) marker and every admin entry", async () => {
    stubApi({ ...homeApi, ...signInAs(admin) });
    const { user } = renderApp('/');
    const button = await screen.findByRole('button', { name: 'Account' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);

    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByText('(Admin)')).toBeInTheDocument();
    expect(screen.getByText('Ravi Admin')).toBeInTheDocument();
    const menu = screen.getByRole('menu', { name: 'Account' });
    const entries = within(menu)
      .getAllByRole('menuitem')
      .map((item) => item.textContent);
    expect(entries).toEqual([
      'Profile',
      'My Orders',
      'Wishlist',
      'Address',
      ...adminEntries,
      'Log Out',
    ]);
    expect(within(menu).getByRole('menuitem', { name: 'Sales' })).toHaveAttribute(
      'href',
      '/dashboard/sales',
    );
  });

  it('shows a shopper no (Admin) marker and no admin entries', async () => {
    stubApi({ ...homeApi, ...signInAs(shopper) });
    const { user } = renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'Account' }));
    expect(await screen.findByText('Asha Verma')).toBeInTheDocument();
    expect(screen.queryByText('(Admin)')).not.toBeInTheDocument();
    const entries = within(screen.getByRole('menu'))
      .getAllByRole('menuitem')
      .map((item) => item.textContent);
    expect(entries).toEqual(['Profile', 'My Orders', 'Wishlist', 'Address', 'Log Out']);
  });

  it('works from the keyboard: arrows move, Escape closes and returns focus', async () => {
    stubApi({ ...homeApi, ...signInAs(shopper) });
    const { user } = renderApp('/');
    const button = await screen.findByRole('button', { name: 'Account' });
    button.focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('menuitem', { name: 'Profile' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'My Orders' })).toHaveFocus();
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(screen.getByRole('menuitem', { name: 'Log Out' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('menuitem', { name: 'Log Out' })).toHaveFocus();
    await user.keyboard('{Escape}');
  });

  it("logs out: the server's message, the session forgotten, back home", async () => {
    const fetchMock = stubApi({
      ...homeApi,
      ...signInAs(shopper),
      'GET /api/user/logout': ok('Logout successfully'),
    });
    const { user, router } = renderApp('/dashboard/profile');
    await user.click(await screen.findByRole('button', { name: 'Account' }));
    await user.click(screen.getByRole('menuitem', { name: 'Log Out' }));

    expect(await screen.findByText('Logout successfully')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(localStorage.getItem('accesstoken')).toBeNull();
    expect(localStorage.getItem('refreshToken')).toBeNull();
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('link', { name: 'Login' })).toBeInTheDocument();
    const logoutCall = fetchMock.mock.calls.find(([url]) => url === '/api/user/logout')!;
    expect(new Headers(logoutCall[1]!.headers).get('Authorization')).toBe('Bearer access-usr01');
  });

  it('under 768 px links to the /user menu page, whose close button goes back', async () => {
    installMatchMedia((query) => query.startsWith('(max-width'));
    stubApi({ ...homeApi, ...signInAs(admin) });
    const { user, router } = renderApp('/');
    const link = await screen.findByRole('link', { name: 'Account' });
    await user.click(link);

    expect(await screen.findByRole('heading', { level: 1, name: 'Account' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/user');
    const nav = screen.getByRole('navigation', { name: 'Account' });
    expect(await within(nav).findByText('(Admin)')).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'All Users' })).toBeInTheDocument();
    expect(within(nav).getByRole('button', { name: 'Log Out' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Close' }));
    await screen.findByRole('list', { name: 'Categories' });
    expect(router.state.location.pathname).toBe('/');
  });

  it('closes /user to home when it was the first page of the visit', async () => {
    stubApi({ ...homeApi, ...signInAs(shopper) });
    const { user, router } = renderApp('/user');
    await user.click(await screen.findByRole('button', { name: 'Close' }));
    await screen.findByRole('list', { name: 'Categories' });
    expect(router.state.location.pathname).toBe('/');
  });
});
