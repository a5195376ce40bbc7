import { cn } from '#web/lib/cn';

/** A grey placeholder block; hidden from assistive tech (the surrounding region says "loading"). */
export function Skeleton({ className }: { className?: string }) {
  return (
    <div
      aria-hidden="true"
      className={cn('rounded-md bg-slate-200 motion-safe:animate-pulse', className)}
    />
  );
}
