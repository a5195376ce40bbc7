import { group } from './group.js';

export const wishlistApiRoutes = /* @__PURE__ */ group('wishlist', {
  get: { method: 'GET', path: '/api/wishlist/get' },
  add: { method: 'POST', path: '/api/wishlist/add' },
  remove: { method: 'DELETE', path: '/api/wishlist/remove' },
  merge: { method: 'POST', path: '/api/wishlist/merge' },
  cards: { method: 'POST', path: '/api/wishlist/products' },
});
