import type { UserGrowthDay } from '@store/contract/user';
import {
  CategoryScale,
  Chart as ChartJS,
  Legend,
  LinearScale,
  LineElement,
  PointElement,
  Tooltip,
} from 'chart.js';
import { Line } from 'react-chartjs-2';
import { ChartCard } from '#web/components/ui/chart-card';

// Only the pieces this chart uses (react-chartjs-2 registers the line controller).
ChartJS.register(CategoryScale, LinearScale, LineElement, PointElement, Tooltip, Legend);

const LINE_COLOUR = '#6d28d9';

/** '2026-11-24' → '24': SPEC §2 labels each point by its day of the month. */
const dayOfMonth = (isoDate: string) => String(Number(isoDate.slice(8, 10)));

/** The same figures as a table, for screen readers and where there is no canvas. */
function GrowthTable({ growth }: { growth: UserGrowthDay[] }) {
  return (
    <table aria-label="New users by day" className="w-full text-left text-sm">
      <thead className="text-slate-600">
        <tr>
          <th scope="col" className="py-1 pr-4 font-medium">
            Date
          </th>
          <th scope="col" className="py-1 text-right font-medium">
            New Users
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100">
        {growth.map((day) => (
          <tr key={day.date}>
            <th scope="row" className="py-1 pr-4 font-normal text-slate-700">
              <time dateTime={day.date}>{day.date}</time>
            </th>
            <td className="py-1 text-right tabular-nums text-slate-900">{day.newUsers}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const options = {
  responsive: true,
  maintainAspectRatio: false,
  plugins: { legend: { position: 'top' as const } },
  // From zero, whole people only (SPEC §2).
  scales: { y: { beginAtZero: true, ticks: { precision: 0 } } },
};

/**
 * SPEC §2 'User Growth (Last 7 Days)': one point per day, oldest first, labelled by day of
 * month; `monthLabel` is the month the dashboard's stepper shows (a label only).
 */
export function UserGrowthChart({
  growth,
  monthLabel,
}: {
  growth: UserGrowthDay[];
  monthLabel: string;
}) {
  const data = {
    labels: growth.map((day) => dayOfMonth(day.date)),
    datasets: [
      {
        label: 'New Users',
        data: growth.map((day) => day.newUsers),
        borderColor: LINE_COLOUR,
        backgroundColor: LINE_COLOUR,
        // Straight segments: a curve would suggest fractions of people between days.
        tension: 0,
      },
    ],
  };
  return (
    <ChartCard
      title="User Growth (Last 7 Days)"
      aside={
        <div className="text-right text-sm text-slate-500">
          <p>{monthLabel}</p>
          {/* SPEC §9: the days are UTC dates, not the store's days the rest of the page uses. */}
          <p className="text-xs">Days in UTC</p>
        </div>
      }
      table={<GrowthTable growth={growth} />}
      chart={(fallback) => (
        <Line
          data={data}
          options={options}
          role="img"
          aria-label="User Growth (Last 7 Days): new users per day"
          fallbackContent={fallback}
        />
      )}
    />
  );
}
