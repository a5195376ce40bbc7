import { group } from './group.js';

export const orderViewApiRoutes = /* @__PURE__ */ group('orderView', {
  getOne: { method: 'POST', path: '/api/order/get-one' },
  adminList: { method: 'POST', path: '/api/order/admin-list' },
  adminGet: { method: 'POST', path: '/api/order/admin-get' },
});
