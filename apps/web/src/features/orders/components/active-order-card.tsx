import { formatINR } from '@store/contract/format';
import { ORDER_MESSAGES, type OrderRecord } from '@store/contract/order';
import { Ban, Download, FileText } from 'lucide-react';
import { Link } from 'wouter';
import { AssetImage } from '#web/components/ui/asset-image';
import { buttonClasses } from '#web/components/ui/button';
import { CopyId } from '#web/components/ui/copy-id';
import { textLinkClasses } from '#web/components/ui/form-card';
import { downloadPath, invoicePath } from '#web/config/file-links';
import { myOrderPath, paths } from '#web/config/paths';
import { formatDateTime } from '#web/lib/date-time';

/**
 * A bought product (SPEC §2 Orders, 'Active Products'): Payment ID, image, name, purchase date,
 * total, and 'Download Now' through the server's entitlement check. A blocked purchase has
 * no download, only the reason. 'View order' opens its whole order (issue 17).
 */
export function ActiveOrderCard({ order }: { order: OrderRecord }) {
  const { name, image } = order.product_details;
  const date = order.paidAt ?? order.createdAt;
  const blocked = order.payment_status === 'BLOCKED';
  return (
    <article className="flex h-full flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4">
      <div className="flex gap-4">
        <AssetImage
          src={image[0]}
          alt={name}
          width={96}
          height={96}
          sizes="96px"
          className="aspect-square size-20 shrink-0 rounded-lg sm:size-24"
        />
        <div className="min-w-0 flex-1">
          <h3 className="font-semibold break-words text-slate-900">{name}</h3>
          <dl className="mt-1 space-y-0.5 text-sm text-slate-600">
            <div>
              <dt className="inline">Payment ID: </dt>
              <dd className="inline">
                {order.paymentId ? (
                  <CopyId layout="inline" label="Payment ID" value={order.paymentId} />
                ) : (
                  '—'
                )}
              </dd>
            </div>
            <div>
              <dt className="inline">Date: </dt>
              <dd className="inline">
                <time dateTime={date}>{formatDateTime(date)}</time>
              </dd>
            </div>
            <div>
              <dt className="inline">Total: </dt>
              <dd className="inline font-semibold text-slate-900">{formatINR(order.totalAmt)}</dd>
            </div>
          </dl>
          <Link
            to={myOrderPath(order.orderId)}
            className={`${textLinkClasses} mt-1 inline-block text-sm`}
          >
            View order<span className="sr-only">: {name}</span>
          </Link>
        </div>
      </div>
      <div className="mt-auto flex flex-wrap items-center gap-x-4 gap-y-3">
        {order.refunded ? (
          <p className="rounded-full bg-slate-100 px-3 py-1 text-sm font-medium text-slate-700">
            Refunded
          </p>
        ) : blocked ? (
          <p className="flex items-start gap-2 rounded-lg bg-red-50 px-3 py-2.5 text-sm text-red-800">
            <Ban aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <span>
              {ORDER_MESSAGES.accessBlocked} —{' '}
              <Link to={paths.contactUs} className={textLinkClasses}>
                contact us
              </Link>
            </span>
          </p>
        ) : (
          <a
            href={downloadPath(order.productId)}
            target="_blank"
            rel="noopener"
            className={buttonClasses({ className: 'w-full sm:w-auto' })}
          >
            <Download aria-hidden="true" className="size-4" />
            Download Now<span className="sr-only">: {name}</span>
          </a>
        )}
        {order.invoiceNumber && (
          <a
            href={invoicePath(order.orderId)}
            download
            className={`${textLinkClasses} inline-flex min-h-6 items-center gap-1.5 text-sm`}
          >
            <FileText aria-hidden="true" className="size-4" />
            Invoice{' '}
            <span className="sr-only">
              {order.invoiceNumber} for {name} (PDF)
            </span>
          </a>
        )}
      </div>
    </article>
  );
}
