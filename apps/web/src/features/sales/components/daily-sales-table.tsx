import { formatINR, formatINRPrecise } from '@store/contract/format';
import { ResponsiveTable, type TableColumn } from '#web/components/ui/responsive-table';
import { formatCalendarDate } from '#web/lib/date-time';
import { averageOrderValue, type DayFigures } from '../figures';

const figure = 'text-right tabular-nums';

/** SPEC §2's columns: Date, Revenue, Orders, Avg. Order Value. */
function dailyColumns(year: number, month: number): TableColumn<DayFigures>[] {
  return [
    {
      header: 'Date',
      rowHeader: true,
      className: 'font-normal',
      cell: (day) => formatCalendarDate(year, month, day.day),
    },
    { header: 'Revenue', className: figure, cell: (day) => formatINR(day.revenue) },
    { header: 'Orders', className: figure, cell: (day) => day.orders },
    {
      header: 'Avg. Order Value',
      className: figure,
      cell: (day) => formatINRPrecise(averageOrderValue(day.revenue, day.orders)),
    },
  ];
}

/**
 * SPEC §2 table view: each day of the month with its revenue, orders and average; a card a
 * day on a phone.
 */
export function DailySalesTable({
  year,
  month,
  monthName,
  days,
}: {
  year: number;
  month: number;
  monthName: string;
  days: DayFigures[];
}) {
  const total = days.reduce((sum, day) => sum + day.revenue, 0);
  return (
    <section
      aria-labelledby="daily-sales-heading"
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="daily-sales-heading" className="text-base font-semibold text-slate-900">
          {`Daily Sales — ${monthName} ${year}`}
        </h2>
        <span className="rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-700">
          {`Total Revenue: ${formatINR(total)}`}
        </span>
      </div>
      <ResponsiveTable
        caption="Daily sales"
        columns={dailyColumns(year, month)}
        rows={days}
        rowKey={(day) => String(day.day)}
        rowClassName={(day) => (day.orders === 0 ? 'text-slate-500' : 'text-slate-900')}
        compactCards
        framed={false}
        className="mt-3"
      />
    </section>
  );
}
