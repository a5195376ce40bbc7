import { formatINR } from '@store/contract/format';
import type { AdminOrderDetail } from '@store/contract/order-view';
import { FileText } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Button } from '#web/components/ui/button';
import { CopyId } from '#web/components/ui/copy-id';
import { textLinkClasses } from '#web/components/ui/form-card';
import { OrderStatusBadge } from '#web/components/ui/order-status-badge';
import { invoicePath } from '#web/config/file-links';
import { formatDateTime } from '#web/lib/date-time';
import { OrderRefunds } from './order-refunds';
import { RefundDialog, type RefundTarget } from './refund-dialog';

const sectionClass = 'rounded-xl border border-slate-200 bg-white p-4';
const headingClass = 'text-lg font-semibold text-slate-900';

/** Who moved the order: the admin's e-mail, or the system part that did it. */
const ACTORS: Record<string, string> = {
  webhook: 'Payment webhook',
  verify: 'Return page check',
  reconcile: 'Reconcile job',
  admin: 'Admin',
};

/**
 * One order for an admin (issue 17): buyer, items with names and amounts, the provider's
 * payment events, every state change (transitions) and the admin actions (audit rows).
 * A PAID order's items can be refunded one by one or all at once (decision 0044).
 */
export function OrderHistory({ order }: { order: AdminOrderDetail }) {
  const [refunding, setRefunding] = useState<RefundTarget | null>(null);
  const refundable = order.payment_status === 'PAID';
  const left = order.items.filter((item) => !item.refunded);
  return (
    <div className="space-y-5">
      <section aria-labelledby="order-facts" className={sectionClass}>
        <h2 id="order-facts" className={headingClass}>
          Order
        </h2>
        <dl className="mt-3 grid gap-3 text-sm sm:grid-cols-2">
          <Fact label="Order ID">
            <CopyId layout="inline" label="Order ID" value={order.orderId} />
          </Fact>
          <Fact label="State">
            <OrderStatusBadge status={order.payment_status} />
          </Fact>
          <Fact label="Created">
            <time dateTime={order.createdAt}>{formatDateTime(order.createdAt)}</time>
          </Fact>
          <Fact label="Paid">
            {order.paidAt ? (
              <time dateTime={order.paidAt}>{formatDateTime(order.paidAt)}</time>
            ) : (
              '—'
            )}
          </Fact>
          <Fact label="Total">
            <span className="font-semibold">{formatINR(order.totalAmt)}</span>
            {order.subTotalAmt !== order.totalAmt && (
              <span className="text-slate-600"> (list {formatINR(order.subTotalAmt)})</span>
            )}
          </Fact>
          <Fact label="Payment ID">
            {order.paymentId ? (
              <CopyId layout="inline" label="Payment ID" value={order.paymentId} />
            ) : (
              '—'
            )}
          </Fact>
          <Fact label="Buyer">
            {order.buyer.name}{' '}
            <span className="break-all text-slate-600">({order.buyer.email})</span>
          </Fact>
          <Fact label="Checkout contact">
            <span className="break-all">{order.customerEmail}</span>, {order.customerPhone}
          </Fact>
          <Fact label="Provider">{order.provider}</Fact>
          <Fact label="Invoice">
            {order.invoiceNumber ? (
              <a
                href={invoicePath(order.orderId)}
                download
                className={`${textLinkClasses} inline-flex min-h-6 items-center gap-1.5`}
              >
                <FileText aria-hidden="true" className="size-4" />
                {order.invoiceNumber} <span className="sr-only">(PDF)</span>
              </a>
            ) : (
              '—'
            )}
          </Fact>
        </dl>
      </section>

      <section aria-labelledby="order-items" className={sectionClass}>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="order-items" className={headingClass}>
            Items ({order.items.length})
          </h2>
          {refundable && left.length > 1 && (
            <Button
              variant="danger"
              size="sm"
              onClick={() => setRefunding({ items: left, all: true })}
            >
              Refund all
            </Button>
          )}
        </div>
        <ul className="mt-3 divide-y divide-slate-100 text-sm">
          {order.items.map((item) => (
            <li key={item.productId} className="flex flex-wrap justify-between gap-2 py-2">
              <span className="min-w-0 break-words text-slate-900">
                {item.name}
                {item.quantity > 1 ? ` × ${item.quantity}` : ''}
              </span>
              <span className="flex flex-wrap items-center gap-3">
                <span className="font-semibold whitespace-nowrap text-slate-900">
                  {formatINR(item.amount)}
                  {item.discount > 0 && (
                    <span className="font-normal text-slate-600">
                      {' '}
                      (list {formatINR(item.price)}, {item.discount}% off)
                    </span>
                  )}
                </span>
                {item.refunded ? (
                  <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-medium text-slate-700">
                    Refunded
                  </span>
                ) : (
                  refundable && (
                    <Button
                      variant="danger"
                      size="sm"
                      onClick={() => setRefunding({ items: [item], all: false })}
                    >
                      Refund<span className="sr-only">: {item.name}</span>
                    </Button>
                  )
                )}
              </span>
            </li>
          ))}
        </ul>
      </section>

      {order.adminRefunds.length > 0 && (
        <section aria-labelledby="order-refunds" className={sectionClass}>
          <h2 id="order-refunds" className={headingClass}>
            Refunds
          </h2>
          <OrderRefunds order={order} />
        </section>
      )}

      <RefundDialog orderId={order.orderId} target={refunding} onClose={() => setRefunding(null)} />

      <section aria-labelledby="order-events" className={sectionClass}>
        <h2 id="order-events" className={headingClass}>
          Payment events
        </h2>
        {order.events.length === 0 ? (
          <p className="mt-2 text-sm text-slate-600">No payment attempt recorded.</p>
        ) : (
          <ol aria-label="Payment events" className="mt-3 space-y-2 text-sm">
            {order.events.map((event) => (
              <li key={`${event.providerPaymentId}-${event.paymentStatus}`} className="break-words">
                <time dateTime={event.receivedAt} className="text-slate-600">
                  {formatDateTime(event.receivedAt)}
                </time>{' '}
                — <span className="font-semibold">{event.paymentStatus}</span>
                {event.amount !== null ? ` ${formatINR(event.amount)}` : ''}, payment{' '}
                <span className="font-mono break-all">{event.providerPaymentId}</span> (
                {event.source})
              </li>
            ))}
          </ol>
        )}
      </section>

      <section aria-labelledby="order-transitions" className={sectionClass}>
        <h2 id="order-transitions" className={headingClass}>
          History
        </h2>
        {order.transitions.length === 0 ? (
          <p className="mt-2 text-sm text-slate-600">No state change yet.</p>
        ) : (
          <ol aria-label="History" className="mt-3 space-y-2 text-sm">
            {order.transitions.map((t) => (
              <li key={`${t.createdAt}-${t.toStatus}`} className="break-words">
                <time dateTime={t.createdAt} className="text-slate-600">
                  {formatDateTime(t.createdAt)}
                </time>{' '}
                — {t.fromStatus ?? 'new'} → <span className="font-semibold">{t.toStatus}</span> by{' '}
                {t.actorEmail ?? ACTORS[t.actorKind] ?? t.actorKind}
                {t.note ? ` (${t.note})` : ''}
              </li>
            ))}
          </ol>
        )}
      </section>

      <section aria-labelledby="order-audit" className={sectionClass}>
        <h2 id="order-audit" className={headingClass}>
          Admin actions
        </h2>
        {order.audit.length === 0 ? (
          <p className="mt-2 text-sm text-slate-600">No admin action on this order.</p>
        ) : (
          <ol aria-label="Admin actions" className="mt-3 space-y-2 text-sm">
            {order.audit.map((entry) => (
              <li key={`${entry.createdAt}-${entry.action}`} className="break-words">
                <time dateTime={entry.createdAt} className="text-slate-600">
                  {formatDateTime(entry.createdAt)}
                </time>{' '}
                — <span className="font-semibold">{entry.action}</span> by{' '}
                {entry.actorEmail ?? 'a removed admin'}
                <span className="block font-mono text-xs break-all text-slate-600">
                  {JSON.stringify(entry.details)}
                </span>
              </li>
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-slate-600">{label}</dt>
      <dd className="text-slate-900">{children}</dd>
    </div>
  );
}
