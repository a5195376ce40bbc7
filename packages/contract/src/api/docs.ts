import { group } from './group.js';

/**
 * The OpenAPI document and its viewer. Registered by @fastify/swagger-ui (its own routes,
 * under `ui`) and plugins/openapi.ts, not with `serve`: they carry no contract schemas.
 */
export const docsApiRoutes = /* @__PURE__ */ group('docs', {
  ui: { method: 'GET', path: '/api/docs', serverOnly: 'the API viewer, opened by people' },
  uiIndex: { method: 'GET', path: '/api/docs/static/index.html', serverOnly: 'the viewer' },
  uiInitializer: {
    method: 'GET',
    path: '/api/docs/static/swagger-initializer.js',
    serverOnly: 'the viewer',
  },
  uiAssets: { method: 'GET', path: '/api/docs/static/*', serverOnly: 'the viewer' },
  uiJson: { method: 'GET', path: '/api/docs/json', serverOnly: 'the document, for the viewer' },
  uiYaml: { method: 'GET', path: '/api/docs/yaml', serverOnly: 'the document as YAML' },
  openapi: {
    method: 'GET',
    path: '/api/openapi.json',
    serverOnly: 'the document, for client generators and the docs test',
  },
});
