import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '#web/lib/cn';

export type Tone = 'brand' | 'amber' | 'emerald';

const iconTones: Record<Tone, string> = {
  brand: 'bg-brand-50 text-brand-700',
  amber: 'bg-amber-50 text-amber-700',
  emerald: 'bg-emerald-50 text-emerald-700',
};

export const barTones: Record<Tone, string> = {
  brand: 'bg-brand-600',
  amber: 'bg-amber-500',
  emerald: 'bg-emerald-600',
};

interface StatCardProps {
  icon: LucideIcon;
  title: string;
  value: string;
  tone: Tone;
  children?: ReactNode;
}

/** A figure on an admin dashboard: title, value, an icon and optional extra (a bar). */
export function StatCard({ icon: Icon, title, value, tone, children }: StatCardProps) {
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
