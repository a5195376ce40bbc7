import { group } from './group.js';

export const healthApiRoutes = /* @__PURE__ */ group('health', {
  warmUp: { method: 'GET', path: '/api' },
  live: {
    method: 'GET',
    path: '/api/health/live',
    serverOnly: 'a liveness probe for load balancers (README "Behind a load balancer")',
  },
  ready: {
    method: 'GET',
    path: '/api/health/ready',
    serverOnly: 'a readiness probe for load balancers (README "Behind a load balancer")',
  },
});
