import { formatINR } from '@store/contract/format';
import { formatPaise } from '@store/contract/gst';
import { isHoldingStatus } from '@store/contract/order';
import type { OrderView } from '@store/contract/order-view';
import { Ban, Download, FileText, Undo2 } from 'lucide-react';
import { AssetImage } from '#web/components/ui/asset-image';
import { buttonClasses } from '#web/components/ui/button';
import { CopyId } from '#web/components/ui/copy-id';
import { textLinkClasses } from '#web/components/ui/form-card';
import { OrderStatusBadge } from '#web/components/ui/order-status-badge';
import { creditNotePath, downloadPath, invoicePath } from '#web/config/file-links';
import { formatDateTime } from '#web/lib/date-time';

const STATE_NOTES: Partial<Record<OrderView['payment_status'], string>> = {
  PENDING: 'Waiting for the payment to be confirmed.',
  FAILED: 'The payment failed. Nothing was charged for this order; check out again to buy.',
  EXPIRED: 'No payment arrived in time, so this order expired. Check out again to buy.',
  BLOCKED: 'Access to this order is blocked. Contact us if you think this is a mistake.',
};

/**
 * One order as a whole (issue 17): its id, date and time in the store's zone, total, state,
 * and each item with Download Now while the order holds its products (PAID). A refunded
 * item says "Refunded" instead (its download stopped); refunds list their credit notes.
 */
export function OrderSummary({ order }: { order: OrderView }) {
  const date = order.paidAt ?? order.createdAt;
  const canDownload = order.payment_status === 'PAID';
  const note = STATE_NOTES[order.payment_status];
  return (
    <div className="space-y-6">
      <dl className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4 text-sm sm:grid-cols-2">
        <div className="min-w-0">
          <dt className="text-slate-600">Order ID</dt>
          <dd className="font-medium text-slate-900">
            <CopyId layout="inline" label="Order ID" value={order.orderId} />
          </dd>
        </div>
        <div>
          <dt className="text-slate-600">Date</dt>
          <dd className="font-medium text-slate-900">
            <time dateTime={date}>{formatDateTime(date)}</time>
          </dd>
        </div>
        <div>
          <dt className="text-slate-600">Total</dt>
          <dd className="text-base font-semibold text-slate-900">{formatINR(order.totalAmt)}</dd>
        </div>
        <div>
          <dt className="text-slate-600">State</dt>
          <dd>
            <OrderStatusBadge status={order.payment_status} />
          </dd>
        </div>
        {order.paymentId && (
          <div className="min-w-0 sm:col-span-2">
            <dt className="text-slate-600">Payment ID</dt>
            <dd className="font-medium text-slate-900">
              <CopyId layout="inline" label="Payment ID" value={order.paymentId} />
            </dd>
          </div>
        )}
        {order.invoiceNumber && (
          <div className="min-w-0 sm:col-span-2">
            <dt className="text-slate-600">Invoice</dt>
            <dd>
              <a
                href={invoicePath(order.orderId)}
                download
                className={`${textLinkClasses} inline-flex min-h-6 items-center gap-1.5`}
              >
                <FileText aria-hidden="true" className="size-4" />
                {order.invoiceNumber} <span className="sr-only">(PDF)</span>
              </a>
            </dd>
          </div>
        )}
        {order.refunds.length > 0 && (
          <div className="min-w-0 sm:col-span-2">
            <dt className="text-slate-600">Refunds</dt>
            <dd>
              <ul className="space-y-1">
                {order.refunds.map((refund) => (
                  <li key={refund.refundId} className="text-slate-900">
                    {formatPaise(refund.amountPaise)} —{' '}
                    {refund.status === 'SUCCESS' ? 'refunded' : refund.status.toLowerCase()}
                    {refund.creditNoteNumber && (
                      <>
                        {', credit note '}
                        <a
                          href={creditNotePath(refund.refundId)}
                          download
                          className={`${textLinkClasses} inline-flex min-h-6 items-center gap-1.5`}
                        >
                          <FileText aria-hidden="true" className="size-4" />
                          {refund.creditNoteNumber} <span className="sr-only">(PDF)</span>
                        </a>
                      </>
                    )}
                  </li>
                ))}
              </ul>
            </dd>
          </div>
        )}
      </dl>
      {note && (
        <p
          className={`flex items-start gap-2 rounded-lg px-3 py-2.5 text-sm ${
            isHoldingStatus(order.payment_status)
              ? 'bg-red-50 text-red-800'
              : 'bg-amber-50 text-amber-900'
          }`}
        >
          <Ban aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {note}
        </p>
      )}
      <section aria-labelledby="order-items-heading">
        <h2 id="order-items-heading" className="text-lg font-semibold text-slate-900">
          Items ({order.items.length})
        </h2>
        <ul className="mt-3 space-y-3">
          {order.items.map((item) => (
            <li
              key={item.productId}
              className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:flex-row sm:items-center"
            >
              <div className="flex min-w-0 flex-1 gap-4">
                <AssetImage
                  src={item.image[0]}
                  alt={item.name}
                  width={64}
                  height={64}
                  sizes="64px"
                  className="aspect-square size-16 shrink-0 rounded-lg"
                />
                <div className="min-w-0">
                  <h3 className="font-semibold break-words text-slate-900">{item.name}</h3>
                  <p className="text-sm text-slate-600">
                    {item.quantity > 1 ? `${item.quantity} × ${formatINR(item.unitPrice)} = ` : ''}
                    <span className="font-semibold text-slate-900">{formatINR(item.amount)}</span>
                    {item.discount > 0 && (
                      <span className="ml-2 text-slate-600">
                        (list {formatINR(item.price)}, {item.discount}% off)
                      </span>
                    )}
                  </p>
                </div>
              </div>
              {item.refunded ? (
                <span className="inline-flex items-center gap-1.5 self-start rounded-full bg-slate-100 px-3 py-1 text-sm font-medium text-slate-700 sm:self-center">
                  <Undo2 aria-hidden="true" className="size-4" />
                  Refunded
                </span>
              ) : (
                canDownload && (
                  <a
                    href={downloadPath(item.productId)}
                    target="_blank"
                    rel="noopener"
                    className={buttonClasses({ className: 'w-full sm:w-auto' })}
                  >
                    <Download aria-hidden="true" className="size-4" />
                    Download Now<span className="sr-only">: {item.name}</span>
                  </a>
                )
              )}
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
