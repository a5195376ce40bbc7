import { group } from './group.js';

export const cartApiRoutes = /* @__PURE__ */ group('cart', {
  add: { method: 'POST', path: '/api/cart/create' },
  get: { method: 'GET', path: '/api/cart/get' },
  updateQuantity: {
    method: 'PUT',
    path: '/api/cart/update-qty',
    // Kept for SPEC §7: a digital product is bought once, so there is no quantity to set.
    serverOnly: 'the quantity is always 1; the web app has nothing to change',
  },
  remove: { method: 'DELETE', path: '/api/cart/delete-cart-item' },
});
