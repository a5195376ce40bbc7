import { formatPaise } from '@store/contract/gst';
import type { AdminOrderDetail } from '@store/contract/order-view';
import { FileText } from 'lucide-react';
import { textLinkClasses } from '#web/components/ui/form-card';
import { creditNotePath } from '#web/config/file-links';
import { formatDateTime } from '#web/lib/date-time';

const STATUS_TEXT = {
  PENDING: 'Pending',
  SUCCESS: 'Refunded',
  CANCELLED: 'Cancelled',
  ONHOLD: 'On hold',
} as const;

/** The order's refunds (decision 0044): amount, items, status, reason and credit note. */
export function OrderRefunds({ order }: { order: AdminOrderDetail }) {
  const names = new Map(order.items.map((item) => [item.productId, item.name]));
  return (
    <ol aria-label="Refunds" className="mt-3 space-y-3 text-sm">
      {order.adminRefunds.map((refund) => (
        <li key={refund.refundId} className="break-words">
          <span className="font-semibold">{formatPaise(refund.amountPaise)}</span> —{' '}
          <span className="font-semibold">{STATUS_TEXT[refund.status]}</span>
          {refund.statusDescription ? ` (${refund.statusDescription})` : ''}:{' '}
          {refund.productIds.map((id) => names.get(id) ?? id).join(', ')}
          <span className="block text-slate-600">
            <time dateTime={refund.createdAt}>{formatDateTime(refund.createdAt)}</time> by{' '}
            {refund.requestedBy ?? 'a removed admin'}: “{refund.reason}” ·{' '}
            <span className="font-mono">{refund.refundId}</span>
          </span>
          {refund.creditNoteNumber && (
            <a
              href={creditNotePath(refund.refundId)}
              download
              className={`${textLinkClasses} inline-flex min-h-6 items-center gap-1.5`}
            >
              <FileText aria-hidden="true" className="size-4" />
              Credit note {refund.creditNoteNumber} <span className="sr-only">(PDF)</span>
            </a>
          )}
        </li>
      ))}
    </ol>
  );
}
