import { group } from './group.js';

export const refundApiRoutes = /* @__PURE__ */ group('refund', {
  adminRefund: { method: 'POST', path: '/api/order/admin-refund' },
  creditNote: {
    method: 'GET',
    path: '/api/order/credit-note/:refundId',
    serverOnly: 'a PDF the browser opens by link (creditNotePath)',
  },
});
