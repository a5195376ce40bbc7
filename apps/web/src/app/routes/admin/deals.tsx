import { DealsAdmin } from '#web/features/admin-catalogue/components/deals-admin';

/**
 * SPEC §2 Deals: 'Deals (total count)', search, the deals with Remove Deal, and
 * Previous / page-total / Next from page 0.
 */
export default function AdminDealsPage() {
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-6">
      <DealsAdmin />
    </div>
  );
}
