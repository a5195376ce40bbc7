import { AllUsersAdmin } from '#web/features/admin-users/components/all-users-admin';

/**
 * SPEC §2 User Management Dashboard: the cards and the 7-day growth chart over every user
 * (figured by the server), and the 'All Users' table, paged on the server.
 */
export default function AdminAllUsersPage() {
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-6">
      <AllUsersAdmin />
    </div>
  );
}
