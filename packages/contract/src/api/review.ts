import { group } from './group.js';

export const reviewApiRoutes = /* @__PURE__ */ group('review', {
  list: { method: 'POST', path: '/api/review/list' },
  mine: { method: 'POST', path: '/api/review/mine' },
  save: { method: 'PUT', path: '/api/review/save' },
  helpful: { method: 'POST', path: '/api/review/helpful' },
  adminList: { method: 'POST', path: '/api/review/admin-list' },
  adminHide: { method: 'PUT', path: '/api/review/admin-hide' },
});
