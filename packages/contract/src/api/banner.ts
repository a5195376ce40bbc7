import { group } from './group.js';

export const bannerRoutes = /* @__PURE__ */ group('banner', {
  list: { method: 'GET', path: '/api/banner/get' },
});
