import { formatINR } from '@store/contract/format';
import type { AdminOrderRecord } from '@store/contract/order';
import { Ban, ExternalLink, ShieldCheck, Trash2 } from 'lucide-react';
import { AssetImage } from '../../../components/ui/asset-image';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
// 'Date & Time' on the store's clock, the one Sales counts days by (issue 15).
import { formatDateTime } from '../../../lib/date-time';
import { CopyId } from './copy-id';
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

const cell = 'px-2 py-2 align-middle whitespace-nowrap sm:px-3';

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

/**
 * The Payment Management table (SPEC §2): one row per product bought. It scrolls sideways
 * inside its own box on a phone, never the page.
 */
export function PaymentsTable({
  rows,
  firstNumber,
  busyOrderId,
  onAllow,
  onDelete,
  onBlock,
  busy = false,
}: PaymentsTableProps) {
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white">
      <table aria-busy={busy} className="w-full text-left text-sm">
        <caption className="sr-only">Payments</caption>
        <thead className="bg-slate-50 text-slate-700">
          <tr>
            {PAYMENT_COLUMNS.map((column) => (
              <th key={column} scope="col" className={`${cell} font-semibold`}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {rows.map((row, index) => {
            const name = row.product_details.name;
            const driveLink = row.product_details.more_details.driveLink;
            const waiting = busyOrderId === row.orderId;
            return (
              <tr key={row._id}>
                <td className={`${cell} text-slate-600`}>{firstNumber + index}</td>
                <th scope="row" className={`${cell} font-medium text-slate-900`}>
                  <span title={name} className="block max-w-56 truncate">
                    {name}
                  </span>
                </th>
                <td className={cell}>
                  <AssetImage
                    src={row.product_details.image[0]}
                    alt=""
                    sizes="48px"
                    width={48}
                    height={48}
                    className="size-12 rounded-md object-contain"
                  />
                </td>
                <td className={cell}>
                  {/^https:\/\//i.test(driveLink) ? (
                    <a
                      href={driveLink}
                      target="_blank"
                      rel="noopener noreferrer"
                      aria-label={`View Link for ${name} (opens in a new tab)`}
                      className="inline-flex items-center gap-1 font-medium text-brand-700 underline-offset-2 hover:underline"
                    >
                      View Link
                      <ExternalLink aria-hidden="true" className="size-3.5" />
                    </a>
                  ) : (
                    <span className="text-slate-400">—</span>
                  )}
                </td>
                <td className={cell}>
                  <CopyId label="User ID" value={row.userId} />
                </td>
                <td className={cell}>
                  <time dateTime={row.createdAt}>{formatDateTime(row.createdAt)}</time>
                </td>
                <td className={cell}>
                  <StatusBadge status={row.payment_status} />
                </td>
                <td className={cell}>
                  <CopyId label="Payment ID" value={row.paymentId} />
                </td>
                <td className={cell}>
                  <CopyId label="Order ID" value={row.orderId} />
                </td>
                <td className={cell}>
                  <CopyId label="Unique ID" value={row._id} />
                </td>
                <td className={`${cell} font-medium text-slate-900`}>{formatINR(row.totalAmt)}</td>
                <td className={cell}>
                  <div className="flex gap-2">
                    {row.payment_status === 'PAID' ? (
                      <Button
                        variant="secondary"
                        size="sm"
                        className="px-2 text-red-700"
                        aria-label={`Block Access: ${name}`}
                        disabled={waiting}
                        onClick={() => onBlock(row)}
                      >
                        <Ban aria-hidden="true" className="size-4" />
                        Block Access
                      </Button>
                    ) : (
                      <Button
                        size="sm"
                        className="px-2"
                        aria-label={`Allow: ${name}`}
                        disabled={waiting}
                        onClick={() => onAllow(row)}
                      >
                        <ShieldCheck aria-hidden="true" className="size-4" />
                        Allow
                      </Button>
                    )}
                    {row.payment_status === 'PENDING' && (
                      <Button
                        variant="secondary"
                        size="sm"
                        className="px-2 text-red-700"
                        aria-label={`Delete: ${name}`}
                        disabled={waiting}
                        onClick={() => onDelete(row)}
                      >
                        <Trash2 aria-hidden="true" className="size-4" />
                        Delete
                      </Button>
                    )}
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
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
