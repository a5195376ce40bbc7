import { formatINR, formatINRPrecise } from '@store/contract/format';
import type { SalesYearSummary } from '@store/contract/sales';
import { IndianRupee, ReceiptText, TrendingUp, Undo2, Wallet } from 'lucide-react';
import { StatCard } from '#web/components/ui/stat-card';
import { averageOrderValue } from '../figures';

/**
 * SPEC §2: Total Revenue (gross), Total Orders and Average Order Value (two decimals) of a
 * year; then Refunds (those that succeeded in the year) and Net revenue (decision 0044).
 */
export function SalesCards({ year, totals }: { year: string; totals: SalesYearSummary }) {
  return (
    <section aria-label={`Sales in ${year}`} className="grid gap-3 sm:grid-cols-3">
      <StatCard
        icon={IndianRupee}
        tone="brand"
        title="Total Revenue"
        value={formatINR(totals.revenue)}
      />
      <StatCard
        icon={ReceiptText}
        tone="brand"
        title="Total Orders"
        value={String(totals.orders)}
      />
      <StatCard
        icon={TrendingUp}
        tone="brand"
        title="Average Order Value"
        value={formatINRPrecise(averageOrderValue(totals.revenue, totals.orders))}
      />
      <StatCard icon={Undo2} tone="brand" title="Refunds" value={formatINR(totals.refunds)} />
      <StatCard icon={Wallet} tone="brand" title="Net Revenue" value={formatINR(totals.net)} />
    </section>
  );
}
