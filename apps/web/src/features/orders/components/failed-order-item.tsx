import { formatINR } from '@store/contract/format';
import type { OrderRecord } from '@store/contract/order';
import { CircleAlert } from 'lucide-react';
import { Link } from 'wouter';
import { CopyId } from '#web/components/ui/copy-id';
import { textLinkClasses } from '#web/components/ui/form-card';
import { OrderStatusBadge } from '#web/components/ui/order-status-badge';
import { myOrderPath } from '#web/config/paths';
import { formatDateTime } from '#web/lib/date-time';

/**
 * A payment that never completed (SPEC §2 Orders, 'Failed Products'): its timestamp and its
 * unique id (the record's), with the order id to quote when asking for help, its state
 * (PENDING, FAILED or EXPIRED) and a link to its order's page.
 */
export function FailedOrderItem({ order }: { order: OrderRecord }) {
  return (
    <article className="flex gap-3 rounded-xl border border-amber-200 bg-amber-50/60 p-4">
      <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-700" />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
          <h3 className="font-semibold break-words text-slate-900">{order.product_details.name}</h3>
          <span className="text-sm font-semibold text-slate-900">{formatINR(order.totalAmt)}</span>
        </div>
        <dl className="mt-1 space-y-0.5 text-sm text-slate-600">
          <div>
            <dt className="inline">Time: </dt>
            <dd className="inline">
              <time dateTime={order.createdAt}>{formatDateTime(order.createdAt)}</time>
            </dd>
          </div>
          <div>
            <dt className="inline">Unique ID: </dt>
            <dd className="inline">
              <CopyId layout="inline" label="Unique ID" value={order._id} />
            </dd>
          </div>
          <div>
            <dt className="inline">Order ID: </dt>
            <dd className="inline">
              <CopyId layout="inline" label="Order ID" value={order.orderId} />
            </dd>
          </div>
          <div>
            <dt className="inline">State: </dt>
            <dd className="inline">
              <OrderStatusBadge status={order.payment_status} />
            </dd>
          </div>
        </dl>
        <Link
          to={myOrderPath(order.orderId)}
          className={`${textLinkClasses} mt-1 inline-block text-sm`}
        >
          View order<span className="sr-only">: {order.product_details.name}</span>
        </Link>
      </div>
    </article>
  );
}
