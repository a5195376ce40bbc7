import { couponApiRoutes } from '@store/contract/api';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '#web/lib/call-api';

/**
 * POST /api/coupon/apply — previews a promo code against the cart in the database: the
 * discount and the new total, or the server's one-line refusal. Nothing is reserved: the
 * order is priced again when it is created.
 */
export function applyCoupon(code: string) {
  return callApi(couponApiRoutes.apply, { body: { code } });
}

export function useApplyCoupon() {
  return useMutation({ mutationFn: applyCoupon });
}
