import { group } from './group.js';

export const exportApiRoutes = /* @__PURE__ */ group('export', {
  orders: {
    method: 'GET',
    path: '/api/export/orders.csv',
    serverOnly: 'a CSV the browser downloads by link (EXPORT_PATHS)',
  },
  salesByDay: {
    method: 'GET',
    path: '/api/export/sales-by-day.csv',
    serverOnly: 'a CSV the browser downloads by link (EXPORT_PATHS)',
  },
  refunds: {
    method: 'GET',
    path: '/api/export/refunds.csv',
    serverOnly: 'a CSV the browser downloads by link (EXPORT_PATHS)',
  },
  users: {
    method: 'GET',
    path: '/api/export/users.csv',
    serverOnly: 'a CSV the browser downloads by link (EXPORT_PATHS)',
  },
});
