import type { ReactNode } from 'react';
import { PageTitle } from '#web/components/ui/page';
import { cn } from '#web/lib/cn';

type Tone = 'success' | 'danger';

const tones: Record<Tone, string> = {
  success: 'bg-emerald-100 text-emerald-700',
  danger: 'bg-red-100 text-red-700',
};

interface ResultCardProps {
  /** A lucide icon (decorative: the title says it all). */
  icon: ReactNode;
  tone: Tone;
  title: string;
  children?: ReactNode;
}

/** A payment result (SPEC §2 Success, Cancel): an icon, the title and its links, centred. */
export function ResultCard({ icon, tone, title, children }: ResultCardProps) {
  return (
    <div className="mx-auto flex w-full max-w-7xl justify-center px-4 py-10 sm:py-16">
      <section className="flex w-full max-w-md flex-col items-center rounded-2xl border border-slate-200 bg-white px-5 py-8 text-center shadow-sm sm:px-8">
        <span
          className={cn('mb-4 flex size-14 items-center justify-center rounded-full', tones[tone])}
        >
          {icon}
        </span>
        <PageTitle>{title}</PageTitle>
        {children}
      </section>
    </div>
  );
}
