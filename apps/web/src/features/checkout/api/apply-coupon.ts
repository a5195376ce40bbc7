import { useMutation } from '@tanstack/react-query';
import { apiPost } from '#web/lib/api-client';

const replySchema = () =>
  import('@store/contract/coupon').then((module) => module.applyCouponReplySchema);

/**
 * POST /api/coupon/apply — previews a promo code against the cart in the database: the
 * discount and the new total, or the server's one-line refusal. Nothing is reserved: the
 * order is priced again when it is created.
 */
export function applyCoupon(code: string) {
  return apiPost('/api/coupon/apply', { code }, replySchema);
}

export function useApplyCoupon() {
  return useMutation({ mutationFn: applyCoupon });
}
