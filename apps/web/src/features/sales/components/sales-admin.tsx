import { MONTH_NAMES } from '@store/contract/sales';
import { BarChart3, LoaderCircle, Table2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '#web/components/ui/button';
import { LoadError } from '#web/components/ui/list-states';
import { PageTitle } from '#web/components/ui/page';
import { storeZoneLabel } from '#web/lib/date-time';
import { useLoadFailureToast } from '#web/lib/use-load-failure-toast';
import { useSales } from '../api/get-sales';
import { CHART_DAYS, dailyFigures, daysInMonth, monthlyRevenue } from '../figures';
import { DailySalesTable } from './daily-sales-table';
import { SalesCards } from './sales-cards';
import { RevenueChart } from './sales-charts';
import { SalesPrompt, SalesSelect } from './sales-controls';

/** SPEC §8. */
const SALES_LOAD_FAILED = 'Failed to fetch sales data';

const monthOptions = MONTH_NAMES.map((name, i) => ({ value: String(i + 1), label: name }));
const monthLabels = MONTH_NAMES.map((name) => name.slice(0, 3));
const dayLabels = CHART_DAYS.map(String);

/**
 * SPEC §2 Sales Analytics: pick a year for its cards and monthly chart, then a month for
 * the daily charts (days 1 to 31, missing days as 0) or the daily table.
 */
export function SalesAdmin() {
  const sales = useSales();
  useLoadFailureToast(sales.isError, SALES_LOAD_FAILED);
  const [year, setYear] = useState('');
  const [month, setMonth] = useState('');
  const [view, setView] = useState<'chart' | 'table'>('chart');

  const data = sales.data?.data ?? {};
  const summary = sales.data?.summary ?? {};
  const years = Object.keys(data).sort((a, b) => Number(b) - Number(a));
  const totals = year
    ? (summary[year] ?? { revenue: 0, orders: 0, gross: 0, refunds: 0, net: 0 })
    : undefined;
  const monthNumber = Number(month);
  const monthName = month ? MONTH_NAMES[monthNumber - 1] : undefined;

  return (
    <>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <PageTitle>Sales Analytics</PageTitle>
        {sales.data && (
          <SalesSelect
            label="Select Year"
            value={year}
            onChange={setYear}
            options={years.map((y) => ({ value: y, label: y }))}
          />
        )}
      </div>

      <div className="mt-6 space-y-6">
        {sales.isPending ? (
          <div
            role="status"
            className="flex items-center justify-center gap-2 py-16 text-slate-600"
          >
            <LoaderCircle aria-hidden="true" className="size-6 motion-safe:animate-spin" />
            <span className="text-sm">Loading sales data…</span>
          </div>
        ) : sales.isError ? (
          <LoadError message={SALES_LOAD_FAILED} onRetry={() => void sales.refetch()} />
        ) : !year || !totals ? (
          <SalesPrompt>Select a year to view sales data</SalesPrompt>
        ) : (
          <>
            <SalesCards year={year} totals={totals} />
            {/* The server counts each payment on the store's day (DESIGN §3), whatever the
                admin's own clock; SPEC §9 fixes the daily charts at 31 days. Say both. */}
            <p className="text-sm text-slate-600">
              {`Days follow the store’s time zone, ${storeZoneLabel()}. The daily charts always show days 1 to 31.`}
            </p>

            <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
              <SalesSelect
                label="Select Month"
                value={month}
                onChange={setMonth}
                options={monthOptions}
              />
              <fieldset className="flex gap-2">
                <legend className="sr-only">Sales view</legend>
                <Button
                  variant={view === 'chart' ? 'primary' : 'secondary'}
                  aria-pressed={view === 'chart'}
                  onClick={() => setView('chart')}
                >
                  <BarChart3 aria-hidden="true" className="size-4" />
                  Chart View
                </Button>
                <Button
                  variant={view === 'table' ? 'primary' : 'secondary'}
                  aria-pressed={view === 'table'}
                  onClick={() => setView('table')}
                >
                  <Table2 aria-hidden="true" className="size-4" />
                  Table View
                </Button>
              </fieldset>
            </div>

            <RevenueChart
              kind="bar"
              title="Monthly Overview"
              labelName="Month"
              labels={monthLabels}
              values={monthlyRevenue(data, year)}
            />

            {!monthName ? (
              <SalesPrompt>Select a month to view detailed sales data</SalesPrompt>
            ) : view === 'chart' ? (
              <div className="grid gap-6 lg:grid-cols-2">
                <RevenueChart
                  kind="bar"
                  title="Daily Sales Breakdown"
                  labelName="Day"
                  labels={dayLabels}
                  values={dailyFigures(data, year, monthNumber).map((day) => day.revenue)}
                />
                <RevenueChart
                  kind="line"
                  title="Sales Trend Analysis"
                  labelName="Day"
                  labels={dayLabels}
                  values={dailyFigures(data, year, monthNumber).map((day) => day.revenue)}
                />
              </div>
            ) : (
              <DailySalesTable
                year={Number(year)}
                month={monthNumber}
                monthName={monthName}
                days={dailyFigures(data, year, monthNumber, daysInMonth(Number(year), monthNumber))}
              />
            )}
          </>
        )}
      </div>
    </>
  );
}
