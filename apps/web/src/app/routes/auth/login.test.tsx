import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, homeApi, ok, tokens } from '#web/test/api-replies';
import { stubApi } from '#web/test/api-stub';
import { shopper, userReply } from '#web/test/fixtures';
import { renderApp } from '#web/test/render-app';
import { signInAs } from '#web/test/session';

describe('login page', () => {
  it('keeps Login disabled until both are filled, saying what is missing', async () => {
    stubApi({});
    const { user } = renderApp('/login');
    const button = await screen.findByRole('button', { name: 'Login' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription('Enter your e-mail and password to log in.');
    expect(screen.getByText('Enter your e-mail and password to log in.')).toBeVisible();
    await user.type(screen.getByLabelText('Email'), 'asha@example.in');
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription('Enter your password to log in.');
    await user.type(screen.getByLabelText('Password'), 'secret-pass');
    expect(button).toBeEnabled();
    expect(button).toHaveAccessibleDescription('');
    await user.clear(screen.getByLabelText('Email'));
    expect(button).toBeDisabled();
    expect(screen.getByText('Enter your e-mail to log in.')).toBeVisible();
  });

  it('shows and hides the password with a labelled toggle', async () => {
    stubApi({});
    const { user } = renderApp('/login');
    const password = await screen.findByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('links to forgot password and register, and shows no Google button unconfigured', async () => {
    stubApi({});
    renderApp('/login');
    expect(await screen.findByRole('link', { name: 'Forgot password ?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register');
    expect(screen.queryByText('or')).not.toBeInTheDocument();
  });

  it('stores both tokens, loads the user and goes home on success', async () => {
    const fetchMock = stubApi({
      ...homeApi,
      'POST /api/user/login': ok('Login successfully', tokens),
      'GET /api/user/user-details': userReply(shopper),
    });
    const { user, router } = renderApp('/login');
    await user.type(await screen.findByLabelText('Email'), 'Asha@Example.in ');
    await user.type(screen.getByLabelText('Password'), 'secret-pass');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByText('Login successfully')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(localStorage.getItem('accesstoken')).toBe('access-new');
    expect(localStorage.getItem('refreshToken')).toBe('refresh-new');
    const banner = screen.getByRole('banner');
    expect(await within(banner).findByRole('button', { name: 'Account' })).toBeInTheDocument();
    expect(within(banner).queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
    const loginCall = fetchMock.mock.calls.find(([url]) => url === '/api/user/login')!;
    expect(JSON.parse(String(loginCall[1]!.body))).toEqual({
      email: 'Asha@Example.in',
      password: 'secret-pass',
    });
  });

  it("toasts the server's message when the login is refused", async () => {
    stubApi({ 'POST /api/user/login': fail(401, 'Invalid email or password') });
    const { user, router } = renderApp('/login');
    await user.type(await screen.findByLabelText('Email'), 'asha@example.in');
    await user.type(screen.getByLabelText('Password'), 'wrong-pass');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Invalid email or password')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(localStorage.getItem('accesstoken')).toBeNull();
  });

  it('sends signed-in users from /login and /register to home', async () => {
    stubApi({ ...homeApi, ...signInAs(shopper) });
    const { router } = renderApp('/login');
    await screen.findByRole('button', { name: 'Account' });
    expect(router.state.location.pathname).toBe('/');
    await router.navigate('/register');
    expect(router.state.location.pathname).toBe('/');
  });

  it('sends a visitor from an account page to login, and back there after signing in', async () => {
    stubApi({
      'POST /api/user/login': ok('Login successfully', tokens),
      'GET /api/user/user-details': userReply(shopper),
      'GET /api/address/get': ok('', []),
    });
    const { user, router } = renderApp('/dashboard/address');
    await user.type(await screen.findByLabelText('Email'), 'asha@example.in');
    expect(router.state.location.pathname).toBe('/login');
    await user.type(screen.getByLabelText('Password'), 'secret-pass');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Address' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard/address');
  });
});
