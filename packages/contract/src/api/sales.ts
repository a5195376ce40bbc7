import { group } from './group.js';

export const salesApiRoutes = /* @__PURE__ */ group('sales', {
  get: { method: 'GET', path: '/api/order/sales' },
});
