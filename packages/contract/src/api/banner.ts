import { group } from './group.js';

export const bannerApiRoutes = /* @__PURE__ */ group('banner', {
  list: { method: 'GET', path: '/api/banner/get' },
});
