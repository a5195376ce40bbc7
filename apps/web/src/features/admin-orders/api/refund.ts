import { refundApiRoutes } from '@store/contract/api';
import type { AdminRefundRequest } from '@store/contract/refund';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '#web/lib/call-api';
import { adminKeys } from '#web/lib/query-keys';

/**
 * POST /api/order/admin-refund (decision 0044). The request key comes with the body: the
 * dialog makes it once, so a second submit (double click, retry) answers the same refund.
 */
export function useRefundOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminRefundRequest) => callApi(refundApiRoutes.adminRefund, { body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.orders.all }),
  });
}

/** A v4 UUID; crypto.randomUUID needs a secure context, which plain-http hosts are not. */
export function newRequestKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
