import { PASSWORD_MAX, PASSWORD_MIN, resetPasswordRequestSchema } from '@store/contract/user';
import { type FocusEvent, type FormEvent, useState } from 'react';
import { Redirect } from 'wouter';
import { Button } from '#web/components/ui/button';
import { useFocusFirstInvalid } from '#web/components/ui/field';
import { FormCard } from '#web/components/ui/form-card';
import { PasswordField } from '#web/components/ui/password-field';
import { paths } from '#web/config/paths';
import { useResetPassword } from '#web/features/auth/api/reset-password';
import { formErrors, hasErrors, leftFilled } from '#web/lib/form';
import { useLocationState, useNavigate } from '#web/lib/navigation';

/** What a successful OTP verification hands over. */
export interface ResetPageState {
  email: string;
  resetToken: string;
}

/** SPEC §5 wording. */
export const RESET_MISMATCH_MESSAGE = 'New password and confirm password must be same.';

const prompts = {
  newPassword: 'Enter a new password.',
  confirmPassword: 'Enter your new password again.',
} as const;
type FieldName = keyof typeof prompts;

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
  const [touched, setTouched] = useState<Partial<Record<FieldName, boolean>>>({});
  const { ref, focusFirstInvalid } = useFocusFirstInvalid();
  const reset = useResetPassword({
    // SPEC §4: then log in with the new password.
    onSuccess: () => navigate(paths.login, { replace: true }),
  });
  const mismatch =
    confirmPassword !== '' && newPassword !== confirmPassword ? RESET_MISMATCH_MESSAGE : undefined;
  const body = { email, newPassword, confirmPassword, resetToken };
  const errors = formErrors(resetPasswordRequestSchema, body, prompts);
  const shown = (field: FieldName) => (touched[field] ? errors[field] : undefined);
  const blur = (field: FieldName) => (event: FocusEvent<HTMLInputElement>) => {
    if (leftFilled(event)) setTouched((t) => ({ ...t, [field]: true }));
  };

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (reset.isPending) return;
    setTouched({ newPassword: true, confirmPassword: true });
    if (hasErrors(errors) || mismatch) return focusFirstInvalid();
    reset.mutate(body);
  }

  return (
    <FormCard title="Reset Password" intro={`Choose a new password for ${email}.`}>
      <form ref={ref} onSubmit={onSubmit} noValidate className="space-y-4">
        <PasswordField
          label="New Password"
          name="newPassword"
          autoComplete="new-password"
          placeholder="Enter your new password"
          maxLength={PASSWORD_MAX}
          value={newPassword}
          onChange={(event) => setNewPassword(event.target.value)}
          onBlur={blur('newPassword')}
          error={shown('newPassword')}
          hint={`At least ${PASSWORD_MIN} characters.`}
          required
        />
        <PasswordField
          label="Confirm Password"
          name="confirmPassword"
          autoComplete="new-password"
          placeholder="Enter your new password again"
          maxLength={PASSWORD_MAX}
          value={confirmPassword}
          onChange={(event) => setConfirmPassword(event.target.value)}
          onBlur={blur('confirmPassword')}
          error={mismatch ?? shown('confirmPassword')}
          required
        />
        <Button type="submit" className="w-full" disabled={reset.isPending}>
          {reset.isPending ? 'Changing…' : 'Change Password'}
        </Button>
      </form>
    </FormCard>
  );
}
