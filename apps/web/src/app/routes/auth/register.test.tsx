import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, homeApi, ok, tokens } from '#web/test/api-replies';
import { stubApi } from '#web/test/api-stub';
import { shopper, userReply } from '#web/test/fixtures';
import { renderApp } from '#web/test/render-app';

const mismatch = 'Password and confirm password must be the same';

async function fillForm(user: ReturnType<typeof renderApp>['user'], confirm: string) {
  await user.type(await screen.findByLabelText('Name'), 'Asha Verma');
  await user.type(screen.getByLabelText('Email'), 'asha@example.in');
  await user.type(screen.getByLabelText('Password'), 'correct-horse-42');
  await user.type(screen.getByLabelText('Confirm Password'), confirm);
}

describe('register page', () => {
  it('says the passwords must be the same while they differ, linked to the field', async () => {
    stubApi({});
    const { user } = renderApp('/register');
    await fillForm(user, 'correct-horse-4');

    const confirm = screen.getByLabelText('Confirm Password');
    expect(screen.getByText(mismatch)).toBeInTheDocument();
    expect(confirm).toHaveAttribute('aria-invalid', 'true');
    expect(confirm).toHaveAccessibleDescription(mismatch);
    // Pressing Register says so again by taking focus to the field that is wrong.
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(confirm).toHaveFocus();

    await user.type(confirm, '2');
    expect(screen.queryByText(mismatch)).not.toBeInTheDocument();
  });

  it('names every empty field on submit and takes focus to the first (issue 15)', async () => {
    const fetchMock = stubApi({});
    const { user } = renderApp('/register');
    const register = await screen.findByRole('button', { name: 'Register' });
    expect(register).toBeEnabled();
    await user.click(register);

    const expected = [
      ['Name', 'Enter your name.'],
      ['Email', 'Enter your email.'],
      ['Password', /Enter a password\./],
      ['Confirm Password', 'Enter your password again.'],
    ] as const;
    for (const [label, message] of expected) {
      const input = screen.getByLabelText(label);
      expect(input).toHaveAttribute('aria-invalid', 'true');
      expect(input).toHaveAccessibleDescription(message);
    }
    expect(screen.getByLabelText('Name')).toHaveFocus();
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/user/register')).toBe(false);

    // A wrong value gets the contract's sentence, the same the server would answer with.
    await user.type(screen.getByLabelText('Name'), 'Asha');
    await user.type(screen.getByLabelText('Email'), 'asha-at-example');
    await user.click(register);
    expect(screen.getByLabelText('Name')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(
      'Email must be a valid e-mail address.',
    );
    expect(screen.getByLabelText('Email')).toHaveFocus();
  });

  it("shows 'Error: {message}' when the server refuses", async () => {
    stubApi({ 'POST /api/user/register': fail(409, 'Email already registered') });
    const { user } = renderApp('/register');
    await fillForm(user, 'correct-horse-42');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Error: Email already registered')).toBeInTheDocument();
  });

  it('shows the generic line when the server sends no message', async () => {
    stubApi({
      'POST /api/user/register': () => new Response('Bad Gateway', { status: 502 }),
    });
    const { user } = renderApp('/register');
    await fillForm(user, 'correct-horse-42');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('An error occurred during registration')).toBeInTheDocument();
  });

  it('signs the new shopper in and goes home', async () => {
    const fetchMock = stubApi({
      ...homeApi,
      'POST /api/user/register': ok('User registered successfully', tokens),
      'GET /api/user/user-details': userReply(shopper),
    });
    const { user, router } = renderApp('/register');
    await fillForm(user, 'correct-horse-42');
    await user.click(screen.getByRole('button', { name: 'Register' }));

    expect(await screen.findByText('User registered successfully')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(localStorage.getItem('refreshToken')).toBe('refresh-new');
    expect(await screen.findByRole('button', { name: 'Account' })).toBeInTheDocument();
    const call = fetchMock.mock.calls.find(([url]) => url === '/api/user/register')!;
    expect(JSON.parse(String(call[1]!.body))).toEqual({
      name: 'Asha Verma',
      email: 'asha@example.in',
      password: 'correct-horse-42',
      confirmPassword: 'correct-horse-42',
    });
  });

  it('after Google, fills name and e-mail, hides the passwords and sends the credential', async () => {
    const credential = 'google-id-token-of-some-length';
    const fetchMock = stubApi({
      ...homeApi,
      'POST /api/user/register': ok('User registered successfully', tokens),
      'GET /api/user/user-details': userReply(shopper),
    });
    const { user, router } = renderApp({
      pathname: '/register',
      state: { name: 'Asha Verma', email: 'asha@gmail.com', googleCredential: credential },
    });
    expect(await screen.findByLabelText('Name')).toHaveValue('Asha Verma');
    expect(screen.getByLabelText('Email')).toHaveValue('asha@gmail.com');
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Confirm Password')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Register' }));
    await screen.findByText('User registered successfully');
    expect(router.state.location.pathname).toBe('/');
    const call = fetchMock.mock.calls.find(([url]) => url === '/api/user/register')!;
    expect(JSON.parse(String(call[1]!.body))).toEqual({
      name: 'Asha Verma',
      email: 'asha@gmail.com',
      googleCredential: credential,
    });
  });

  it('clears the refusal once a later try succeeds: only the success is on screen', async () => {
    let tries = 0;
    stubApi({
      ...homeApi,
      'POST /api/user/register': () => {
        tries += 1;
        return tries === 1
          ? Response.json(
              { success: false, error: true, message: 'Choose a less common password.' },
              { status: 400 },
            )
          : Response.json(ok('User registered successfully', tokens));
      },
      'GET /api/user/user-details': userReply(shopper),
    });
    const { user } = renderApp('/register');
    await fillForm(user, 'correct-horse-42');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    const notifications = screen.getByRole('region', { name: 'Notifications' });
    expect(
      await within(notifications).findByText('Error: Choose a less common password.'),
    ).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await within(notifications).findByText('User registered successfully')).toBeVisible();
    // Gone at once (hidden while it fades out), not after its 4 s.
    const shownErrors = () =>
      within(notifications)
        .queryAllByRole('status')
        .filter((toast) => toast.textContent?.startsWith('Error:'));
    await waitFor(() => expect(shownErrors()).toEqual([]));
  });
});
