import { group } from './group.js';

export const subcategoryApiRoutes = /* @__PURE__ */ group('subcategory', {
  list: { method: 'POST', path: '/api/subcategory/get' },
});
