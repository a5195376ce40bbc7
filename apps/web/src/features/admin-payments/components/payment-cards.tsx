import { formatINR } from '@store/contract/format';
import type { PaymentSummary } from '@store/contract/order';
import { CircleCheck, Clock, CreditCard, IndianRupee, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn';

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
      <Card icon={CreditCard} title="Total Payments" value={String(summary.total)} tone="brand">
        <Bar percent={TOTAL_BAR_PERCENT} tone="brand" />
      </Card>
      <Card icon={Clock} title="Pending Payments" value={String(summary.pending)} tone="amber">
        <Bar
          percent={percentOf(summary.pending, summary.total)}
          tone="amber"
          label="Pending Payments, share of all payments"
        />
      </Card>
      <Card icon={CircleCheck} title="Success Payments" value={String(summary.paid)} tone="emerald">
        <Bar
          percent={percentOf(summary.paid, summary.total)}
          tone="emerald"
          label="Success Payments, share of all payments"
        />
      </Card>
      <Card
        icon={IndianRupee}
        title="Total Amount (Paid)"
        value={formatINR(summary.paidAmount)}
        tone="emerald"
      />
    </div>
  );
}

type Tone = 'brand' | 'amber' | 'emerald';

const iconTones: Record<Tone, string> = {
  brand: 'bg-brand-50 text-brand-700',
  amber: 'bg-amber-50 text-amber-700',
  emerald: 'bg-emerald-50 text-emerald-700',
};

const barTones: Record<Tone, string> = {
  brand: 'bg-brand-600',
  amber: 'bg-amber-500',
  emerald: 'bg-emerald-600',
};

interface CardProps {
  icon: LucideIcon;
  title: string;
  value: string;
  tone: Tone;
  children?: ReactNode;
}

function Card({ icon: Icon, title, value, tone, children }: CardProps) {
  return (
    <article aria-label={title} className="rounded-xl border border-slate-200 bg-white p-4">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 className="text-sm font-medium text-slate-600">{title}</h2>
          <p className="mt-1 truncate text-2xl font-semibold text-slate-900">{value}</p>
        </div>
        <span className={cn('shrink-0 rounded-lg p-2', iconTones[tone])}>
          <Icon aria-hidden="true" className="size-5" />
        </span>
      </div>
      {children}
    </article>
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
