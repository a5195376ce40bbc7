import type { ProductMetric } from '@store/contract/metrics';
import { productPath } from '@store/contract/slug';
import { Activity, Clock, Eye, ShoppingCart, Timer } from 'lucide-react';
import { useEffect } from 'react';
import toast from 'react-hot-toast/headless';
import {
  CARDS_BELOW,
  ResponsiveTable,
  type TableColumn,
} from '#web/components/ui/responsive-table';
import { Skeleton } from '#web/components/ui/skeleton';
import { StatCard } from '#web/components/ui/stat-card';
import { formatDateTime } from '#web/lib/date-time';
import { useMetrics } from '../api/get-metrics';

const FAILED = 'Failed to fetch metrics data';

/** SPEC §2's columns; sorted by views by the server. */
const VIEW_COLUMNS: TableColumn<ProductMetric>[] = [
  {
    header: 'Product ID',
    cell: (m) => (
      <a
        href={productPath({ _id: m.productId, name: m.productName })}
        target="_blank"
        rel="noopener"
        title={m.productName}
        className="font-mono text-xs break-all text-brand-700 underline-offset-2 hover:underline"
      >
        {m.productId}
      </a>
    ),
  },
  { header: 'Views', className: 'tabular-nums', cell: (m) => m.views },
  { header: 'Users', className: 'tabular-nums', cell: (m) => m.userCount },
  {
    header: 'Total Uptime',
    className: 'tabular-nums whitespace-nowrap',
    cell: (m) => `${(m.upTime / 1000).toFixed(2)} s`,
  },
  {
    header: 'Last Updated',
    cell: (m) => <time dateTime={m.updatedAt}>{formatDateTime(m.updatedAt)}</time>,
  },
];

/** Product Analytics (SPEC §2): the five cards (SPEC §9 formulas, by the server) and the views table. */
export function MetricsAdmin() {
  const metrics = useMetrics();
  useEffect(() => {
    if (metrics.isError) {
      toast.error(FAILED, { id: 'metrics-failed' });
      console.warn(FAILED, metrics.error);
    }
  }, [metrics.isError, metrics.error]);

  return (
    <>
      <p className="mt-1 text-sm text-slate-500">Real-time metrics</p>
      {metrics.isPending ? (
        <div
          role="status"
          aria-label="Loading metrics"
          className="mt-6 grid gap-3 sm:grid-cols-2 xl:grid-cols-5"
        >
          {[0, 1, 2, 3, 4].map((i) => (
            <Skeleton key={i} className="h-24 rounded-xl" />
          ))}
        </div>
      ) : metrics.isError ? (
        <p role="alert" className="mt-6 text-sm text-red-700">
          {FAILED}
        </p>
      ) : (
        <>
          <div className="mt-6 grid gap-3 sm:grid-cols-2 xl:grid-cols-5">
            <StatCard
              icon={Eye}
              tone="brand"
              title="Total Products Visited"
              value={`${metrics.data.summary.productsVisited} (${metrics.data.summary.visitedPercentage.toFixed(1)}%)`}
            />
            <StatCard
              icon={ShoppingCart}
              tone="emerald"
              title="Active Cart Users"
              value={String(metrics.data.summary.activeCartUsers)}
            />
            <StatCard
              icon={Activity}
              tone="brand"
              title="Total Product Views"
              value={String(metrics.data.summary.totalViews)}
            />
            <StatCard
              icon={Timer}
              tone="amber"
              title="Avg View Time"
              value={`${metrics.data.summary.avgViewTimeSeconds.toFixed(1)} s`}
            />
            <StatCard
              icon={Clock}
              tone="amber"
              title="Total View Time"
              value={`${metrics.data.summary.totalViewTimeSeconds.toFixed(1)} s`}
            />
          </div>
          {metrics.data.message.length === 0 ? (
            <p className="mt-6 rounded-xl border border-slate-200 bg-white px-3 py-6 text-center text-sm text-slate-600">
              No product views yet
            </p>
          ) : (
            <ResponsiveTable
              caption="Product views, most viewed first"
              columns={VIEW_COLUMNS}
              rows={metrics.data.message}
              rowKey={(m) => m._id}
              cardsBelow={CARDS_BELOW.tablet}
              className="mt-6"
            />
          )}
        </>
      )}
    </>
  );
}
