import { PASSWORD_MIN } from '@store/contract/user';
import { type FormEvent, useState } from 'react';
import { Redirect } from 'wouter';
import { Button } from '../../../components/ui/button';
import { FormCard } from '../../../components/ui/form-card';
import { PasswordField } from '../../../components/ui/password-field';
import { paths } from '../../../config/paths';
import { useResetPassword } from '../../../features/auth/api/reset-password';
import { useLocationState, useNavigate } from '../../../lib/navigation';

/** What a successful OTP verification hands over. */
export interface ResetPageState {
  email: string;
  resetToken: string;
}

/** SPEC §5 wording. */
export const RESET_MISMATCH_MESSAGE = 'New password and confirm password must be same.';

function verified(state: unknown): ResetPageState | null {
  const candidate = state as Partial<ResetPageState> | null;
  return typeof candidate?.email === 'string' && typeof candidate.resetToken === 'string'
    ? (candidate as ResetPageState)
    : null;
}

/** SPEC §2 Reset password: only right after a successful verification; otherwise home. */
export default function ResetPasswordPage() {
  const state = verified(useLocationState());
  if (!state) return <Redirect to={paths.home} replace />;
  return <ResetForm {...state} />;
}

function ResetForm({ email, resetToken }: ResetPageState) {
  const navigate = useNavigate();
  const [newPassword, setNewPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const reset = useResetPassword({
    // SPEC §4: then log in with the new password.
    onSuccess: () => navigate(paths.login, { replace: true }),
  });
  const mismatch =
    confirmPassword !== '' && newPassword !== confirmPassword ? RESET_MISMATCH_MESSAGE : undefined;
  const filled = newPassword !== '' && confirmPassword !== '';

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (filled && !mismatch) reset.mutate({ email, newPassword, confirmPassword, resetToken });
  }

  return (
    <FormCard title="Reset Password" intro={`Choose a new password for ${email}.`}>
      <form onSubmit={onSubmit} className="space-y-4">
        <PasswordField
          label="New Password"
          name="newPassword"
          autoComplete="new-password"
          placeholder="Enter your new password"
          value={newPassword}
          onChange={(event) => setNewPassword(event.target.value)}
          hint={`At least ${PASSWORD_MIN} characters.`}
          required
        />
        <PasswordField
          label="Confirm Password"
          name="confirmPassword"
          autoComplete="new-password"
          placeholder="Enter your new password again"
          value={confirmPassword}
          onChange={(event) => setConfirmPassword(event.target.value)}
          error={mismatch}
          required
        />
        <Button
          type="submit"
          className="w-full"
          disabled={!filled || mismatch !== undefined || reset.isPending}
        >
          {reset.isPending ? 'Changing…' : 'Change Password'}
        </Button>
      </form>
    </FormCard>
  );
}
