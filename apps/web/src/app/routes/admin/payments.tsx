import { PaymentsAdmin } from '#web/features/admin-payments/components/payments-admin';

/**
 * SPEC §2 Payment Management: the four summary cards, then every order row (ten a page) with
 * Allow and Delete on a pending row, Block Access on a paid one and Allow on a blocked one.
 */
export default function AdminPaymentsPage() {
  return (
    // From 1280 px the dashboard's own margin is enough: the twelve columns need the 32 px.
    <div className="mx-auto w-full max-w-7xl px-4 py-6 xl:px-0">
      <PaymentsAdmin />
    </div>
  );
}
