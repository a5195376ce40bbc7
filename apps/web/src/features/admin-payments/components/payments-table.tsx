import { formatINR } from '@store/contract/format';
import { type AdminOrderRecord, UNPAID_STATUSES } from '@store/contract/order';
import { Ban, ExternalLink, ShieldCheck, Trash2 } from 'lucide-react';
import { AssetImage } from '#web/components/ui/asset-image';
import { Button } from '#web/components/ui/button';
import { CopyId } from '#web/components/ui/copy-id';
import {
  CARDS_BELOW,
  ResponsiveTable,
  type TableColumn,
} from '#web/components/ui/responsive-table';
import { Skeleton } from '#web/components/ui/skeleton';
// 'Date & Time' on the store's clock, the one Sales counts days by (issue 15).
import { formatDateTime } from '#web/lib/date-time';
import { StatusBadge } from './status-badge';

/** SPEC §2, in this order. */
export const PAYMENT_COLUMNS = [
  'Sr.no',
  'Product',
  'Image',
  'Drive Link',
  'User ID',
  'Date & Time',
  'Status',
  'Payment ID',
  'Order ID',
  'Unique ID',
  'Amount',
  'Actions',
] as const;

interface PaymentsTableProps {
  rows: AdminOrderRecord[];
  /** Sr.no of the first row (rows of earlier pages are counted). */
  firstNumber: number;
  /** An order id whose action is on its way: its buttons wait. */
  busyOrderId?: string | undefined;
  onAllow: (row: AdminOrderRecord) => void;
  onDelete: (row: AdminOrderRecord) => void;
  onBlock: (row: AdminOrderRecord) => void;
  /** The next page is loading over this one. */
  busy?: boolean;
}

// In the table (from 1280 px) the action buttons stack, their words may wrap ('Block /
// Access') and their icons step aside: twelve columns fit the 974 px the admin content has
// at 1280 px only if no cell insists on one long line.
const actionButton = 'h-auto min-h-8 px-2 py-1 text-xs xl:w-full';
const actionIcon = 'size-3.5 shrink-0 xl:hidden';

/** SPEC §2's columns, in this order; 'Date & Time' keeps whatever formatter is current. */
function paymentColumns({
  firstNumber,
  busyOrderId,
  onAllow,
  onDelete,
  onBlock,
}: Omit<PaymentsTableProps, 'rows' | 'busy'>): TableColumn<AdminOrderRecord>[] {
  return [
    { header: 'Sr.no', cell: (_, index) => firstNumber + index, className: 'tabular-nums' },
    {
      header: 'Product',
      rowHeader: true,
      className: 'min-w-16',
      cell: (row) => (
        <span title={row.product_details.name} className="line-clamp-3 break-words">
          {row.product_details.name}
        </span>
      ),
    },
    {
      header: 'Image',
      cell: (row) => (
        <AssetImage
          src={row.product_details.image[0]}
          alt=""
          sizes="40px"
          width={40}
          height={40}
          className="size-10 rounded-md object-contain"
        />
      ),
    },
    { header: 'Drive Link', cell: (row) => <DriveLink row={row} /> },
    {
      header: 'User ID',
      compact: true,
      cell: (row) => (
        // The e-mail is cut to the id's 100 px in the table; a card has room for all of it.
        <span className="block xl:w-[100px]">
          <CopyId label="User ID" value={row.userId} />
          <span
            title={row.buyerEmail}
            className="block text-xs break-all text-slate-600 xl:truncate xl:break-normal"
          >
            {row.buyerEmail}
          </span>
        </span>
      ),
    },
    {
      header: 'Date & Time',
      className: 'min-w-[4.5rem] text-xs',
      cell: (row) => <time dateTime={row.createdAt}>{formatDateTime(row.createdAt)}</time>,
    },
    {
      header: 'Status',
      cell: (row) => <StatusBadge status={row.payment_status} className="px-1.5 text-[11px]" />,
    },
    {
      header: 'Payment ID',
      compact: true,
      cell: (row) => <CopyId label="Payment ID" value={row.paymentId} />,
    },
    {
      header: 'Order ID',
      compact: true,
      cell: (row) => <CopyId label="Order ID" value={row.orderId} />,
    },
    {
      header: 'Unique ID',
      compact: true,
      cell: (row) => <CopyId label="Unique ID" value={row._id} />,
    },
    {
      header: 'Amount',
      className: 'font-medium whitespace-nowrap text-slate-900 tabular-nums',
      cell: (row) => formatINR(row.totalAmt),
    },
    {
      header: 'Actions',
      cell: (row) => (
        <RowActions
          row={row}
          waiting={busyOrderId === row.orderId}
          onAllow={onAllow}
          onDelete={onDelete}
          onBlock={onBlock}
        />
      ),
    },
  ];
}

/**
 * The Payment Management table (SPEC §2): one row per product bought. From 1280 px it is a
 * table that fits without scrolling; narrower, each row is a card with the same columns.
 */
export function PaymentsTable({ rows, busy = false, ...props }: PaymentsTableProps) {
  return (
    <ResponsiveTable
      caption="Payments"
      columns={paymentColumns(props)}
      rows={rows}
      rowKey={(row) => row._id}
      cardsBelow={CARDS_BELOW.desktop}
      busy={busy}
    />
  );
}

function DriveLink({ row }: { row: AdminOrderRecord }) {
  const driveLink = row.product_details.more_details.driveLink;
  if (!/^https:\/\//i.test(driveLink)) return <span className="text-slate-500">—</span>;
  return (
    <a
      href={driveLink}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={`View Link for ${row.product_details.name} (opens in a new tab)`}
      className="inline-flex items-center gap-1 font-medium text-brand-700 underline-offset-2 hover:underline"
    >
      View Link
      <ExternalLink aria-hidden="true" className="size-3.5 shrink-0" />
    </a>
  );
}

function RowActions({
  row,
  waiting,
  onAllow,
  onDelete,
  onBlock,
}: {
  row: AdminOrderRecord;
  waiting: boolean;
  onAllow: (row: AdminOrderRecord) => void;
  onDelete: (row: AdminOrderRecord) => void;
  onBlock: (row: AdminOrderRecord) => void;
}) {
  const name = row.product_details.name;
  return (
    <div className="flex flex-wrap gap-1.5 xl:w-16 xl:flex-col">
      {row.payment_status === 'PAID' ? (
        <Button
          variant="danger"
          size="sm"
          className={`${actionButton}`}
          aria-label={`Block Access: ${name}`}
          disabled={waiting}
          onClick={() => onBlock(row)}
        >
          <Ban aria-hidden="true" className={actionIcon} />
          <span className="whitespace-normal">Block Access</span>
        </Button>
      ) : (
        <Button
          size="sm"
          className={actionButton}
          aria-label={`Allow: ${name}`}
          disabled={waiting}
          onClick={() => onAllow(row)}
        >
          <ShieldCheck aria-hidden="true" className={actionIcon} />
          <span className="whitespace-normal">Allow</span>
        </Button>
      )}
      {UNPAID_STATUSES.includes(row.payment_status) && (
        <Button
          variant="danger"
          size="sm"
          className={`${actionButton}`}
          aria-label={`Delete: ${name}`}
          disabled={waiting}
          onClick={() => onDelete(row)}
        >
          <Trash2 aria-hidden="true" className={actionIcon} />
          <span className="whitespace-normal">Delete</span>
        </Button>
      )}
    </div>
  );
}

/** The table's place while the first page loads. */
export function PaymentsTableSkeleton() {
  return (
    <div aria-busy="true" className="space-y-2">
      <p className="sr-only">Loading payments</p>
      {Array.from({ length: 6 }, (_, n) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <Skeleton key={n} className="h-14 w-full" />
      ))}
    </div>
  );
}
