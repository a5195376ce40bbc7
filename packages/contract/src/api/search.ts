import { group } from './group.js';

/** Search sits under /api/product (SPEC §7) but is its own module on both sides. */
export const searchApiRoutes = /* @__PURE__ */ group('search', {
  products: { method: 'POST', path: '/api/product/search-product' },
});
