import { group } from './group.js';

export const orderApiRoutes = /* @__PURE__ */ group('order', {
  createCashfree: { method: 'POST', path: '/api/order/create-order-cashfree' },
  verifyPayment: { method: 'POST', path: '/api/order/verify-payment' },
  list: { method: 'GET', path: '/api/order/order-list' },
  allOrders: { method: 'GET', path: '/api/order/all-orders' },
  grantAccess: { method: 'POST', path: '/api/order/grantAccess' },
  blockAccess: { method: 'POST', path: '/api/order/blockAccess' },
  deletePayment: { method: 'POST', path: '/api/order/deletePayment' },
  // SPEC §7 lists these four without payloads; DESIGN §3: each answers 410 only.
  cashOnDelivery: {
    method: 'POST',
    path: '/api/order/cash-on-delivery',
    serverOnly: 'SPEC §7 keeps it; always 410 (DESIGN §3)',
  },
  checkout: {
    method: 'POST',
    path: '/api/order/checkout',
    serverOnly: 'SPEC §7 keeps it; always 410 (DESIGN §3)',
  },
  createOrder: {
    method: 'POST',
    path: '/api/order/create-order',
    serverOnly: 'SPEC §7 keeps it; always 410 (DESIGN §3)',
  },
  allOrdersPost: {
    method: 'POST',
    path: '/api/order/all-orders',
    serverOnly: 'SPEC §7 keeps it; always 410 (DESIGN §3)',
  },
  invoice: {
    method: 'GET',
    path: '/api/order/invoice/:orderId',
    serverOnly: 'a PDF the browser opens by link (invoicePath)',
  },
  paymentWebhook: {
    method: 'POST',
    path: '/api/order/payment-webhook',
    serverOnly: 'the payment provider calls it (signed raw body)',
  },
});
