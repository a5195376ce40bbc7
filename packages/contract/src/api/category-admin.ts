import { group } from './group.js';

/**
 * The category domain's admin calls, apart from the shopper's (`categoryApiRoutes`,
 * ./category.ts): the storefront's first load imports those and should not carry these paths
 * (decision 0049). `apiRoutes.category` holds both.
 */
export const categoryAdminApiRoutes = /* @__PURE__ */ group('category', {
  add: { method: 'POST', path: '/api/category/add-category' },
  update: { method: 'PUT', path: '/api/category/update' },
  remove: { method: 'DELETE', path: '/api/category/delete' },
});
