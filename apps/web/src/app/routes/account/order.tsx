import { ORDER_MESSAGES } from '@store/contract/order';
import { orderIdFromPath } from '@store/contract/routes';
import { ArrowLeft, PackageOpen } from 'lucide-react';
import { Link, useLocation } from 'wouter';
import { textLinkClasses } from '#web/components/ui/form-card';
import { EmptyState, LoadError } from '#web/components/ui/list-states';
import { Page } from '#web/components/ui/page';
import { Skeleton } from '#web/components/ui/skeleton';
import { paths } from '#web/config/paths';
import { useOrder } from '#web/features/orders/api/get-order';
import { OrderSummary } from '#web/features/orders/components/order-summary';
import { ApiError } from '#web/lib/api-client';

/** Issue 17: `/dashboard/myorders/:orderId`, one of the shopper's orders as a whole. */
export default function OrderPage() {
  const [pathname] = useLocation();
  const orderId = orderIdFromPath(pathname)?.orderId ?? '';
  const order = useOrder(orderId);

  return (
    <Page title="Order details">
      <Link
        to={paths.dashboard.myOrders}
        className={`${textLinkClasses} mt-2 inline-flex items-center gap-1 text-sm`}
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        My Orders
      </Link>
      <div className="mt-6">
        {order.isPending ? (
          <div aria-busy="true" className="space-y-3">
            <p className="sr-only">Loading the order</p>
            <Skeleton className="h-32 w-full rounded-xl" />
            <Skeleton className="h-24 w-full rounded-xl" />
          </div>
        ) : order.isError ? (
          order.error instanceof ApiError && order.error.status === 404 ? (
            <EmptyState icon={PackageOpen}>{ORDER_MESSAGES.orderNotFound}</EmptyState>
          ) : (
            <LoadError message={order.error.message} onRetry={() => void order.refetch()} />
          )
        ) : (
          <OrderSummary order={order.data} />
        )}
      </div>
    </Page>
  );
}
