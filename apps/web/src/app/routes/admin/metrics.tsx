import { productPath } from '@store/contract/slug';
import { Activity, Clock, Eye, ShoppingCart, Timer } from 'lucide-react';
import { useEffect } from 'react';
import toast from 'react-hot-toast/headless';
import { Page } from '../../../components/ui/page';
import { Skeleton } from '../../../components/ui/skeleton';
import { StatCard } from '../../../components/ui/stat-card';
import { useMetrics } from '../../../features/admin-metrics/api/get-metrics';
import { formatDateTime } from '../../../lib/date-time';

const FAILED = 'Failed to fetch metrics data';

/** Product Analytics (SPEC §2): the five cards (SPEC §9 formulas, by the server) and the views table. */
export default function AdminMetricsPage() {
  const metrics = useMetrics();
  useEffect(() => {
    if (metrics.isError) {
      toast.error(FAILED, { id: 'metrics-failed' });
      console.warn(FAILED, metrics.error);
    }
  }, [metrics.isError, metrics.error]);

  return (
    <Page title="Product Analytics">
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
          <div className="mt-6 overflow-x-auto rounded-xl border border-slate-200 bg-white">
            <table className="w-full min-w-[40rem] text-left text-sm">
              <caption className="sr-only">Product views, most viewed first</caption>
              <thead className="bg-slate-50 text-slate-600">
                <tr>
                  {['Product ID', 'Views', 'Users', 'Total Uptime', 'Last Updated'].map((h) => (
                    <th key={h} scope="col" className="px-3 py-2 font-medium">
                      {h}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {metrics.data.message.length === 0 ? (
                  <tr>
                    <td colSpan={5} className="px-3 py-6 text-center text-slate-500">
                      No product views yet
                    </td>
                  </tr>
                ) : (
                  metrics.data.message.map((m) => (
                    <tr key={m._id}>
                      <td className="px-3 py-2">
                        <a
                          href={productPath({ _id: m.productId, name: m.productName })}
                          target="_blank"
                          rel="noopener"
                          title={m.productName}
                          className="font-mono text-xs text-brand-700 underline-offset-2 hover:underline"
                        >
                          {m.productId}
                        </a>
                      </td>
                      <td className="px-3 py-2">{m.views}</td>
                      <td className="px-3 py-2">{m.userCount}</td>
                      <td className="px-3 py-2">{(m.upTime / 1000).toFixed(2)} s</td>
                      <td className="px-3 py-2">
                        <time dateTime={m.updatedAt}>{formatDateTime(m.updatedAt)}</time>
                      </td>
                    </tr>
                  ))
                )}
              </tbody>
            </table>
          </div>
        </>
      )}
    </Page>
  );
}
