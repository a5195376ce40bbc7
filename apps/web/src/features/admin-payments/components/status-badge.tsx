import type { PaymentStatus } from '@store/contract/order';
import { OrderStatusBadge } from '#web/components/ui/order-status-badge';

/** SPEC §2: yellow PENDING, green PAID; BLOCKED and FAILED in red, EXPIRED grey (decision 39). */
export function StatusBadge({ status, className }: { status: PaymentStatus; className?: string }) {
  return <OrderStatusBadge status={status} {...(className ? { className } : {})} />;
}
