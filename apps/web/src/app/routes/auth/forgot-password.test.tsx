import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok } from '#web/test/api-replies';
import { stubApi } from '#web/test/api-stub';
import { renderApp } from '#web/test/render-app';

describe('forgot password page', () => {
  it('sends the code and goes to the OTP page with the e-mail', async () => {
    const fetchMock = stubApi({
      'PUT /api/user/forgot-password': ok('If that email has an account, an OTP is on its way'),
    });
    const { user, router } = renderApp('/forgot-password');
    const button = await screen.findByRole('button', { name: 'Send Otp' });
    expect(button).toBeEnabled();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Login' })).toHaveAttribute(
      'href',
      '/login',
    );
    await user.type(screen.getByLabelText('Email'), 'asha@example.in');
    await user.click(button);

    expect(await screen.findByRole('heading', { name: 'OTP Verification' })).toBeInTheDocument();
    expect(router.state.location.state).toEqual({ email: 'asha@example.in' });
    expect(
      screen.getByText('If that email has an account, an OTP is on its way'),
    ).toBeInTheDocument();
    const call = fetchMock.mock.calls.find(([url]) => url === '/api/user/forgot-password')!;
    expect(call[1]!.method).toBe('PUT');
  });

  it('says what is wrong with the e-mail instead of sending it (issue 15)', async () => {
    const fetchMock = stubApi({});
    const { user } = renderApp('/forgot-password');
    const button = await screen.findByRole('button', { name: 'Send Otp' });
    const email = screen.getByLabelText('Email');
    await user.click(button);
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Enter your email.');
    expect(email).toHaveFocus();

    await user.type(email, 'asha@');
    await user.click(button);
    expect(email).toHaveAccessibleDescription('Email must be a valid e-mail address.');
    expect(email).toHaveFocus();
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/user/forgot-password')).toBe(false);
  });
});
