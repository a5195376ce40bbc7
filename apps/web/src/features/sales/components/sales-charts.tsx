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
import { ChartCard } from '#web/components/ui/chart-card';

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
  const dataset = {
    label: 'Revenue',
    data: series.values,
    backgroundColor: kind === 'bar' ? BAR_COLOUR : LINE_COLOUR,
    borderColor: kind === 'bar' ? BAR_COLOUR : LINE_COLOUR,
    tension: 0.3,
  };
  const data = { labels: series.labels, datasets: [dataset] };
  const label = `${series.title}: revenue by ${series.labelName.toLowerCase()}`;
  return (
    <ChartCard
      title={series.title}
      table={<FallbackTable {...series} />}
      chart={(fallback) =>
        kind === 'bar' ? (
          <Bar
            data={data}
            options={options}
            role="img"
            aria-label={label}
            fallbackContent={fallback}
          />
        ) : (
          <Line
            data={data}
            options={options}
            role="img"
            aria-label={label}
            fallbackContent={fallback}
          />
        )
      }
    />
  );
}
