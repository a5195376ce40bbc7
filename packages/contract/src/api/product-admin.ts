import { group } from './group.js';

/**
 * The product domain's admin calls, apart from the shopper's (`productApiRoutes`, ./product.ts):
 * the storefront's first load imports those and should not carry these paths (decision 0049).
 * `apiRoutes.product` holds both.
 */
export const productAdminApiRoutes = /* @__PURE__ */ group('product', {
  adminList: { method: 'POST', path: '/api/product/admin-get' },
  allProducts: {
    method: 'GET',
    path: '/api/product/all-products',
    serverOnly: 'an admin call SPEC §7 keeps; the metrics page reads products with their views',
  },
  trashList: { method: 'POST', path: '/api/product/get-trash-products' },
  create: { method: 'POST', path: '/api/product/create' },
  update: { method: 'PUT', path: '/api/product/update-product-details' },
  moveToBin: { method: 'DELETE', path: '/api/product/delete-product' },
  recover: { method: 'PUT', path: '/api/product/recover-product' },
  deletePermanent: { method: 'DELETE', path: '/api/product/delete-permanent' },
  addToDeals: { method: 'POST', path: '/api/product/add-to-deals' },
  removeFromDeals: { method: 'PUT', path: '/api/product/remove-from-deals' },
});
