import { EMAIL_MAX, forgotPasswordRequestSchema } from '@store/contract/user';
import { type FormEvent, useState } from 'react';
import { Link } from 'wouter';
import { Button } from '#web/components/ui/button';
import { Field, useFocusFirstInvalid } from '#web/components/ui/field';
import { FormCard, textLinkClasses } from '#web/components/ui/form-card';
import { paths } from '#web/config/paths';
import { useForgotPassword } from '#web/features/auth/api/forgot-password';
import { formErrors, leftFilled } from '#web/lib/form';
import { useNavigate } from '#web/lib/navigation';
import type { OtpPageState } from './verification-otp';

/** SPEC §2 Forgot password: sends the code, then the OTP page with the e-mail. */
export default function ForgotPasswordPage() {
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [showErrors, setShowErrors] = useState(false);
  const { ref, focusFirstInvalid } = useFocusFirstInvalid();
  const errors = formErrors(forgotPasswordRequestSchema, { email }, { email: 'Enter your email.' });
  const forgot = useForgotPassword({
    onSuccess: () => {
      const state: OtpPageState = { email: email.trim() };
      navigate(paths.verificationOtp, { state });
    },
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (forgot.isPending) return;
    setShowErrors(true);
    if (errors.email) return focusFirstInvalid();
    forgot.mutate({ email: email.trim() });
  }

  return (
    <FormCard
      title="Forgot Password"
      intro="Enter your account's email and we will send you a 6-digit code to reset your password."
    >
      <form ref={ref} onSubmit={onSubmit} noValidate className="space-y-4">
        <Field
          label="Email"
          type="email"
          name="email"
          autoComplete="email"
          placeholder="Enter your email"
          maxLength={EMAIL_MAX}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          onBlur={(event) => leftFilled(event) && setShowErrors(true)}
          error={showErrors ? errors.email : undefined}
          required
        />
        <Button type="submit" className="w-full" disabled={forgot.isPending}>
          {forgot.isPending ? 'Sending…' : 'Send Otp'}
        </Button>
      </form>
      <p className="mt-6 text-center text-sm text-slate-600">
        Remembered it?{' '}
        <Link to={paths.login} className={textLinkClasses}>
          Login
        </Link>
      </p>
    </FormCard>
  );
}
