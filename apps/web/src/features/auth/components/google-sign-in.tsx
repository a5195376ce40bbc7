import { lazy, Suspense } from 'react';
import toast from 'react-hot-toast/headless';
import { useLocation } from 'wouter';
import { env } from '#web/config/env';
import { paths } from '#web/config/paths';
import { useLocationState, useNavigate } from '#web/lib/navigation';
import { useGoogleLogin } from '../api/google-login';
import { useSignIn } from '../hooks/use-sign-in';
import { returnPath } from './require-auth';

const GoogleButton = lazy(() => import('./google-button'));

/** What /register receives after a Google sign-in with no account yet (SPEC §4). */
export interface GoogleRegistrationState {
  name: string;
  email: string;
  googleCredential: string;
}

/**
 * 'Sign in with Google' (SPEC §2 Login and Register), shown only when the store has a
 * Google client id. A known account is signed in; an unknown one goes to /register with
 * the name and e-mail from Google filled in.
 */
export function GoogleSignIn({ text }: { text: 'signin_with' | 'signup_with' }) {
  const navigate = useNavigate();
  const [pathname] = useLocation();
  const locationState = useLocationState();
  const signIn = useSignIn();
  const google = useGoogleLogin({
    onSuccess: async (reply, credential) => {
      if ('registrationRequired' in reply.data) {
        const state: GoogleRegistrationState = {
          name: reply.data.name,
          email: reply.data.email,
          googleCredential: credential,
        };
        navigate(paths.register, { state, replace: pathname === paths.register });
        return;
      }
      await signIn(reply.data);
      toast.success(reply.message);
      navigate(returnPath(locationState), { replace: true });
    },
  });

  if (!env.googleClientId) return null;
  return (
    <div className="mt-6">
      <p className="flex items-center gap-3 text-xs font-medium text-slate-500 uppercase before:h-px before:flex-1 before:bg-slate-200 after:h-px after:flex-1 after:bg-slate-200">
        or
      </p>
      {/* Google's button is 40 px tall; the space is kept while its script loads. */}
      <div className="mt-4 flex min-h-11 justify-center" aria-busy={google.isPending}>
        <Suspense fallback={null}>
          <GoogleButton
            clientId={env.googleClientId}
            text={text}
            onCredential={(credential) => google.mutate(credential)}
          />
        </Suspense>
      </div>
    </div>
  );
}
