import { SalesAdmin } from '#web/features/sales/components/sales-admin';

/**
 * SPEC §2 Sales Analytics: pick a year for its cards and monthly chart, then a month for
 * the daily charts (days 1 to 31, missing days as 0) or the daily table.
 */
export default function AdminSalesPage() {
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-6">
      <SalesAdmin />
    </div>
  );
}
