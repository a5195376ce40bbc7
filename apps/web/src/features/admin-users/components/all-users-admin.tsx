import { ADMIN_USERS_PAGE_SIZE } from '@store/contract/user';
import { CalendarDays, UserPlus, Users } from 'lucide-react';
import { useState } from 'react';
import { LoadError } from '#web/components/ui/list-states';
import { PageTitle } from '#web/components/ui/page';
import { Pager } from '#web/components/ui/pager';
import { Skeleton } from '#web/components/ui/skeleton';
import { StatCard } from '#web/components/ui/stat-card';
import { storeCalendarDate } from '#web/lib/date-time';
import { useLoadFailureToast } from '#web/lib/use-load-failure-toast';
import { useAllUsers } from '../api/get-all-users';
import { MonthStepper, monthLabel, normalise, type StepperMonth } from './month-stepper';
import { UserGrowthChart } from './user-growth-chart';
import { UsersTable } from './users-table';

/** SPEC §8. */
const USERS_LOAD_FAILED = 'Failed to load Data!';

/**
 * SPEC §2 User Management Dashboard: the cards and the 7-day growth chart over every user
 * (figured by the server), and the 'All Users' table, paged on the server.
 */
export function AllUsersAdmin() {
  const [page, setPage] = useState(1);
  const users = useAllUsers(page);
  useLoadFailureToast(users.isError, USERS_LOAD_FAILED);
  const [now] = useState(() => new Date());
  const today = storeCalendarDate(now);
  const [month, setMonth] = useState<StepperMonth>({ year: today.year, month: today.month });
  const reply = users.data;

  return (
    <>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <PageTitle>User Management Dashboard</PageTitle>
        <MonthStepper
          month={month}
          now={now}
          today={today}
          onStep={(by) => setMonth((m) => normalise(m.month + by, m.year))}
        />
      </div>

      <div className="mt-6 space-y-6">
        {users.isPending ? (
          <div role="status" aria-label="Loading users" className="space-y-6">
            <div className="grid gap-3 sm:grid-cols-3">
              {[0, 1, 2].map((i) => (
                <Skeleton key={i} className="h-24 rounded-xl" />
              ))}
            </div>
            <Skeleton className="h-72 rounded-xl" />
            <Skeleton className="h-64 rounded-xl" />
          </div>
        ) : !reply ? (
          <LoadError message={USERS_LOAD_FAILED} onRetry={() => void users.refetch()} />
        ) : (
          <>
            <div className="grid gap-3 sm:grid-cols-3">
              <StatCard
                icon={Users}
                tone="brand"
                title="Total Users"
                value={String(reply.summary.totalUsers)}
              />
              <StatCard
                icon={UserPlus}
                tone="emerald"
                title="Today's New Users"
                value={String(reply.summary.todayNewUsers)}
              >
                {/* SPEC §9 counts 'today' by UTC date, not the store's day shown above. */}
                <p className="mt-1 text-xs text-slate-500">By UTC date</p>
              </StatCard>
              <StatCard
                icon={CalendarDays}
                tone="amber"
                title="Monthly New Users"
                value={String(reply.summary.monthlyNewUsers)}
              >
                <p className="mt-1 text-xs text-slate-500">Last 30 days, by UTC date</p>
              </StatCard>
            </div>

            <UserGrowthChart growth={reply.summary.growth} monthLabel={monthLabel(month)} />

            <section
              aria-labelledby="all-users-heading"
              className="rounded-xl border border-slate-200 bg-white shadow-sm"
            >
              <div className="flex flex-wrap items-baseline justify-between gap-2 border-b border-slate-200 px-4 py-3">
                <h2 id="all-users-heading" className="text-base font-semibold text-slate-900">
                  All Users
                </h2>
                <p className="text-sm text-slate-600">Total: {reply.totalCount} users</p>
              </div>
              {users.isError && (
                <p role="alert" className="px-4 pt-3 text-sm text-red-700">
                  {USERS_LOAD_FAILED}
                </p>
              )}
              <UsersTable
                users={reply.data}
                firstNumber={(reply.page - 1) * ADMIN_USERS_PAGE_SIZE + 1}
              />
              <div className="border-t border-slate-200 px-4 pb-4">
                <p className="pt-3 text-sm text-slate-600">
                  Showing {reply.data.length} of {reply.totalCount} users
                </p>
                <Pager
                  label={`${reply.page}/${Math.max(reply.totalPage, 1)}`}
                  previousDisabled={page <= 1 || users.isFetching}
                  nextDisabled={page >= reply.totalPage || users.isFetching}
                  onPrevious={() => setPage((p) => Math.max(1, p - 1))}
                  onNext={() => setPage((p) => p + 1)}
                />
              </div>
            </section>
          </>
        )}
      </div>
    </>
  );
}
