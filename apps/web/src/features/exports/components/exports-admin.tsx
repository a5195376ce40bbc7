import { EXPORT_ORDER_STATUSES, exportHref, exportRangeProblem } from '@store/contract/exports';
import { useId, useState } from 'react';
import { Button } from '#web/components/ui/button';
import {
  FieldMessages,
  inputClasses,
  selectClasses,
  useFieldMessages,
} from '#web/components/ui/field';
import { PageTitle } from '#web/components/ui/page';
import { storeZoneLabel } from '#web/lib/date-time';
import { type DateRange, presetRanges } from '../range';
import { DownloadLink } from './download-link';
import { ExportCard } from './export-card';

type OrderStatus = (typeof EXPORT_ORDER_STATUSES)[number];
const STATUS_LABELS: Record<OrderStatus, string> = {
  all: 'All orders',
  PAID: 'Paid',
  PENDING: 'Pending',
  BLOCKED: 'Blocked',
};
const PRESET_LABELS = {
  lastMonth: 'Last month',
  thisMonth: 'This month',
  financialYear: 'This financial year',
} as const;

/**
 * Issue 17 point 6: CSV files for the owner's accountant — orders (a row per order line),
 * sales by day, users — for a range of calendar days on the store's clock.
 */
export function ExportsAdmin() {
  const presets = presetRanges();
  const [range, setRange] = useState<DateRange>(presets.lastMonth);
  const [status, setStatus] = useState<OrderStatus>('all');
  const problem = exportRangeProblem(range.from, range.to);
  const rangeMessages = useFieldMessages({ error: problem ?? undefined });
  const fromId = useId();
  const toId = useId();
  const statusId = useId();
  const dated = (kind: 'orders' | 'salesByDay' | 'refunds', extra: Record<string, string> = {}) =>
    problem ? null : exportHref(kind, { ...range, ...extra });

  return (
    <>
      <PageTitle>Exports</PageTitle>
      <p className="mt-1 text-sm text-slate-600">
        CSV files for your accountant; Excel opens them with ₹ and names intact. Days are calendar
        days in {storeZoneLabel()}, both ends included.
      </p>

      <fieldset className="mt-6 rounded-xl border border-slate-200 bg-white p-4">
        <legend className="px-1 text-sm font-semibold text-slate-900">Date range</legend>
        <div className="flex flex-wrap gap-2">
          {(Object.keys(PRESET_LABELS) as (keyof typeof PRESET_LABELS)[]).map((key) => (
            <Button
              key={key}
              variant="secondary"
              size="sm"
              className="aria-pressed:border-brand-600 aria-pressed:bg-brand-50 aria-pressed:text-brand-800"
              aria-pressed={range.from === presets[key].from && range.to === presets[key].to}
              onClick={() => setRange(presets[key])}
            >
              {PRESET_LABELS[key]}
            </Button>
          ))}
        </div>
        <div className="mt-4 grid gap-3 sm:grid-cols-2">
          <div>
            <label htmlFor={fromId} className="block text-sm font-medium text-slate-800">
              From
            </label>
            <input
              id={fromId}
              type="date"
              value={range.from}
              onChange={(event) => setRange({ ...range, from: event.target.value })}
              aria-invalid={rangeMessages.control['aria-invalid']}
              aria-describedby={rangeMessages.control['aria-describedby']}
              className={`${inputClasses} mt-1`}
            />
          </div>
          <div>
            <label htmlFor={toId} className="block text-sm font-medium text-slate-800">
              To
            </label>
            <input
              id={toId}
              type="date"
              value={range.to}
              onChange={(event) => setRange({ ...range, to: event.target.value })}
              aria-invalid={rangeMessages.control['aria-invalid']}
              aria-describedby={rangeMessages.control['aria-describedby']}
              className={`${inputClasses} mt-1`}
            />
          </div>
        </div>
        <FieldMessages {...rangeMessages.messages} />
      </fieldset>

      <div className="mt-6 space-y-4">
        <ExportCard
          title="Orders"
          description="One row per order line: order id, dates, status, buyer, product, amounts and payment id. Sum “Line amount” for revenue."
        >
          <div className="sm:w-56">
            <label htmlFor={statusId} className="block text-sm font-medium text-slate-800">
              Orders to include
            </label>
            <select
              id={statusId}
              value={status}
              onChange={(event) => setStatus(event.target.value as OrderStatus)}
              className={`${selectClasses} mt-1`}
            >
              {EXPORT_ORDER_STATUSES.map((value) => (
                <option key={value} value={value}>
                  {STATUS_LABELS[value]}
                </option>
              ))}
            </select>
          </div>
          <DownloadLink href={dated('orders', { status })}>Download orders CSV</DownloadLink>
        </ExportCard>
        <ExportCard
          title="Sales by day"
          description="Every day of the range with its paid orders and gross sales (₹), days without sales included."
        >
          <DownloadLink href={dated('salesByDay')}>Download sales by day CSV</DownloadLink>
        </ExportCard>
        <ExportCard
          title="Refunds and credit notes"
          description="Refunds requested in the range with their status and amount, and each GST credit note: number, date, original invoice, buyer GSTIN, place of supply, taxable value, CGST, SGST, IGST and total (₹)."
        >
          <DownloadLink href={dated('refunds')}>Download refunds CSV</DownloadLink>
        </ExportCard>
        <ExportCard
          title="Users"
          description="Every account (not limited by the dates): name, e-mail, mobile, role, status, sign-up, last login, paid orders and total paid."
        >
          <DownloadLink href={exportHref('users')}>Download users CSV</DownloadLink>
        </ExportCard>
      </div>
    </>
  );
}
