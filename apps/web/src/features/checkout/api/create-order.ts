import { orderApiRoutes } from '@store/contract/api';
import type { InvoiceDetails } from '@store/contract/gst';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '#web/lib/call-api';

/**
 * POST /api/order/create-order-cashfree — the server builds the order from the cart in the
 * database; only the contact details are read from here (SPEC §3 payload shape).
 */
export function createOrder(contact: {
  email: string;
  mobile: string;
  /** Decision 41: the applied promo code; the server prices it again. */
  couponCode?: string;
  /** Only when the buyer asked for a GST invoice (decision 0040). */
  invoice?: InvoiceDetails | undefined;
}) {
  return callApi(orderApiRoutes.createCashfree, {
    body: {
      order_currency: 'INR',
      customer_details: { customer_phone: contact.mobile, customer_email: contact.email },
      // Decision 41: the applied promo code; the server prices it again.
      ...(contact.couponCode ? { couponCode: contact.couponCode } : {}),
      ...(contact.invoice ? { invoice: contact.invoice } : {}),
    },
  });
}

export function useCreateOrder() {
  return useMutation({ mutationFn: createOrder });
}
