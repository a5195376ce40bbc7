import { type FormEvent, useState } from 'react';
import { Link } from 'wouter';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { FormCard, textLinkClasses } from '../../../components/ui/form-card';
import { paths } from '../../../config/paths';
import { useForgotPassword } from '../../../features/auth/api/forgot-password';
import { useNavigate } from '../../../lib/navigation';
import type { OtpPageState } from './verification-otp';

/** SPEC §2 Forgot password: sends the code, then the OTP page with the e-mail. */
export default function ForgotPasswordPage() {
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const forgot = useForgotPassword({
    onSuccess: () => {
      const state: OtpPageState = { email: email.trim() };
      navigate(paths.verificationOtp, { state });
    },
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (email.trim() !== '') forgot.mutate({ email: email.trim() });
  }

  return (
    <FormCard
      title="Forgot Password"
      intro="Enter your account's email and we will send you a 6-digit code to reset your password."
    >
      <form onSubmit={onSubmit} className="space-y-4">
        <Field
          label="Email"
          type="email"
          name="email"
          autoComplete="email"
          placeholder="Enter your email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          required
        />
        <Button type="submit" className="w-full" disabled={email.trim() === '' || forgot.isPending}>
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
