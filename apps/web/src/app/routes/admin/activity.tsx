import { ActivityAdmin } from '#web/features/activity/components/activity-admin';

/**
 * Issue 17 point 6: the audit log (every admin action the server records), newest first,
 * filterable by admin and by action, with each change's before and after.
 */
export default function AdminActivityPage() {
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-6">
      <ActivityAdmin />
    </div>
  );
}
