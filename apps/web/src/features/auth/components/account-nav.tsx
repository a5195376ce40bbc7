import { LogOut } from 'lucide-react';
import { NavLink } from '#web/components/ui/nav-link';
import { cn } from '#web/lib/cn';
import { accountLinks } from '../account-links';
import { useCurrentUser } from '../api/get-user-details';
import { useLogout } from '../api/logout';
import { AccountSummary } from './account-summary';

const itemClasses =
  'flex w-full items-center gap-2 rounded-lg px-3 py-2.5 text-left text-sm font-medium lg:py-2';

/**
 * The account menu as a plain list of links: the dashboard's sidebar and the /user page
 * (SPEC §2). The header's dropdown shows the same entries.
 */
export function AccountNav({ className }: { className?: string }) {
  const { user, isAdmin } = useCurrentUser();
  const logout = useLogout();
  return (
    <nav aria-label="Account" className={className}>
      <AccountSummary user={user} className="border-b border-slate-200 px-3 pb-3" />
      <ul className="mt-2 space-y-0.5">
        {accountLinks(isAdmin).map((link) => (
          <li key={link.to}>
            <NavLink
              to={link.to}
              className={(isActive) =>
                cn(
                  itemClasses,
                  isActive ? 'bg-brand-50 text-brand-800' : 'text-slate-700 hover:bg-slate-100',
                )
              }
            >
              {link.label}
            </NavLink>
          </li>
        ))}
        <li className="border-t border-slate-200 pt-1">
          <button
            type="button"
            onClick={() => logout.mutate()}
            disabled={logout.isPending}
            className={cn(itemClasses, 'text-red-700 hover:bg-red-50 disabled:opacity-50')}
          >
            <LogOut aria-hidden="true" className="size-4" />
            Log Out
          </button>
        </li>
      </ul>
    </nav>
  );
}
