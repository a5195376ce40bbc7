import { group } from './group.js';

export const couponApiRoutes = /* @__PURE__ */ group('coupon', {
  apply: { method: 'POST', path: '/api/coupon/apply' },
  list: { method: 'GET', path: '/api/coupon/list' },
  create: { method: 'POST', path: '/api/coupon/create' },
  update: { method: 'PUT', path: '/api/coupon/:id' },
  setActive: { method: 'POST', path: '/api/coupon/:id/active' },
});
