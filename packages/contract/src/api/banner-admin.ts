import { group } from './group.js';

/**
 * The banner domain's admin calls, apart from the shopper's (`bannerApiRoutes`, ./banner.ts): the
 * storefront's first load imports those and should not carry these paths (decision 0049).
 * `apiRoutes.banner` holds both.
 */
export const bannerAdminApiRoutes = /* @__PURE__ */ group('banner', {
  all: { method: 'GET', path: '/api/banner/all' },
  add: { method: 'POST', path: '/api/banner/add' },
  update: { method: 'PUT', path: '/api/banner/update' },
  remove: { method: 'DELETE', path: '/api/banner/delete' },
});
