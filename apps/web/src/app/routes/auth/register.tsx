import {
  EMAIL_MAX,
  NAME_MAX,
  PASSWORD_MAX,
  PASSWORD_MIN,
  PASSWORD_MISMATCH_MESSAGE,
  type RegisterRequest,
  registerRequestSchema,
} from '@store/contract/user';
import { type FocusEvent, type FormEvent, useState } from 'react';
import toast from 'react-hot-toast/headless';
import { Link } from 'wouter';
import { Button } from '#web/components/ui/button';
import { Field, useFocusFirstInvalid } from '#web/components/ui/field';
import { FormCard, textLinkClasses } from '#web/components/ui/form-card';
import { PasswordField } from '#web/components/ui/password-field';
import { paths } from '#web/config/paths';
import { useRegister } from '#web/features/auth/api/register';
import {
  type GoogleRegistrationState,
  GoogleSignIn,
} from '#web/features/auth/components/google-sign-in';
import { useSignIn } from '#web/features/auth/hooks/use-sign-in';
import { formErrors, hasErrors, leftFilled } from '#web/lib/form';
import { useLocationState, useNavigate } from '#web/lib/navigation';

/** What each field says while it is empty (issue 15: a refused submit names every gap). */
const withPasswordPrompts = {
  name: 'Enter your name.',
  email: 'Enter your email.',
  password: 'Enter a password.',
  confirmPassword: 'Enter your password again.',
} as const;
const googlePrompts = { name: withPasswordPrompts.name, email: withPasswordPrompts.email };
type FieldName = keyof typeof withPasswordPrompts;
type Touched = Partial<Record<FieldName, boolean>>;

function googleState(state: unknown): GoogleRegistrationState | null {
  const candidate = state as Partial<GoogleRegistrationState> | null;
  return typeof candidate?.googleCredential === 'string' &&
    typeof candidate.email === 'string' &&
    typeof candidate.name === 'string'
    ? (candidate as GoogleRegistrationState)
    : null;
}

/** SPEC §2 Register. A fresh form whenever Google brings a name and e-mail. */
export default function RegisterPage() {
  const google = googleState(useLocationState());
  return <RegisterForm key={JSON.stringify(google)} google={google} />;
}

function RegisterForm({ google }: { google: GoogleRegistrationState | null }) {
  const navigate = useNavigate();
  const signIn = useSignIn();
  // Arriving from Google: its name and e-mail, and no password (the Google identity is linked).
  const [googleCredential, setGoogleCredential] = useState(google?.googleCredential);
  const [name, setName] = useState(google?.name ?? '');
  const [email, setEmail] = useState(google?.email ?? '');
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [touched, setTouched] = useState<Touched>({});
  const { ref: formRef, focusFirstInvalid } = useFocusFirstInvalid();
  const register = useRegister({
    onSuccess: async (reply) => {
      // SPEC §4: registering signs the shopper in and goes home.
      await signIn(reply.data);
      toast.success(reply.message);
      navigate(paths.home, { replace: true });
    },
  });

  const withPassword = googleCredential === undefined;
  const body: RegisterRequest = withPassword
    ? { name, email, password, confirmPassword }
    : { name, email, googleCredential };
  const errors: Partial<Record<FieldName, string>> = formErrors(
    registerRequestSchema,
    body as Partial<Record<FieldName, unknown>>,
    withPassword ? withPasswordPrompts : googlePrompts,
  );
  // SPEC §5: shown as soon as the confirmation differs, before any submit.
  const mismatch =
    withPassword && confirmPassword !== '' && password !== confirmPassword
      ? PASSWORD_MISMATCH_MESSAGE
      : undefined;
  const shown = (field: FieldName) => (touched[field] ? errors[field] : undefined);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (register.isPending) return;
    setTouched({ name: true, email: true, password: true, confirmPassword: true });
    if (hasErrors(errors) || mismatch) return focusFirstInvalid();
    register.mutate(body);
  }

  const blur = (field: FieldName) => (event: FocusEvent<HTMLInputElement>) => {
    if (leftFilled(event)) setTouched((t) => ({ ...t, [field]: true }));
  };

  return (
    <FormCard
      title="Register"
      intro={
        withPassword
          ? undefined
          : 'You are signing up with your Google account: no password needed.'
      }
    >
      <form ref={formRef} onSubmit={onSubmit} noValidate className="space-y-4">
        <Field
          label="Name"
          name="name"
          autoComplete="name"
          placeholder="Enter your name"
          maxLength={NAME_MAX}
          value={name}
          onChange={(event) => setName(event.target.value)}
          onBlur={blur('name')}
          error={shown('name')}
          // A Google sign-up's name and e-mail are Google's; the server reads them from the token.
          readOnly={!withPassword}
          required
        />
        <Field
          label="Email"
          type="email"
          name="email"
          autoComplete="email"
          placeholder="Enter your email"
          maxLength={EMAIL_MAX}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          onBlur={blur('email')}
          error={shown('email')}
          readOnly={!withPassword}
          required
        />
        {withPassword ? (
          <>
            <PasswordField
              label="Password"
              name="password"
              autoComplete="new-password"
              placeholder="Enter your password"
              maxLength={PASSWORD_MAX}
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              onBlur={blur('password')}
              hint={`At least ${PASSWORD_MIN} characters.`}
              error={shown('password')}
              required
            />
            <PasswordField
              label="Confirm Password"
              name="confirmPassword"
              autoComplete="new-password"
              placeholder="Enter your password again"
              maxLength={PASSWORD_MAX}
              value={confirmPassword}
              onChange={(event) => setConfirmPassword(event.target.value)}
              onBlur={blur('confirmPassword')}
              error={mismatch ?? shown('confirmPassword')}
              required
            />
          </>
        ) : (
          <p className="text-sm text-slate-600">
            Prefer a password?{' '}
            <button
              type="button"
              className={textLinkClasses}
              onClick={() => setGoogleCredential(undefined)}
            >
              Register with a password instead
            </button>
          </p>
        )}
        <Button
          type="submit"
          className="w-full"
          // Enabled while anything is missing: pressing it says what (issue 15).
          disabled={register.isPending}
        >
          {register.isPending ? 'Registering…' : 'Register'}
        </Button>
      </form>
      {withPassword && <GoogleSignIn text="signup_with" />}
      <p className="mt-6 text-center text-sm text-slate-600">
        Already have an account?{' '}
        <Link to={paths.login} className={textLinkClasses}>
          Login
        </Link>
      </p>
    </FormCard>
  );
}
