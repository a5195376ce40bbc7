import type { CouponWrite } from '@store/contract/coupon';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiRequest } from '#web/lib/api-client';
import { adminKeys } from '#web/lib/query-keys';

const listSchema = () =>
  import('@store/contract/coupon').then((module) => module.couponListReplySchema);
const oneSchema = () => import('@store/contract/coupon').then((module) => module.couponReplySchema);

/** Under the signed-in person's scope: forgotten when the admin signs out. */

/** GET /api/coupon/list (admin) — every coupon, newest first, with uses and holds. */
export const couponsQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.coupons,
    queryFn: ({ signal }) => apiGet('/api/coupon/list', listSchema, signal),
    select: (reply) => reply.data,
  });

export function useCoupons() {
  return useQuery(couponsQueryOptions());
}

/** POST /api/coupon/create, or PUT /api/coupon/{id} when editing. */
export function saveCoupon({ id, body }: { id: string | null; body: CouponWrite }) {
  return id
    ? apiRequest(`/api/coupon/${encodeURIComponent(id)}`, oneSchema, { method: 'PUT', body })
    : apiRequest('/api/coupon/create', oneSchema, { method: 'POST', body });
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
      apiRequest(`/api/coupon/${encodeURIComponent(id)}/active`, oneSchema, {
        method: 'POST',
        body: { active },
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.coupons }),
  });
}
