import type { ReactNode } from 'react';
import { canDrawCharts } from '#web/lib/can-draw-charts';

interface ChartCardProps {
  /** The heading, also the section's accessible name. */
  title: string;
  /** Beside the heading (a period, a note). */
  aside?: ReactNode;
  /** The drawn chart, given the table as its canvas fallback content. */
  chart: (fallback: ReactNode) => ReactNode;
  /** The same figures as a table: for screen readers, and where there is no canvas. */
  table: ReactNode;
}

/** A dashboard chart in its titled card; its table instead where the browser cannot draw. */
export function ChartCard({ title, aside, chart, table }: ChartCardProps) {
  const headingId = `chart-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={headingId} className="text-base font-semibold text-slate-900">
          {title}
        </h2>
        {aside}
      </div>
      <div className="mt-3">
        {canDrawCharts() ? <div className="relative h-64 sm:h-72">{chart(table)}</div> : table}
      </div>
    </section>
  );
}
