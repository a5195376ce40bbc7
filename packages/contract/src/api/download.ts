import { group } from './group.js';

export const downloadApiRoutes = /* @__PURE__ */ group('download', {
  file: {
    method: 'GET',
    path: '/api/download/:productId',
    serverOnly: 'the browser follows it as a link (a 302 to the file; downloadPath)',
  },
});
