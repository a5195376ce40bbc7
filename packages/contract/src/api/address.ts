import { group } from './group.js';

export const addressApiRoutes = /* @__PURE__ */ group('address', {
  create: { method: 'POST', path: '/api/address/create' },
  list: { method: 'GET', path: '/api/address/get' },
  update: { method: 'PUT', path: '/api/address/update' },
  disable: { method: 'DELETE', path: '/api/address/disable' },
});
