import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { accountKeys } from '#web/lib/query-keys';
import { fail, homeApi, ok } from '#web/test/api-replies';
import { stubApi } from '#web/test/api-stub';
import { shopper, userReply } from '#web/test/fixtures';
import { renderApp } from '#web/test/render-app';
import { signInAs } from '#web/test/session';

describe('session changes (SPEC §4)', () => {
  it('a refused refresh signs out: tokens and user gone, the account page sends to login', async () => {
    const fetchMock = stubApi({
      ...signInAs(shopper),
      'GET /api/user/user-details': fail(401, 'Session expired'),
      'POST /api/user/refresh-token': fail(401, 'Please log in again'),
    });
    const { router } = renderApp('/dashboard/profile');

    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.state).toEqual({
      from: { pathname: '/dashboard/profile', search: '', hash: '' },
    });
    expect(localStorage.getItem('accesstoken')).toBeNull();
    expect(localStorage.getItem('refreshToken')).toBeNull();
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('link', { name: 'Login' })).toBeInTheDocument();
    const refreshes = fetchMock.mock.calls.filter(([url]) => url === '/api/user/refresh-token');
    expect(refreshes).toHaveLength(1);
  });

  it('a sign-out in another tab forgets the user here too', async () => {
    stubApi({ ...signInAs(shopper), 'GET /api/address/get': ok('', []) });
    const { router, queryClient } = renderApp('/dashboard/address');
    expect(await screen.findByText(/No saved addresses yet/)).toBeInTheDocument();
    expect(queryClient.getQueryData(accountKeys.addresses)).toBeDefined();

    // What the browser tells this tab when another one clears the tokens.
    localStorage.clear();
    window.dispatchEvent(new StorageEvent('storage', { key: 'refreshToken', oldValue: 'x' }));

    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(queryClient.getQueryData(accountKeys.profile)).toBeUndefined();
    expect(queryClient.getQueryData(accountKeys.addresses)).toBeUndefined();
  });

  it("a new sign-in fetches the new user's addresses again", async () => {
    let owner = 'first';
    const fetchMock = stubApi({
      ...homeApi,
      ...signInAs(shopper),
      'GET /api/user/user-details': () => Response.json(userReply({ ...shopper, name: owner })),
      'GET /api/address/get': () => Response.json(ok('', [])),
      'GET /api/user/logout': ok('Logout successfully'),
      'POST /api/user/login': () => {
        owner = 'second';
        return Response.json(ok('Login successfully', { accesstoken: 'a2', refreshToken: 'r2' }));
      },
    });
    const { user, router } = renderApp('/dashboard/address');
    await screen.findByText(/No saved addresses yet/);
    const addressCalls = () =>
      fetchMock.mock.calls.filter(([url]) => url === '/api/address/get').length;
    expect(addressCalls()).toBe(1);

    await user.click(screen.getByRole('button', { name: 'Account' }));
    await user.click(screen.getByRole('menuitem', { name: 'Log Out' }));
    await screen.findByText('Logout successfully');
    await router.navigate('/login', { state: { from: { pathname: '/dashboard/address' } } });
    await user.type(await screen.findByLabelText('Email'), 'second@example.in');
    await user.type(screen.getByLabelText('Password'), 'secret-pass');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByText(/No saved addresses yet/)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard/address');
    expect(addressCalls()).toBe(2);
    expect(await screen.findAllByText('second')).not.toHaveLength(0);
  });
});
