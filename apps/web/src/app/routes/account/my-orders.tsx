import type { OrderRecord } from '@store/contract/order';
import { PackageOpen } from 'lucide-react';
import { Page } from '../../../components/ui/page';
import { Skeleton } from '../../../components/ui/skeleton';
import { useOrderList } from '../../../features/orders/api/get-order-list';
import { ActiveOrderCard } from '../../../features/orders/components/active-order-card';
import { FailedOrderItem } from '../../../features/orders/components/failed-order-item';

const sectionHeading = 'text-lg font-semibold text-slate-900';

/**
 * SPEC §2 Orders: the shopper's order records split by payment status. PENDING ones are the
 * 'Failed Products'; every other status (PAID, BLOCKED) is an 'Active Product'. A failed
 * fetch is swallowed (SPEC §8): the page then shows its empty state.
 */
export default function MyOrdersPage() {
  const orders = useOrderList();

  return (
    <Page title="Order">
      <div className="mt-6">
        {orders.isPending ? (
          <OrdersSkeleton />
        ) : !orders.data || orders.data.length === 0 ? (
          <div className="flex flex-col items-center rounded-xl border border-dashed border-slate-300 px-4 py-12 text-center">
            <PackageOpen aria-hidden="true" className="size-8 text-slate-400" />
            <p className="mt-3 text-sm font-medium text-slate-600">No Data</p>
          </div>
        ) : (
          <OrderSections orders={orders.data} />
        )}
      </div>
    </Page>
  );
}

function OrderSections({ orders }: { orders: OrderRecord[] }) {
  const failed = orders.filter((order) => order.payment_status === 'PENDING');
  const active = orders.filter((order) => order.payment_status !== 'PENDING');
  return (
    <div className="space-y-10">
      <section aria-labelledby="active-products">
        <h2 id="active-products" className={sectionHeading}>
          Active Products
        </h2>
        {active.length === 0 ? (
          <p className="mt-3 text-sm text-slate-600">No Active Products</p>
        ) : (
          <ul aria-label="Active Products" className="mt-4 grid gap-4 md:grid-cols-2">
            {active.map((order) => (
              <li key={order._id}>
                <ActiveOrderCard order={order} />
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="failed-products">
        <h2 id="failed-products" className={sectionHeading}>
          Failed Products
        </h2>
        {failed.length === 0 ? (
          <p className="mt-3 text-sm text-slate-600">No Failed Payments</p>
        ) : (
          <ul aria-label="Failed Products" className="mt-4 grid gap-3 lg:grid-cols-2">
            {failed.map((order) => (
              <li key={order._id}>
                <FailedOrderItem order={order} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

function OrdersSkeleton() {
  return (
    <ul aria-label="Loading orders" className="grid gap-4 md:grid-cols-2">
      {[0, 1, 2].map((n) => (
        <li key={n} className="rounded-xl border border-slate-200 p-4">
          <div className="flex gap-4">
            <Skeleton className="size-20 shrink-0 rounded-lg sm:size-24" />
            <div className="flex-1 space-y-2">
              <Skeleton className="h-4 w-3/4" />
              <Skeleton className="h-3 w-1/2" />
              <Skeleton className="h-3 w-1/3" />
            </div>
          </div>
          <Skeleton className="mt-4 h-11 w-full rounded-lg sm:w-36" />
        </li>
      ))}
    </ul>
  );
}
