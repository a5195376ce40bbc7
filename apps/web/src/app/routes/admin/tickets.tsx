import { TicketsAdmin } from '#web/features/tickets/components/tickets-admin';

/**
 * SPEC §2 Contact Us Tickets: every ticket newest first, the issue previewed to 50
 * characters (a click shows it whole), and Delete after a confirmation.
 */
export default function AdminTicketsPage() {
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-6">
      <TicketsAdmin />
    </div>
  );
}
