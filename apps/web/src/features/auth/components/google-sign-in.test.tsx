import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { homeApi, ok, tokens } from '#web/test/api-replies';
import { stubApi } from '#web/test/api-stub';
import { shopper, userReply } from '#web/test/fixtures';
import { renderApp } from '#web/test/render-app';

const credential = 'a-google-id-token-from-the-button';

// A configured store: the page reads the client id from its store-config tag.
vi.mock('#web/config/env', async (importOriginal) => {
  const original = await importOriginal<typeof import('#web/config/env')>();
  return { ...original, env: { ...original.env, googleClientId: 'test-client.apps.example' } };
});

// Google's button loads Google's script; here it stands in with the credential it returns.
vi.mock('@react-oauth/google', () => ({
  GoogleOAuthProvider: ({ children }: { children: React.ReactNode }) => children,
  GoogleLogin: ({ onSuccess }: { onSuccess: (reply: { credential: string }) => void }) => (
    <button type="button" onClick={() => onSuccess({ credential })}>
      Sign in with Google
    </button>
  ),
}));

describe('Google sign-in (configured)', () => {
  it('signs a known Google account in and goes home', async () => {
    const fetchMock = stubApi({
      ...homeApi,
      'POST /api/user/login': ok('Login successfully', tokens),
      'GET /api/user/user-details': userReply(shopper),
    });
    const { user, router } = renderApp('/login');
    await user.click(await screen.findByRole('button', { name: 'Sign in with Google' }));

    expect(await screen.findByText('Login successfully')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(localStorage.getItem('accesstoken')).toBe('access-new');
    const call = fetchMock.mock.calls.find(([url]) => url === '/api/user/login')!;
    expect(JSON.parse(String(call[1]!.body))).toEqual({ OAuth: true, credential });
  });

  it('sends an unknown Google account to register with its name and e-mail filled in', async () => {
    const fetchMock = stubApi({
      ...homeApi,
      'POST /api/user/login': ok('Please complete your registration.', {
        registrationRequired: true,
        name: 'Meera Iyer',
        email: 'meera@gmail.com',
      }),
      'POST /api/user/register': ok('User registered successfully', tokens),
      'GET /api/user/user-details': userReply(shopper),
    });
    const { user, router } = renderApp('/login');
    await user.click(await screen.findByRole('button', { name: 'Sign in with Google' }));

    expect(await screen.findByRole('heading', { name: 'Register' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/register');
    expect(screen.getByLabelText('Name')).toHaveValue('Meera Iyer');
    expect(screen.getByLabelText('Email')).toHaveValue('meera@gmail.com');
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('User registered successfully')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    const call = fetchMock.mock.calls.find(([url]) => url === '/api/user/register')!;
    expect(JSON.parse(String(call[1]!.body))).toEqual({
      name: 'Meera Iyer',
      email: 'meera@gmail.com',
      googleCredential: credential,
    });
  });

  it('lets the shopper register with a password instead', async () => {
    stubApi({});
    const { user } = renderApp({
      pathname: '/register',
      state: { name: 'Meera Iyer', email: 'meera@gmail.com', googleCredential: credential },
    });
    await user.click(
      await screen.findByRole('button', { name: 'Register with a password instead' }),
    );
    expect(screen.getByLabelText('Password', { selector: 'input' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).not.toHaveAttribute('readonly');
  });
});
