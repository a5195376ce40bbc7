import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, ok } from '#web/test/api-replies';
import { stubApi } from '#web/test/api-stub';
import { renderApp } from '#web/test/render-app';

const atOtp = { pathname: '/verification-otp', state: { email: 'asha@example.in' } };
const box = (n: number) => screen.getByRole('textbox', { name: `Digit ${n}` });

describe('OTP verification page', () => {
  it('shows six numeric one-character boxes and keeps Verify OTP disabled until all are filled', async () => {
    stubApi({});
    const { user } = renderApp(atOtp);
    const button = await screen.findByRole('button', { name: 'Verify OTP' });
    for (let n = 1; n <= 6; n++) expect(box(n)).toHaveAttribute('inputmode', 'numeric');
    expect(button).toBeDisabled();

    await user.click(box(1));
    await user.keyboard('12345');
    expect(button).toBeDisabled();
    await user.keyboard('6');
    expect(button).toBeEnabled();
    expect([1, 2, 3, 4, 5, 6].map((n) => (box(n) as HTMLInputElement).value)).toEqual([
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
    ]);
  });

  it('moves focus forward on entry and back on Backspace in an empty box', async () => {
    stubApi({});
    const { user } = renderApp(atOtp);
    await user.click(await screen.findByRole('textbox', { name: 'Digit 1' }));
    await user.keyboard('4');
    expect(box(2)).toHaveFocus();
    await user.keyboard('2');
    expect(box(3)).toHaveFocus();
    // Box 3 is empty: Backspace goes back to box 2, a second one clears it.
    await user.keyboard('{Backspace}');
    expect(box(2)).toHaveFocus();
    expect(box(2)).toHaveValue('2');
    await user.keyboard('{Backspace}');
    expect(box(2)).toHaveValue('');
    expect(box(2)).toHaveFocus();
    await user.keyboard('{Backspace}');
    expect(box(1)).toHaveFocus();
    // Letters are not digits.
    await user.click(box(3));
    await user.keyboard('x');
    expect(box(3)).toHaveValue('');
  });

  it('fills all six boxes from a pasted code', async () => {
    stubApi({});
    const { user } = renderApp(atOtp);
    await user.click(await screen.findByRole('textbox', { name: 'Digit 3' }));
    await user.paste(' 987 654 ');
    expect([1, 2, 3, 4, 5, 6].map((n) => (box(n) as HTMLInputElement).value).join('')).toBe(
      '987654',
    );
    expect(box(6)).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Verify OTP' })).toBeEnabled();
  });

  it('takes a whole code typed into one box at once (one-time-code autofill)', async () => {
    stubApi({});
    renderApp(atOtp);
    fireEvent.change(await screen.findByRole('textbox', { name: 'Digit 1' }), {
      target: { value: '135790' },
    });
    expect([1, 2, 3, 4, 5, 6].map((n) => (box(n) as HTMLInputElement).value).join('')).toBe(
      '135790',
    );
  });

  it('goes to reset password with the e-mail and reset token on success', async () => {
    const fetchMock = stubApi({
      'PUT /api/user/verify-forgot-password-otp': ok('Verify otp successfully', {
        resetToken: 'reset-123',
      }),
    });
    const { user, router } = renderApp(atOtp);
    await user.click(await screen.findByRole('textbox', { name: 'Digit 1' }));
    await user.paste('246810');
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));

    expect(await screen.findByRole('heading', { name: 'Reset Password' })).toBeInTheDocument();
    expect(screen.getByText('Verify otp successfully')).toBeInTheDocument();
    expect(router.state.location.state).toEqual({
      email: 'asha@example.in',
      resetToken: 'reset-123',
    });
    const call = fetchMock.mock.calls.find(([url]) => String(url).includes('verify'))!;
    expect(JSON.parse(String(call[1]!.body))).toEqual({ email: 'asha@example.in', otp: '246810' });
  });

  it("toasts the server's message for a wrong code and stays", async () => {
    stubApi({ 'PUT /api/user/verify-forgot-password-otp': fail(400, 'Invalid otp') });
    const { user, router } = renderApp(atOtp);
    await user.click(await screen.findByRole('textbox', { name: 'Digit 1' }));
    await user.paste('111111');
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    expect(await screen.findByText('Invalid otp')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/verification-otp');
  });

  it('sends a visit without an e-mail to forgot password', async () => {
    stubApi({});
    const { router } = renderApp('/verification-otp');
    expect(await screen.findByRole('heading', { name: 'Forgot Password' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/forgot-password');
  });
});
