import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test-support/test-app.js';
import { apiSecurityHeaders, computeSecurityHeaders, securityHeaderOptions } from './security.js';

describe('security headers', () => {
  it('adds HSTS and upgrade-insecure-requests in production only', () => {
    const production = computeSecurityHeaders(securityHeaderOptions(true));
    expect(production['strict-transport-security']).toBe('max-age=15552000; includeSubDomains');
    expect(production['content-security-policy']).toContain('upgrade-insecure-requests');

    const development = computeSecurityHeaders(securityHeaderOptions(false));
    expect(development['strict-transport-security']).toBeUndefined();
    expect(development['content-security-policy']).toContain(
      "script-src 'self' https://accounts.google.com/gsi/client",
    );
  });

  it('lets Cashfree’s checkout script and frames in only when Cashfree is the provider', () => {
    const csp = (cashfree: boolean) =>
      computeSecurityHeaders(securityHeaderOptions(true, cashfree))['content-security-policy']!;
    expect(csp(true)).toContain(
      "script-src 'self' https://accounts.google.com/gsi/client https://sdk.cashfree.com",
    );
    expect(csp(true)).toMatch(/frame-src [^;]*https:\/\/\*\.cashfree\.com/);
    expect(csp(false)).not.toContain('cashfree');
  });

  it('lets preview clips play from our uploads and S3_PUBLIC_URL only (media-src)', () => {
    const csp = (origins: string[]) =>
      computeSecurityHeaders(securityHeaderOptions(true, false, origins))[
        'content-security-policy'
      ]!;
    expect(csp([])).toContain("media-src 'self';");
    expect(csp(['https://cdn.store.test'])).toContain("media-src 'self' https://cdn.store.test;");
  });

  it('refuses a malformed policy at start-up instead of serving without headers', () => {
    expect(() =>
      computeSecurityHeaders({
        contentSecurityPolicy: { directives: { 'default-src': ['self'] } },
      }),
    ).toThrow(/should be quoted/);
  });
});

describe('API replies', () => {
  const app = useTestApp();

  it('carry the short inert policy; pages and the API docs keep the page policy', async () => {
    for (const url of ['/api', '/api/category/get', '/api/product/nope?x=1', '/api?x=1']) {
      const res = await app.app.inject({ url });
      expect(res.headers['content-security-policy'], url).toBe(
        "default-src 'none'; frame-ancestors 'none'",
      );
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['cross-origin-resource-policy'], url).toBe('same-origin');
      expect(res.headers['x-frame-options'], url).toBeUndefined();
    }
    for (const url of ['/', '/apis', '/api/docs', '/api/docs/static/index.html']) {
      const res = await app.app.inject({ url });
      expect(res.headers['content-security-policy'], url).toContain("default-src 'self'");
      expect(res.headers['x-frame-options'], url).toBe('SAMEORIGIN');
    }
  });

  it('keep HSTS in production', () => {
    const production = computeSecurityHeaders(securityHeaderOptions(true));
    expect(apiSecurityHeaders(production)['strict-transport-security']).toBe(
      'max-age=15552000; includeSubDomains',
    );
    expect(
      apiSecurityHeaders(computeSecurityHeaders(securityHeaderOptions(false))),
    ).not.toHaveProperty('strict-transport-security');
  });
});
