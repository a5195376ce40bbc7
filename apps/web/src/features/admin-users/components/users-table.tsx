import type { AdminUser } from '@store/contract/user';
import { UserRound } from 'lucide-react';
import {
  CARDS_BELOW,
  ResponsiveTable,
  type TableColumn,
} from '#web/components/ui/responsive-table';
import { cn } from '#web/lib/cn';
import { formatDate, formatDateTime } from '#web/lib/date-time';

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

const COLUMNS: TableColumn<AdminUser>[] = [
  { header: 'Sr.no', cell: (_, index) => index, className: 'tabular-nums text-slate-600' },
  { header: 'Name', cell: (user) => user.name, className: 'font-medium text-slate-900' },
  { header: 'Email', cell: (user) => user.email, className: 'break-all text-slate-700' },
  { header: 'Avatar', cell: (user) => <UserAvatar user={user} /> },
  { header: 'Mobile', cell: (user) => user.mobile ?? '—', className: 'text-slate-700' },
  {
    header: 'Last Login',
    className: 'text-slate-700',
    cell: (user) =>
      user.last_login_date ? (
        <time dateTime={user.last_login_date}>{formatDateTime(user.last_login_date)}</time>
      ) : (
        'Never'
      ),
  },
  { header: 'Status', cell: (user) => <StatusBadge status={user.status} /> },
  { header: 'Role', cell: (user) => user.role, className: 'text-slate-700' },
  {
    header: 'Created On',
    className: 'text-slate-700',
    cell: (user) => <time dateTime={user.createdAt}>{formatDate(user.createdAt)}</time>,
  },
];

/**
 * The 'All Users' table (SPEC §2); `firstNumber` is the Sr.no of the first row of the page.
 * Cards below 1280 px, where the nine columns beside the sidebar would not fit.
 */
export function UsersTable({ users, firstNumber }: { users: AdminUser[]; firstNumber: number }) {
  const columns = COLUMNS.map((column) =>
    column.header === 'Sr.no'
      ? { ...column, cell: (_: AdminUser, index: number) => firstNumber + index }
      : column,
  );
  return (
    <ResponsiveTable
      caption="All users, newest first"
      columns={columns}
      rows={users}
      rowKey={(user) => user._id}
      cardsBelow={CARDS_BELOW.desktop}
      framed={false}
      className="p-3"
    />
  );
}
