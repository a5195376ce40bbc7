import { GoogleLogin, GoogleOAuthProvider } from '@react-oauth/google';
import toast from 'react-hot-toast/headless';

export interface GoogleButtonProps {
  clientId: string;
  text: 'signin_with' | 'signup_with';
  onCredential: (credential: string) => void;
}

/**
 * Google's own sign-in button. Its own chunk, loaded only when GOOGLE_CLIENT_ID is set:
 * GoogleOAuthProvider injects https://accounts.google.com/gsi/client (allowed by the CSP).
 */
export default function GoogleButton({ clientId, text, onCredential }: GoogleButtonProps) {
  return (
    <GoogleOAuthProvider clientId={clientId} locale="en-IN">
      <GoogleLogin
        text={text}
        width={300}
        shape="rectangular"
        onSuccess={({ credential }) => {
          if (credential) onCredential(credential);
          else toast.error('Google sign-in did not complete. Please try again.');
        }}
        onError={() => toast.error('Google sign-in did not complete. Please try again.')}
      />
    </GoogleOAuthProvider>
  );
}
