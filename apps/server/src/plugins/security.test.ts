import { describe, expect, it } from 'vitest';
import { computeSecurityHeaders, securityHeaderOptions } from './security.js';

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

  it('refuses a malformed policy at start-up instead of serving without headers', () => {
    expect(() =>
      computeSecurityHeaders({
        contentSecurityPolicy: { directives: { 'default-src': ['self'] } },
      }),
    ).toThrow(/should be quoted/);
  });
});
