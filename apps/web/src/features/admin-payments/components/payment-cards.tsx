import { formatINR } from '@store/contract/format';
import type { PaymentSummary } from '@store/contract/order';
import { CircleCheck, Clock, CreditCard, IndianRupee } from 'lucide-react';
import { barTones, StatCard, type Tone } from '#web/components/ui/stat-card';
import { cn } from '#web/lib/cn';

/** SPEC §2: the Total Payments bar does not measure anything; it is always 70% full. */
const TOTAL_BAR_PERCENT = 70;

/** `part` as a whole percentage of `total` (0 when there is nothing yet). */
export function percentOf(part: number, total: number): number {
  return total > 0 ? Math.round((part / total) * 100) : 0;
}

/** The four Payment Management cards (SPEC §2), over every order row, not just the page. */
export function PaymentCards({ summary }: { summary: PaymentSummary }) {
  return (
    <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-4">
      <StatCard icon={CreditCard} title="Total Payments" value={String(summary.total)} tone="brand">
        <Bar percent={TOTAL_BAR_PERCENT} tone="brand" />
      </StatCard>
      <StatCard icon={Clock} title="Pending Payments" value={String(summary.pending)} tone="amber">
        <Bar
          percent={percentOf(summary.pending, summary.total)}
          tone="amber"
          label="Pending Payments, share of all payments"
        />
      </StatCard>
      <StatCard
        icon={CircleCheck}
        title="Success Payments"
        value={String(summary.paid)}
        tone="emerald"
      >
        <Bar
          percent={percentOf(summary.paid, summary.total)}
          tone="emerald"
          label="Success Payments, share of all payments"
        />
      </StatCard>
      <StatCard
        icon={IndianRupee}
        title="Total Amount (Paid)"
        value={formatINR(summary.paidAmount)}
        tone="emerald"
      />
    </div>
  );
}

/** A progress bar; without a label it is decoration and hidden from assistive tech. */
function Bar({ percent, tone, label }: { percent: number; tone: Tone; label?: string }) {
  return (
    <div
      className="mt-3 h-2 overflow-hidden rounded-full bg-slate-100"
      {...(label
        ? {
            role: 'progressbar',
            'aria-label': label,
            'aria-valuemin': 0,
            'aria-valuemax': 100,
            'aria-valuenow': percent,
            'aria-valuetext': `${percent}%`,
          }
        : { 'aria-hidden': true })}
    >
      <div className={cn('h-full rounded-full', barTones[tone])} style={{ width: `${percent}%` }} />
    </div>
  );
}
