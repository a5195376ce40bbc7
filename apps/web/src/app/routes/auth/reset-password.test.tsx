import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { homeApi, ok } from '#web/test/api-replies';
import { stubApi } from '#web/test/api-stub';
import { renderApp } from '#web/test/render-app';

const verified = {
  pathname: '/reset-password',
  state: { email: 'asha@example.in', resetToken: 'reset-123' },
};
const mismatch = 'New password and confirm password must be same.';

describe('reset password page', () => {
  it('says the passwords must be the same while they differ', async () => {
    stubApi({});
    const { user } = renderApp(verified);
    await user.type(await screen.findByLabelText('New Password'), 'brand-new-pass');
    await user.type(screen.getByLabelText('Confirm Password'), 'brand-new-pas');
    expect(screen.getByLabelText('Confirm Password')).toHaveAccessibleDescription(mismatch);
    await user.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(screen.getByLabelText('Confirm Password')).toHaveFocus();
    await user.type(screen.getByLabelText('Confirm Password'), 's');
    expect(screen.queryByText(mismatch)).not.toBeInTheDocument();
  });

  it('names the empty and too-short passwords on submit (issue 15)', async () => {
    const fetchMock = stubApi({});
    const { user } = renderApp(verified);
    const submit = await screen.findByRole('button', { name: 'Change Password' });
    expect(submit).toBeEnabled();
    await user.click(submit);
    const fresh = screen.getByLabelText('New Password');
    expect(fresh).toHaveAccessibleDescription(/Enter a new password\./);
    expect(screen.getByLabelText('Confirm Password')).toHaveAccessibleDescription(
      'Enter your new password again.',
    );
    expect(fresh).toHaveFocus();

    await user.type(fresh, 'short');
    await user.type(screen.getByLabelText('Confirm Password'), 'short');
    await user.click(submit);
    expect(fresh).toHaveAccessibleDescription(/New password must be at least 8 characters\./);
    expect(fresh).toHaveFocus();
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/user/reset-password')).toBe(false);
  });

  it("changes the password and goes to login with the server's message", async () => {
    const fetchMock = stubApi({
      'PUT /api/user/reset-password': ok('Password updated successfully'),
    });
    const { user, router } = renderApp(verified);
    await user.type(await screen.findByLabelText('New Password'), 'brand-new-pass');
    await user.type(screen.getByLabelText('Confirm Password'), 'brand-new-pass');
    await user.click(screen.getByRole('button', { name: 'Change Password' }));

    expect(await screen.findByText('Password updated successfully')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    const call = fetchMock.mock.calls.find(([url]) => url === '/api/user/reset-password')!;
    expect(JSON.parse(String(call[1]!.body))).toEqual({
      email: 'asha@example.in',
      newPassword: 'brand-new-pass',
      confirmPassword: 'brand-new-pass',
      resetToken: 'reset-123',
    });
  });

  it('sends a visit that did not come from a verified code home', async () => {
    stubApi(homeApi);
    const { router } = renderApp('/reset-password');
    await screen.findByRole('list', { name: 'Categories' });
    expect(router.state.location.pathname).toBe('/');
  });
});
