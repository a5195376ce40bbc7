import { group } from './group.js';

/**
 * The user domain's admin calls, apart from the shopper's (`userApiRoutes`, ./user.ts): the
 * storefront's first load imports those and should not carry these paths (decision 0049).
 * `apiRoutes.user` holds both.
 */
export const userAdminApiRoutes = /* @__PURE__ */ group('user', {
  allUsers: { method: 'GET', path: '/api/user/all-users' },
});
