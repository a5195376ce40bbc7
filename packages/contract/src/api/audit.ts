import { group } from './group.js';

export const auditApiRoutes = /* @__PURE__ */ group('audit', {
  list: { method: 'POST', path: '/api/audit/list' },
  filters: { method: 'GET', path: '/api/audit/filters' },
});
