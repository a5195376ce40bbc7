import { formatINR, formatINRPrecise } from '@store/contract/format';
import { ScrollRegion } from '../../../components/ui/scroll-region';
import { formatCalendarDate } from '../../../lib/date-time';
import { averageOrderValue, type DayFigures } from '../figures';

/** SPEC §2 table view: each day of the month with its revenue, orders and average. */
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
      <ScrollRegion label="Daily sales table" className="mt-3">
        <table aria-label="Daily sales" className="w-full min-w-[28rem] text-left text-sm">
          <thead className="text-slate-600">
            <tr>
              <th scope="col" className="py-2 pr-4 font-medium">
                Date
              </th>
              <th scope="col" className="py-2 pr-4 text-right font-medium">
                Revenue
              </th>
              <th scope="col" className="py-2 pr-4 text-right font-medium">
                Orders
              </th>
              <th scope="col" className="py-2 text-right font-medium">
                Avg. Order Value
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {days.map((day) => (
              <tr key={day.day} className={day.orders === 0 ? 'text-slate-500' : 'text-slate-900'}>
                <th scope="row" className="py-2 pr-4 font-normal">
                  {formatCalendarDate(year, month, day.day)}
                </th>
                <td className="py-2 pr-4 text-right tabular-nums">{formatINR(day.revenue)}</td>
                <td className="py-2 pr-4 text-right tabular-nums">{day.orders}</td>
                <td className="py-2 text-right tabular-nums">
                  {formatINRPrecise(averageOrderValue(day.revenue, day.orders))}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
    </section>
  );
}
