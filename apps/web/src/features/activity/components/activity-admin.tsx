import { History } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '#web/components/ui/button';
import { selectClasses } from '#web/components/ui/field';
import { EmptyState, LoadError } from '#web/components/ui/list-states';
import { PageTitle } from '#web/components/ui/page';
import { storeZoneLabel } from '#web/lib/date-time';
import { type AuditFilter, useAuditFilters, useAuditLog } from '../api/audit-log';
import { ActivityEntry } from './activity-entry';

/**
 * Issue 17 point 6: the audit log (every admin action the server records), newest first,
 * filterable by admin and by action, with each change's before and after.
 */
export function ActivityAdmin() {
  const [filter, setFilter] = useState<AuditFilter>({ adminId: '', action: '' });
  const filters = useAuditFilters();
  const log = useAuditLog(filter);
  const adminId = useId();
  const actionId = useId();
  const entries = log.data?.pages.flatMap((page) => page.data) ?? [];
  const filtered = filter.adminId !== '' || filter.action !== '';

  return (
    <>
      <PageTitle>Activity</PageTitle>
      <p className="mt-1 text-sm text-slate-600">
        What admins changed, newest first. Times are {storeZoneLabel()}.
      </p>
      <div className="mt-4 grid gap-3 sm:grid-cols-2">
        <div>
          <label htmlFor={adminId} className="block text-sm font-medium text-slate-800">
            Admin
          </label>
          <select
            id={adminId}
            value={filter.adminId}
            onChange={(event) => setFilter({ ...filter, adminId: event.target.value })}
            className={`${selectClasses} mt-1`}
          >
            <option value="">All admins</option>
            {filters.data?.admins.map((admin) => (
              <option key={admin._id} value={admin._id}>
                {admin.name ? `${admin.name} (${admin.email})` : admin.email}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={actionId} className="block text-sm font-medium text-slate-800">
            Action
          </label>
          <select
            id={actionId}
            value={filter.action}
            onChange={(event) => setFilter({ ...filter, action: event.target.value })}
            className={`${selectClasses} mt-1`}
          >
            <option value="">All actions</option>
            {filters.data?.actions.map((action) => (
              <option key={action} value={action}>
                {action}
              </option>
            ))}
          </select>
        </div>
      </div>

      <div className="mt-6">
        {log.isPending ? (
          <p role="status" className="text-sm text-slate-600">
            Loading activity…
          </p>
        ) : log.isError ? (
          <LoadError message={log.error.message} onRetry={() => void log.refetch()} />
        ) : entries.length === 0 ? (
          <EmptyState icon={History}>
            {filtered ? 'No activity matches these filters.' : 'No admin activity yet.'}
          </EmptyState>
        ) : (
          <>
            <ul aria-label="Activity, newest first" className="space-y-3">
              {entries.map((entry) => (
                <ActivityEntry key={entry._id} entry={entry} />
              ))}
            </ul>
            {log.hasNextPage && (
              <Button
                variant="secondary"
                className="mt-4 w-full sm:w-auto"
                disabled={log.isFetchingNextPage}
                onClick={() => void log.fetchNextPage()}
              >
                {log.isFetchingNextPage ? 'Loading…' : 'Load older activity'}
              </Button>
            )}
          </>
        )}
      </div>
    </>
  );
}
