import type { AdminUser } from '@store/contract/user';
import { UserRound } from 'lucide-react';
import { ScrollRegion } from '../../../components/ui/scroll-region';
import { cn } from '../../../lib/cn';
import { formatDate, formatDateTime } from '../../../lib/date-time';

const COLUMNS = [
  'Sr.no',
  'Name',
  'Email',
  'Avatar',
  'Mobile',
  'Last Login',
  'Status',
  'Role',
  'Created On',
];

/** SPEC §2: green active, red inactive, grey otherwise. */
function StatusBadge({ status }: { status: AdminUser['status'] }) {
  const tone =
    status === 'active'
      ? 'bg-emerald-100 text-emerald-800'
      : status === 'inactive'
        ? 'bg-red-100 text-red-800'
        : 'bg-slate-200 text-slate-700';
  return (
    <span className={cn('inline-block rounded-full px-2 py-0.5 text-xs font-semibold', tone)}>
      {status}
    </span>
  );
}

function UserAvatar({ user }: { user: AdminUser }) {
  return user.avatar ? (
    <img
      src={user.avatar}
      alt={`${user.name}'s avatar`}
      width={36}
      height={36}
      loading="lazy"
      className="size-9 rounded-full bg-slate-100 object-cover"
    />
  ) : (
    <span
      role="img"
      aria-label="No avatar"
      className="flex size-9 items-center justify-center rounded-full bg-slate-100 text-slate-500"
    >
      <UserRound aria-hidden="true" className="size-5" />
    </span>
  );
}

/** The 'All Users' table (SPEC §2); `firstNumber` is the Sr.no of the first row of the page. */
export function UsersTable({ users, firstNumber }: { users: AdminUser[]; firstNumber: number }) {
  return (
    <ScrollRegion label="All Users table">
      <table className="w-full min-w-[56rem] text-left text-sm">
        <caption className="sr-only">All users, newest first</caption>
        <thead className="bg-slate-50 text-slate-600">
          <tr>
            {COLUMNS.map((column) => (
              <th key={column} scope="col" className="whitespace-nowrap px-3 py-2 font-medium">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {users.map((user, i) => (
            <tr key={user._id}>
              <td className="px-3 py-2 tabular-nums text-slate-500">{firstNumber + i}</td>
              <td className="px-3 py-2 font-medium text-slate-900">{user.name}</td>
              <td className="px-3 py-2 break-all text-slate-700">{user.email}</td>
              <td className="px-3 py-2">
                <UserAvatar user={user} />
              </td>
              <td className="whitespace-nowrap px-3 py-2 text-slate-700">{user.mobile ?? '—'}</td>
              <td className="whitespace-nowrap px-3 py-2 text-slate-700">
                {user.last_login_date ? (
                  <time dateTime={user.last_login_date}>
                    {formatDateTime(user.last_login_date)}
                  </time>
                ) : (
                  'Never'
                )}
              </td>
              <td className="px-3 py-2">
                <StatusBadge status={user.status} />
              </td>
              <td className="px-3 py-2 text-slate-700">{user.role}</td>
              <td className="whitespace-nowrap px-3 py-2 text-slate-700">
                <time dateTime={user.createdAt}>{formatDate(user.createdAt)}</time>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
