import { ExportsAdmin } from '#web/features/exports/components/exports-admin';

/**
 * Issue 17 point 6: CSV files for the owner's accountant — orders (a row per order line),
 * sales by day, refunds and credit notes, users — for a range of calendar days on the store's clock.
 */
export default function AdminExportsPage() {
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-6">
      <ExportsAdmin />
    </div>
  );
}
