import { ORDER_MESSAGES } from '@store/contract/order';
import { orderIdFromPath } from '@store/contract/routes';
import { ArrowLeft, Receipt } from 'lucide-react';
import { Link, useLocation } from 'wouter';
import { textLinkClasses } from '#web/components/ui/form-card';
import { EmptyState, LoadError } from '#web/components/ui/list-states';
import { PageTitle } from '#web/components/ui/page';
import { Skeleton } from '#web/components/ui/skeleton';
import { paths } from '#web/config/paths';
import { useAdminOrder } from '#web/features/admin-orders/api/admin-orders';
import { OrderHistory } from '#web/features/admin-orders/components/order-history';
import { ApiError } from '#web/lib/api-client';

/** Issue 17: `/dashboard/orders/:orderId`, one order with its buyer, items and history. */
export default function AdminOrderPage() {
  const [pathname] = useLocation();
  const orderId = orderIdFromPath(pathname)?.orderId ?? '';
  const order = useAdminOrder(orderId);

  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-6">
      <PageTitle>Order details</PageTitle>
      <Link
        to={paths.dashboard.orders}
        className={`${textLinkClasses} mt-2 inline-flex items-center gap-1 text-sm`}
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        Orders
      </Link>
      <div className="mt-6">
        {order.isPending ? (
          <div aria-busy="true" className="space-y-3">
            <p className="sr-only">Loading the order</p>
            <Skeleton className="h-40 w-full rounded-xl" />
            <Skeleton className="h-24 w-full rounded-xl" />
          </div>
        ) : order.isError ? (
          order.error instanceof ApiError && order.error.status === 404 ? (
            <EmptyState icon={Receipt}>{ORDER_MESSAGES.orderNotFound}</EmptyState>
          ) : (
            <LoadError message={order.error.message} onRetry={() => void order.refetch()} />
          )
        ) : (
          <OrderHistory order={order.data} />
        )}
      </div>
    </div>
  );
}
