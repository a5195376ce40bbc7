import type { ReactNode } from 'react';
import { Redirect } from 'wouter';
import { paths } from '#web/config/paths';
import { useCurrentLocation } from '#web/lib/navigation';
import { useHasSession } from '#web/lib/use-has-session';

/** Where the login page returns to after signing in (set by the guards below). */
export interface ReturnToState {
  from?: { pathname: string; search: string; hash: string };
}

/**
 * Pages for signed-in users only (/dashboard/*, /user): a visitor goes to /login, which
 * brings them back here after signing in. A session that ends while here (sign-out in
 * another tab, a refused refresh) leaves the same way.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const signedIn = useHasSession();
  const { pathname, search, hash } = useCurrentLocation();
  if (!signedIn) {
    const state: ReturnToState = { from: { pathname, search, hash } };
    return <Redirect to={paths.login} replace state={state} />;
  }
  return children;
}

/** The page to return to after signing in: where a guard sent the visitor from, else home. */
export function returnPath(state: unknown): string {
  const from = (state as ReturnToState | null)?.from;
  if (!from || typeof from.pathname !== 'string' || !from.pathname.startsWith('/')) {
    return paths.home;
  }
  return `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`;
}
