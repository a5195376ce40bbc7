import { isHoldingStatus, type OrderRecord } from '@store/contract/order';
import { PackageOpen } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { Page } from '#web/components/ui/page';
import { Skeleton } from '#web/components/ui/skeleton';
import { useOrderList } from '#web/features/orders/api/get-order-list';
import { ActiveOrderCard } from '#web/features/orders/components/active-order-card';
import { FailedOrderItem } from '#web/features/orders/components/failed-order-item';

const sectionHeading = 'text-lg font-semibold text-slate-900';

/**
 * SPEC §2 Orders: the shopper's order records split by payment status. PAID and BLOCKED ones
 * are 'Active Products'; the unpaid ones (PENDING as SPEC says, and FAILED and EXPIRED,
 * decision 39) are the 'Failed Products'. Each links to its order's page. A failed fetch is
 * swallowed (SPEC §8): the page then shows its empty state.
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
  return (
    <div className="space-y-10">
      <OrderSection
        title="Active Products"
        empty="No Active Products"
        orders={orders.filter((order) => isHoldingStatus(order.payment_status))}
        listClassName="gap-4 md:grid-cols-2"
        render={(order) => <ActiveOrderCard order={order} />}
      />
      <OrderSection
        title="Failed Products"
        empty="No Failed Payments"
        orders={orders.filter((order) => !isHoldingStatus(order.payment_status))}
        listClassName="gap-3 lg:grid-cols-2"
        render={(order) => <FailedOrderItem order={order} />}
      />
    </div>
  );
}

/** One of the two order sections (SPEC §4: holding versus unpaid). */
function OrderSection(props: {
  title: string;
  empty: string;
  orders: OrderRecord[];
  listClassName: string;
  render: (order: OrderRecord) => ReactNode;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className={sectionHeading}>
        {props.title}
      </h2>
      {props.orders.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600">{props.empty}</p>
      ) : (
        <ul aria-label={props.title} className={`mt-4 grid ${props.listClassName}`}>
          {props.orders.map((order) => (
            <li key={order._id}>{props.render(order)}</li>
          ))}
        </ul>
      )}
    </section>
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
