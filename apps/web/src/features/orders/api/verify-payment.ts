import { orderApiRoutes } from '@store/contract/api';
import { ORDER_MESSAGES, type VerifyPaymentReply } from '@store/contract/order';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import toast from 'react-hot-toast/headless';
import { ApiError } from '#web/lib/api-client';
import { callApi } from '#web/lib/call-api';
import { accountKeys, storefrontKeys } from '#web/lib/query-keys';

/**
 * POST /api/order/verify-payment — asks the server to confirm the order with the provider
 * and mark it PAID. `data.modifiedCount` is 1 when the order is paid (SPEC §4).
 */
export function verifyPayment(orderId: string) {
  return callApi(orderApiRoutes.verifyPayment, { body: { orderId } });
}

/** The provider's statuses for an attempt the shopper abandoned or that was refused. */
const CANCELLED_STATUSES = new Set(['FAILED', 'USER_DROPPED', 'CANCELLED', 'VOID']);

/** Tells toasts of one verification apart from any other, so a repeat replaces, not stacks. */
const TOAST_ID = 'payment-verification';

export type Verification =
  | { state: 'verifying' }
  | { state: 'paid'; orderId: string }
  /** The shopper dropped or the provider refused the attempt: the /cancel screen. */
  | { state: 'cancelled' }
  /** Not paid, not the shopper's order, or no order id at all (SPEC §4). */
  | { state: 'unauthorized' }
  /** The server could not reach the provider (502 'payment failed') or the store: ask again. */
  | { state: 'failed'; message: string }
  /** The session is gone: sign in, then come back. */
  | { state: 'signed-out' };

function outcomeOf(reply: VerifyPaymentReply): Verification {
  const { modifiedCount, orderId, lastPaymentStatus } = reply.data;
  if (modifiedCount > 0) return { state: 'paid', orderId };
  if (lastPaymentStatus !== null && CANCELLED_STATUSES.has(lastPaymentStatus.toUpperCase())) {
    return { state: 'cancelled' };
  }
  return { state: 'unauthorized' };
}

function errorOutcome(error: Error): Verification {
  if (error instanceof ApiError) {
    if (error.status === 401) return { state: 'signed-out' };
    // Someone else's order or an id that is not one (DESIGN §4: "not found" either way).
    if (error.status === 400 || error.status === 403 || error.status === 404) {
      return { state: 'unauthorized' };
    }
    if (error.status === 502) return { state: 'failed', message: ORDER_MESSAGES.paymentFailed };
  }
  return { state: 'failed', message: error.message };
}

const verificationQueryOptions = (
  orderId: string | null,
  onSettled: (outcome: Verification) => void,
) =>
  queryOptions({
    // Outside the user's prefix: a sign-out elsewhere must not send the verification again.
    queryKey: storefrontKeys.paymentVerification(orderId),
    // Whatever the outcome, its side effects (toasts, refetching cart and orders) happen here,
    // once per request; the page only renders the cached answer.
    queryFn: async () => {
      if (orderId === null) throw new Error('no order id');
      try {
        const reply = await verifyPayment(orderId);
        onSettled(outcomeOf(reply));
        return reply;
      } catch (error) {
        onSettled(errorOutcome(error as Error));
        throw error;
      }
    },
    enabled: orderId !== null,
    // Once per page load (React's StrictMode mounts twice; both share this one request).
    // No abort signal either: a dropped observer must not cancel the POST and send it again.
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

/**
 * Verifies the order the provider returned with, exactly once per page load; 'Check again'
 * calls `retry`. A paid order refetches the cart and the orders.
 */
export function usePaymentVerification(orderId: string | null) {
  const queryClient = useQueryClient();
  const query = useQuery(
    verificationQueryOptions(orderId, (outcome) => {
      if (outcome.state === 'paid') {
        toast.dismiss(TOAST_ID);
        // A paid order empties the cart on the server (features/cart's query).
        void queryClient.invalidateQueries({ queryKey: accountKeys.cart });
        void queryClient.invalidateQueries({ queryKey: accountKeys.orders });
      } else if (outcome.state === 'unauthorized') {
        toast.error(ORDER_MESSAGES.unauthorized, { id: TOAST_ID });
      } else if (outcome.state === 'failed') {
        toast.error(outcome.message, { id: TOAST_ID });
      }
    }),
  );

  // Nothing to verify: the return URL came without an order id.
  useEffect(() => {
    if (orderId === null) toast.error(ORDER_MESSAGES.unauthorized, { id: TOAST_ID });
  }, [orderId]);

  let verification: Verification;
  if (orderId === null) verification = { state: 'unauthorized' };
  else if (query.isFetching || query.isPending) verification = { state: 'verifying' };
  else if (query.isError) verification = errorOutcome(query.error);
  else verification = outcomeOf(query.data);

  return { verification, retry: () => void query.refetch() };
}
