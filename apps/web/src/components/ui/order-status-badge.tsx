import type { PaymentStatus } from '@store/contract/order';
import { cn } from '#web/lib/cn';

const tones: Record<PaymentStatus, string> = {
  PENDING: 'bg-amber-100 text-amber-900',
  PAID: 'bg-emerald-100 text-emerald-800',
  // Not in SPEC §2's two colours: a blocked or unpaid order must not pass for a paid one.
  BLOCKED: 'bg-red-100 text-red-800',
  FAILED: 'bg-red-100 text-red-800',
  EXPIRED: 'bg-slate-200 text-slate-800',
};

/** An order's state as a badge: yellow PENDING, green PAID (SPEC §2); the others never green. */
export function OrderStatusBadge({
  status,
  className,
}: {
  status: PaymentStatus;
  className?: string;
}) {
  return (
    <span
      className={cn(
        'inline-block rounded-full py-0.5 font-semibold',
        className ?? 'px-2 text-xs',
        tones[status],
      )}
    >
      {status}
    </span>
  );
}
