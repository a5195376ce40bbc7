import { dashboardPagePaths, fixedPagePaths } from '@store/contract/routes';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test-support/test-app.js';
import { webBuild } from '../test-support/web-build.js';

describe('page addresses: the app for its routes, its not-found page with a 404 elsewhere', () => {
  const ctx = useTestApp({ WEB_DIST_DIR: webBuild() });
  const request = (url: string, method: 'GET' | 'HEAD' | 'POST' = 'GET') =>
    ctx.app.inject({ method, url });

  it('serves the app with 200 at every page route of the contract', async () => {
    for (const path of [...fixedPagePaths, '/dashboard', ...dashboardPagePaths]) {
      const res = await request(path);
      expect(res.statusCode, path).toBe(200);
      expect(res.headers['content-type'], path).toBe('text/html; charset=utf-8');
      expect(res.body, path).toContain('<div id="root"></div>');
    }
    // As the web app's router matches them: any letter case, a trailing slash, a query.
    for (const path of ['/LOGIN', '/contact-us/', '/dashboard/profile/', '/search?q=lut']) {
      expect((await request(path)).statusCode, path).toBe(200);
    }
  });

  it('answers every other page address with the app page and a 404 (no soft 404)', async () => {
    for (const path of [
      '/nowhere',
      '/nowhere/else',
      '/a/b/c',
      '/login/extra',
      '/dashboard/nothing-here',
      '/index.html',
      '/favicon-missing.ico',
      `/${'x'.repeat(500)}/${'y'.repeat(500)}-1`,
    ]) {
      const res = await request(path);
      expect(res.statusCode, path).toBe(404);
      expect(res.headers['content-type'], path).toBe('text/html; charset=utf-8');
      expect(res.headers['cache-control'], path).toBe('no-cache');
      // The SPA's own page: the web app then shows its not-found screen.
      expect(res.body, path).toContain('<div id="root"></div>');
    }
    const head = await request('/nowhere', 'HEAD');
    expect(head.statusCode).toBe(404);
  });

  it('points /favicon.ico, which browsers ask for on pages naming no icon, at the store icon', async () => {
    const res = await request('/favicon.ico');
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe('/favicon.svg');
    expect((await request('/favicon.svg')).statusCode).toBe(200);
  });

  it('keeps the JSON envelope for the API, other methods and malformed addresses', async () => {
    for (const [method, url, status] of [
      ['GET', '/api/nothing-here', 404],
      ['POST', '/nowhere', 404],
      ['GET', '/product/%E0%A4%A-01', 400],
    ] as const) {
      const res = await request(url, method);
      expect(res.statusCode, url).toBe(status);
      expect(res.json(), url).toMatchObject({ success: false, error: true });
    }
  });

  it('answers the paths probes and scrapers guess with the JSON 404, not the app page', async () => {
    for (const url of ['/metrics', '/healthz', '/readyz', '/livez', '/Metrics/', '/metrics?x=1']) {
      const res = await request(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toMatch(/^application\/json/);
      expect(res.json(), url).toEqual({
        success: false,
        error: true,
        message: `No API route matches GET ${url.split('?')[0]}`,
      });
    }
  });
});
