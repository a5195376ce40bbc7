import { group } from './group.js';

export const categoryApiRoutes = /* @__PURE__ */ group('category', {
  list: { method: 'GET', path: '/api/category/get' },
});
