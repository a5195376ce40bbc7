import { group } from './group.js';

/** Product view metrics (SPEC §3, §4), under `/api/survey` as SPEC §7 has them. */
export const metricsApiRoutes = /* @__PURE__ */ group('metrics', {
  /** Sent by the product page's beacon (`navigator.sendBeacon`), not by callApi. */
  recordView: { method: 'POST', path: '/api/survey/update-product-metrics' },
  all: { method: 'GET', path: '/api/survey/all-product-view-metrics' },
});
