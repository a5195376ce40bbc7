import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { multipart } from './test-support/multipart.js';
import { useTestApp } from './test-support/test-app.js';

// A stand-in for `apps/web/dist`: what the server must do with a built SPA is the subject here.
const webDist = mkdtempSync(path.join(os.tmpdir(), 'store-web-dist-'));
const script = `console.log(${JSON.stringify('x'.repeat(2000))});`;
mkdirSync(path.join(webDist, 'assets'));
writeFileSync(
  path.join(webDist, 'index.html'),
  '<!doctype html><title>Store</title><div id="root"></div>',
);
writeFileSync(path.join(webDist, 'assets', 'index-AbC123.js'), script);
writeFileSync(path.join(webDist, 'assets', 'index-AbC123.js.br'), brotliCompressSync(script));
writeFileSync(path.join(webDist, 'assets', 'index-AbC123.js.gz'), gzipSync(script));
writeFileSync(path.join(webDist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');

describe('the HTTP skeleton', () => {
  const ctx = useTestApp({
    WEB_DIST_DIR: webDist,
    WHATSAPP_NUMBER: '919812345678',
    STORE_TIMEZONE: 'Europe/Berlin',
  });

  it('answers an unknown /api path with a 404 JSON envelope', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/nothing/here?x=1' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.json()).toEqual({
      success: false,
      error: true,
      message: 'No API route matches GET /api/nothing/here',
    });
  });

  it('serves the single-page app for every other page, never cached', async () => {
    // (A product URL whose product does not exist gets this page with a 404: seo.test.ts.)
    for (const url of ['/', '/cart', '/search?q=lut', '/dashboard/profile']) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<div id="root"></div>');
    }
  });

  it('hands the store settings (with the time zone dates are shown in) to the page in a meta tag, HTML-escaped', async () => {
    // (/index.html itself is no page of the app: a 404, web-app.test.ts.)
    const res = await ctx.app.inject({ method: 'GET', url: '/cart' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(
      '<meta name="store-config" content="{&quot;whatsappNumber&quot;:&quot;919812345678&quot;,&quot;googleClientId&quot;:&quot;&quot;,&quot;paymentMode&quot;:&quot;simulator&quot;,&quot;imageHosts&quot;:[],&quot;uploadsUrl&quot;:&quot;&quot;,&quot;storeTimeZone&quot;:&quot;Europe/Berlin&quot;}" />',
    );
  });

  it('serves hashed assets pre-compressed with immutable caching', async () => {
    const url = '/assets/index-AbC123.js';
    const br = await ctx.app.inject({
      method: 'GET',
      url,
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.rawPayload.length).toBeLessThan(script.length);

    const gz = await ctx.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');

    const plain = await ctx.app.inject({ method: 'GET', url, headers: { 'accept-encoding': '' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('answers a missing asset with 404, not with the app page', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/assets/missing-123.js' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
  });

  it('takes multipart bodies only where a file is uploaded: elsewhere a clear 415', async () => {
    const form = multipart([{ name: 'page', content: '1' }]);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/product/get',
      payload: form.payload,
      headers: form.headers,
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({
      success: false,
      error: true,
      message: 'This content type is not supported here; send JSON.',
    });
    // The upload route still reads the form (and asks for a signed-in admin first).
    const upload = await ctx.app.inject({
      method: 'POST',
      url: '/api/file/upload',
      payload: form.payload,
      headers: form.headers,
    });
    expect(upload.statusCode).toBe(401);
  });

  it('sends security headers and a request id on every reply', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/' });
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    // Development serves plain HTTP: no HSTS, no upgrade-insecure-requests.
    expect(res.headers['strict-transport-security']).toBeUndefined();
    expect(res.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);

    const traced = await ctx.app.inject({
      method: 'GET',
      url: '/api',
      headers: { 'x-request-id': 'trace-abc-12345' },
    });
    expect(traced.headers['x-request-id']).toBe('trace-abc-12345');
  });

  it('publishes an OpenAPI document generated from the zod schemas, and a docs page', async () => {
    const doc = await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(doc.statusCode).toBe(200);
    const spec = doc.json();
    expect(spec.openapi).toMatch(/^3\./);
    expect(Object.keys(spec.paths)).toEqual(
      expect.arrayContaining([
        '/api',
        '/api/category/get',
        '/api/subcategory/get',
        '/api/product/get',
      ]),
    );
    const bodySchema =
      spec.paths['/api/product/get'].post.requestBody.content['application/json'].schema;
    // The body may be left out (sent as null), so the document offers the object or null.
    const objectVariant = bodySchema.anyOf.find((s: { type?: string }) => s.type === 'object');
    // SPEC §7's fields, then issue 16's optional sort and filters.
    expect(Object.keys(objectVariant.properties)).toEqual([
      'page',
      'limit',
      'search',
      'sort',
      'filters',
    ]);

    const docs = await ctx.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(docs.statusCode).toBe(200);
    expect(docs.headers['content-type']).toMatch(/text\/html/);
  });

  it('compresses larger JSON replies for clients that accept it', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/openapi.json',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.headers['content-encoding']).toBe('gzip');
  });
});
