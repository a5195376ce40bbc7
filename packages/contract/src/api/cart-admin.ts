import { group } from './group.js';

/**
 * The cart domain's admin calls, apart from the shopper's (`cartApiRoutes`, ./cart.ts): the
 * storefront's first load imports those and should not carry these paths (decision 0049).
 * `apiRoutes.cart` holds both.
 */
export const cartAdminApiRoutes = /* @__PURE__ */ group('cart', {
  allCarts: {
    method: 'GET',
    path: '/api/cart/all-carts',
    serverOnly: 'an admin call SPEC §7 keeps; no page of the web app shows every cart',
  },
});
