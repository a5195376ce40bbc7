import type { LucideIcon } from 'lucide-react';
import { cn } from '#web/lib/cn';
import { Button } from './button';

/** A list with nothing in it: an icon and a line saying so. */
export function EmptyState({ icon: Icon, children }: { icon: LucideIcon; children: string }) {
  return (
    <div className="flex flex-col items-center rounded-xl border border-dashed border-slate-300 px-4 py-12 text-center">
      <Icon aria-hidden="true" className="size-8 text-slate-400" />
      <p className="mt-3 text-sm text-slate-600">{children}</p>
    </div>
  );
}

/** Something that failed to load, with a way to ask again. */
export function LoadError({
  message,
  onRetry,
  className,
}: {
  message: string;
  onRetry: () => void;
  className?: string;
}) {
  return (
    <div
      role="alert"
      className={cn('rounded-xl border border-red-200 bg-red-50 px-4 py-6', className)}
    >
      <p className="text-sm text-slate-800">{message}</p>
      <Button variant="secondary" size="sm" className="mt-3" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}
