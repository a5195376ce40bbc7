import { EMAIL_MAX, PASSWORD_MAX } from '@store/contract/constants';
import { type FormEvent, useId, useState } from 'react';
import toast from 'react-hot-toast/headless';
import { Link } from 'wouter';
import { Button } from '#web/components/ui/button';
import { Field } from '#web/components/ui/field';
import { FormCard, textLinkClasses } from '#web/components/ui/form-card';
import { PasswordField } from '#web/components/ui/password-field';
import { paths } from '#web/config/paths';
import { useLogin } from '#web/features/auth/api/login';
import { GoogleSignIn } from '#web/features/auth/components/google-sign-in';
import { returnPath } from '#web/features/auth/components/require-auth';
import { useSignIn } from '#web/features/auth/hooks/use-sign-in';
import { useLocationState, useNavigate } from '#web/lib/navigation';

/** SPEC §2 Login; signed-in visitors never get here (GuestOnly in the router sends them home). */
export default function LoginPage() {
  const navigate = useNavigate();
  const locationState = useLocationState();
  const signIn = useSignIn();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const login = useLogin({
    onSuccess: async (reply) => {
      // A password login always answers with tokens; the other shape is Google's.
      if ('registrationRequired' in reply.data) return;
      await signIn(reply.data);
      toast.success(reply.message);
      navigate(returnPath(locationState), { replace: true });
    },
  });

  // SPEC §5: the button stays disabled until both fields are filled; a line under it says
  // what is missing, so the disabled button is not a silent one (issue 15).
  const filled = email.trim() !== '' && password !== '';
  const missing = missingHint(email.trim() !== '', password !== '');
  const hintId = useId();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (filled) login.mutate({ email: email.trim(), password });
  }

  return (
    <FormCard title="Login">
      <form onSubmit={onSubmit} className="space-y-4">
        <Field
          label="Email"
          type="email"
          name="email"
          autoComplete="email"
          placeholder="Enter your email"
          maxLength={EMAIL_MAX}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          required
        />
        <div>
          <PasswordField
            label="Password"
            name="password"
            autoComplete="current-password"
            placeholder="Enter your password"
            maxLength={PASSWORD_MAX}
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            required
          />
          <p className="mt-2 text-right text-sm">
            <Link to={paths.forgotPassword} className={textLinkClasses}>
              Forgot password ?
            </Link>
          </p>
        </div>
        <Button
          type="submit"
          className="w-full"
          disabled={!filled || login.isPending}
          aria-describedby={missing ? hintId : undefined}
        >
          {login.isPending ? 'Logging in…' : 'Login'}
        </Button>
        {missing && (
          <p id={hintId} className="text-center text-sm text-slate-600">
            {missing}
          </p>
        )}
      </form>
      <GoogleSignIn text="signin_with" />
      <p className="mt-6 text-center text-sm text-slate-600">
        Don&apos;t have an account?{' '}
        <Link to={paths.register} className={textLinkClasses}>
          Register
        </Link>
      </p>
    </FormCard>
  );
}

/** What the disabled Login button is waiting for. */
function missingHint(hasEmail: boolean, hasPassword: boolean): string | undefined {
  if (!hasEmail && !hasPassword) return 'Enter your e-mail and password to log in.';
  if (!hasEmail) return 'Enter your e-mail to log in.';
  if (!hasPassword) return 'Enter your password to log in.';
  return undefined;
}
