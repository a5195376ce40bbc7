import { group } from './group.js';

/**
 * The subcategory domain's admin calls, apart from the shopper's (`subcategoryApiRoutes`,
 * ./subcategory.ts): the storefront's first load imports those and should not carry these paths
 * (decision 0049). `apiRoutes.subcategory` holds both.
 */
export const subcategoryAdminApiRoutes = /* @__PURE__ */ group('subcategory', {
  create: { method: 'POST', path: '/api/subcategory/create' },
  update: { method: 'PUT', path: '/api/subcategory/update' },
  remove: { method: 'DELETE', path: '/api/subcategory/delete' },
});
