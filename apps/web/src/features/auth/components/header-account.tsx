import { ChevronDown, CircleUserRound } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Link } from 'wouter';
import { buttonClasses } from '#web/components/ui/button';
import { paths } from '#web/config/paths';
import { useHasSession } from '#web/lib/use-has-session';
import { useIsNarrowScreen } from '#web/lib/use-media-query';

// Visitors, most first loads, never need the menu's code.
const AccountMenu = lazy(() =>
  import('./account-menu').then((module) => ({ default: module.AccountMenu })),
);

/**
 * The header's account entry (SPEC §2): Login when signed out; signed in, the Account
 * dropdown, or under 768 px a link to the /user menu page.
 */
export function HeaderAccount() {
  const signedIn = useHasSession();
  const narrow = useIsNarrowScreen();
  if (!signedIn) {
    return (
      <Link to={paths.login} className={buttonClasses({ variant: 'ghost', size: 'sm' })}>
        Login
      </Link>
    );
  }
  if (narrow) {
    return (
      <Link to={paths.user} className={buttonClasses({ variant: 'ghost', size: 'sm' })}>
        <CircleUserRound aria-hidden="true" className="size-5" />
        {/* Under 500 px the icon alone keeps logo, account and cart on one row. */}
        <span className="sr-only xs:not-sr-only">Account</span>
      </Link>
    );
  }
  return (
    // The same button, inert for the moment its code takes to arrive: nothing moves.
    <Suspense
      fallback={
        <span className={buttonClasses({ variant: 'ghost', size: 'sm' })}>
          <CircleUserRound aria-hidden="true" className="size-5" />
          Account
          <ChevronDown aria-hidden="true" className="size-4" />
        </span>
      }
    >
      <AccountMenu />
    </Suspense>
  );
}
