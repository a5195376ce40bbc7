import { OrdersAdmin } from '#web/features/admin-orders/components/orders-admin';

/**
 * Issue 17: orders as orders. Search by order id, payment id, buyer e-mail or name; filter by
 * state and by days in the store's time zone (both days included). Payments (SPEC §2) stays.
 */
export default function AdminOrdersPage() {
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-6">
      <OrdersAdmin />
    </div>
  );
}
