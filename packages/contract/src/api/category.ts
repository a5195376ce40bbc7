import { group } from './group.js';

export const categoryRoutes = /* @__PURE__ */ group('category', {
  list: { method: 'GET', path: '/api/category/get' },
});
