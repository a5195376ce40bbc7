import { couponApiRoutes } from '@store/contract/api';
import type { CouponWrite } from '@store/contract/coupon';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '#web/lib/call-api';
import { adminKeys } from '#web/lib/query-keys';

/** Under the signed-in person's scope: forgotten when the admin signs out. */

/** GET /api/coupon/list (admin) — every coupon, newest first, with uses and holds. */
export const couponsQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.coupons,
    queryFn: ({ signal }) => callApi(couponApiRoutes.list, { signal }),
    select: (reply) => reply.data,
  });

export function useCoupons() {
  return useQuery(couponsQueryOptions());
}

/** POST /api/coupon/create, or PUT /api/coupon/{id} when editing. */
export function saveCoupon({ id, body }: { id: string | null; body: CouponWrite }) {
  return id
    ? callApi(couponApiRoutes.update, { params: { id }, body })
    : callApi(couponApiRoutes.create, { body });
}

export function useSaveCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCoupon,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.coupons }),
  });
}

/** POST /api/coupon/{id}/active — pause (false) or activate (true). */
export function useSetCouponActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, active }: { id: string; active: boolean }) =>
      callApi(couponApiRoutes.setActive, { params: { id }, body: { active } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.coupons }),
  });
}
