import type { User } from '@store/contract/user';
import { cn } from '#web/lib/cn';
import { displayName } from '../account-links';

/** The name (or mobile) and, for admins, the '(Admin)' marker (SPEC §2 account menu). */
export function AccountSummary({
  user,
  className,
}: {
  user: User | undefined;
  className?: string;
}) {
  return (
    <p className={cn('min-w-0 text-sm', className)}>
      <span className="block truncate font-semibold text-slate-900">
        {user ? displayName(user) || 'My account' : 'Loading account…'}
      </span>
      {user?.role === 'ADMIN' && (
        <span className="text-xs font-semibold text-brand-800">(Admin)</span>
      )}
    </p>
  );
}
