import { type FormEvent, useId, useState } from 'react';
import { Link, Redirect } from 'wouter';
import { Button } from '#web/components/ui/button';
import { FormCard, textLinkClasses } from '#web/components/ui/form-card';
import { paths } from '#web/config/paths';
import { useVerifyOtp } from '#web/features/auth/api/verify-otp';
import { emptyOtp, OtpInput } from '#web/features/auth/components/otp-input';
import { useLocationState, useNavigate } from '#web/lib/navigation';
import type { ResetPageState } from './reset-password';

/** What the forgot-password page hands over. */
export interface OtpPageState {
  email: string;
}

function emailFrom(state: unknown): string | null {
  const email = (state as Partial<OtpPageState> | null)?.email;
  return typeof email === 'string' && email !== '' ? email : null;
}

/** SPEC §2 OTP verification: without an e-mail from the previous step, back to that step. */
export default function VerificationOtpPage() {
  const email = emailFrom(useLocationState());
  if (!email) return <Redirect to={paths.forgotPassword} replace />;
  return <OtpForm email={email} />;
}

function OtpForm({ email }: { email: string }) {
  const navigate = useNavigate();
  const introId = useId();
  const [digits, setDigits] = useState(emptyOtp);
  const verify = useVerifyOtp({
    onSuccess: (resetToken) => {
      const state: ResetPageState = { email, resetToken };
      navigate(paths.resetPassword, { state, replace: true });
    },
  });
  // SPEC §5: all six boxes, one character each.
  const complete = digits.every((digit) => digit !== '');

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (complete) verify.mutate({ email, otp: digits.join('') });
  }

  return (
    <FormCard title="OTP Verification">
      <form onSubmit={onSubmit} className="space-y-5">
        <fieldset>
          <legend className="text-sm font-medium text-slate-800">Enter OTP</legend>
          <p id={introId} className="mt-1 mb-3 text-sm text-slate-600">
            We sent a 6-digit code to <span className="font-medium break-all">{email}</span>. It is
            valid for 10 minutes.
          </p>
          <OtpInput digits={digits} onChange={setDigits} describedBy={introId} />
        </fieldset>
        <Button type="submit" className="w-full" disabled={!complete || verify.isPending}>
          {verify.isPending ? 'Verifying…' : 'Verify OTP'}
        </Button>
      </form>
      <p className="mt-6 text-center text-sm text-slate-600">
        No code?{' '}
        <Link to={paths.forgotPassword} className={textLinkClasses}>
          Send a new one
        </Link>
      </p>
    </FormCard>
  );
}
