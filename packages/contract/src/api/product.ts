import { group } from './group.js';

export const productApiRoutes = /* @__PURE__ */ group('product', {
  list: { method: 'POST', path: '/api/product/get' },
  byCategory: { method: 'POST', path: '/api/product/get-product-by-category' },
  byCategoryMobile: { method: 'POST', path: '/api/product/get-product-by-category-mobile' },
  // SPEC §7's spelling.
  listing: { method: 'POST', path: '/api/product/get-pruduct-by-category-and-subcategory' },
  details: { method: 'POST', path: '/api/product/get-product-details' },
  deals: { method: 'POST', path: '/api/product/get-deals' },
});
