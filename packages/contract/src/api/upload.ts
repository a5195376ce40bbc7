import { group } from './group.js';

export const uploadApiRoutes = /* @__PURE__ */ group('upload', {
  image: { method: 'POST', path: '/api/file/upload' },
  clip: { method: 'POST', path: '/api/file/upload-clip' },
});
