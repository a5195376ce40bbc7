import { formatINR } from '@store/contract/format';
import type { AdminOrderRow } from '@store/contract/order-view';
import { Link } from 'wouter';
import { textLinkClasses } from '#web/components/ui/form-card';
import { OrderStatusBadge } from '#web/components/ui/order-status-badge';
import {
  CARDS_BELOW,
  ResponsiveTable,
  type TableColumn,
} from '#web/components/ui/responsive-table';
import { adminOrderPath } from '#web/config/paths';
import { formatDateTime } from '#web/lib/date-time';

const columns: readonly TableColumn<AdminOrderRow>[] = [
  {
    header: 'Order ID',
    rowHeader: true,
    className: 'break-all',
    cell: (row) => (
      <Link to={adminOrderPath(row.orderId)} className={`${textLinkClasses} font-mono text-xs`}>
        {row.orderId}
      </Link>
    ),
  },
  {
    header: 'Date & Time',
    cell: (row) => <time dateTime={row.createdAt}>{formatDateTime(row.createdAt)}</time>,
  },
  {
    header: 'Buyer',
    className: 'break-words',
    cell: (row) => (
      <>
        <span className="block font-medium text-slate-900">{row.buyerName}</span>
        <span className="block break-all text-slate-600">{row.buyerEmail}</span>
      </>
    ),
  },
  {
    header: 'Items',
    className: 'break-words',
    cell: (row) => row.productNames.join(', '),
  },
  { header: 'Status', cell: (row) => <OrderStatusBadge status={row.payment_status} /> },
  {
    header: 'Amount',
    className: 'text-right font-semibold whitespace-nowrap',
    cell: (row) => formatINR(row.totalAmt),
  },
];

/** The admin Orders list (issue 17): one row per checkout, linking to its page. */
export function OrdersTable({ rows, busy }: { rows: readonly AdminOrderRow[]; busy: boolean }) {
  return (
    <ResponsiveTable
      caption="Orders"
      columns={columns}
      rows={rows}
      rowKey={(row) => row.orderId}
      cardsBelow={CARDS_BELOW.desktop}
      busy={busy}
    />
  );
}
