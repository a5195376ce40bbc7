import { formatINR } from '@store/contract/format';
import {
  BarElement,
  CategoryScale,
  Chart as ChartJS,
  LinearScale,
  LineElement,
  PointElement,
  Tooltip,
} from 'chart.js';
import { Bar, Line } from 'react-chartjs-2';
import { canDrawCharts } from '../../../lib/can-draw-charts';

// Only the pieces these charts use (react-chartjs-2 registers the bar and line controllers).
ChartJS.register(CategoryScale, LinearScale, BarElement, LineElement, PointElement, Tooltip);

const BAR_COLOUR = '#7c3aed';
const LINE_COLOUR = '#6d28d9';

export interface ChartSeries {
  /** The chart's heading, also its accessible name. */
  title: string;
  /** What a label stands for, the first column of the fallback table ('Month', 'Day'). */
  labelName: string;
  labels: string[];
  values: number[];
}

/** The same figures as a small table, for screen readers and where there is no canvas. */
function FallbackTable({ title, labelName, labels, values }: ChartSeries) {
  return (
    <div className="max-h-80 overflow-auto">
      <table aria-label={`${title} data`} className="w-full text-left text-sm">
        <thead className="sticky top-0 bg-white text-slate-600">
          <tr>
            <th scope="col" className="py-1 pr-4 font-medium">
              {labelName}
            </th>
            <th scope="col" className="py-1 text-right font-medium">
              Revenue
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {labels.map((label, i) => (
            <tr key={label}>
              <th scope="row" className="py-1 pr-4 font-normal text-slate-700">
                {label}
              </th>
              <td className="py-1 text-right tabular-nums text-slate-900">
                {formatINR(values[i] ?? 0)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

const options = {
  responsive: true,
  maintainAspectRatio: false,
  plugins: {
    tooltip: {
      callbacks: {
        label: (item: { parsed: { y: number | null } }) => formatINR(item.parsed.y ?? 0),
      },
    },
  },
  scales: {
    y: {
      beginAtZero: true,
      ticks: { callback: (value: string | number) => formatINR(Number(value)) },
    },
  },
} as const;

/** A titled chart card: a bar or line chart of revenue, or its table where there is no canvas. */
export function RevenueChart({ kind, ...series }: ChartSeries & { kind: 'bar' | 'line' }) {
  const headingId = `chart-${series.title.toLowerCase().replaceAll(' ', '-')}`;
  const dataset = {
    label: 'Revenue',
    data: series.values,
    backgroundColor: kind === 'bar' ? BAR_COLOUR : LINE_COLOUR,
    borderColor: kind === 'bar' ? BAR_COLOUR : LINE_COLOUR,
    tension: 0.3,
  };
  const data = { labels: series.labels, datasets: [dataset] };
  const fallback = <FallbackTable {...series} />;
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <h2 id={headingId} className="text-base font-semibold text-slate-900">
        {series.title}
      </h2>
      <div className="mt-3">
        {canDrawCharts() ? (
          <div className="relative h-64 sm:h-72">
            {kind === 'bar' ? (
              <Bar
                data={data}
                options={options}
                role="img"
                aria-label={`${series.title}: revenue by ${series.labelName.toLowerCase()}`}
                fallbackContent={fallback}
              />
            ) : (
              <Line
                data={data}
                options={options}
                role="img"
                aria-label={`${series.title}: revenue by ${series.labelName.toLowerCase()}`}
                fallbackContent={fallback}
              />
            )}
          </div>
        ) : (
          fallback
        )}
      </div>
    </section>
  );
}
