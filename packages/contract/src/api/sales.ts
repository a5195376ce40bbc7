import { group } from './group.js';

export const salesRoutes = /* @__PURE__ */ group('sales', {
  get: { method: 'GET', path: '/api/order/sales' },
});
