import { describe, expect, it } from 'vitest';
import { signedInUser } from '../test-support/auth.js';
import { multipart } from '../test-support/multipart.js';
import { useTestApp } from '../test-support/test-app.js';

/**
 * Issue 13 point 7: a guarded route says who may call it before it says anything about the
 * body, so a visitor learns nothing of a route's schema and pays no parsing or upload.
 */
const t = useTestApp();

const LOG_IN = { success: false, error: true, message: 'Please log in to continue.' };
const NOT_ALLOWED = {
  success: false,
  error: true,
  message: 'You do not have permission to do this.',
};

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';

/** Every guarded operation of the OpenAPI document, path parameters filled in. */
function guardedOperations() {
  const doc = t.app.swagger() as {
    paths: Record<string, Record<string, { security?: unknown[]; tags?: string[] }>>;
  };
  return Object.entries(doc.paths).flatMap(([path, operations]) =>
    Object.entries(operations)
      .filter(([, op]) => op.security && op.security.length > 0)
      .map(([method, op]) => ({
        method: method.toUpperCase() as Method,
        url: path.replace(/\{[^}]+\}/g, 'x'),
        admin: op.tags?.includes('admin') ?? false,
      })),
  );
}

describe('guards run before body validation', () => {
  it('answers a visitor 401 on every guarded route, whatever the body', async () => {
    const operations = guardedOperations();
    expect(operations.length).toBeGreaterThan(30);
    for (const { method, url } of operations) {
      for (const payload of ['[]', '{"productId":5,"qty":"many"}', '{not json']) {
        const res = await t.app.inject({
          method,
          url,
          headers: { 'content-type': 'application/json' },
          ...(method === 'GET' ? {} : { payload }),
        });
        expect(res.statusCode, `${method} ${url} ${payload}`).toBe(401);
        expect(res.json()).toEqual(LOG_IN);
      }
    }
  });

  it('answers a signed-in shopper 403 on admin routes before validating the body', async () => {
    const shopper = await signedInUser({ db: t.db, accessTokens: t.accessTokens });
    const adminOperations = guardedOperations().filter((op) => op.admin);
    expect(adminOperations.length).toBeGreaterThan(10);
    for (const { method, url } of adminOperations) {
      const res = await t.app.inject({
        method,
        url,
        headers: { ...shopper.headers, 'content-type': 'application/json' },
        ...(method === 'GET' ? {} : { payload: '[]' }),
      });
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json()).toEqual(NOT_ALLOWED);
    }
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/category/add-category',
      headers: shopper.headers,
      payload: { name: 42 },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual(NOT_ALLOWED);
    const admin = await signedInUser({ db: t.db, accessTokens: t.accessTokens }, { role: 'ADMIN' });
    const invalid = await t.app.inject({
      method: 'POST',
      url: '/api/category/add-category',
      headers: admin.headers,
      payload: { name: 42 },
    });
    expect(invalid.statusCode).toBe(400);
  });

  it('still validates the body of a signed-in shopper (400, not 401)', async () => {
    const shopper = await signedInUser({ db: t.db, accessTokens: t.accessTokens });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/cart/create',
      headers: shopper.headers,
      payload: { productId: 5 },
    });
    expect(res.statusCode).toBe(400);
  });

  it('refuses a visitor’s or a shopper’s upload before reading the file', async () => {
    const form = multipart([
      { name: 'image', filename: 'a.png', contentType: 'image/png', content: Buffer.alloc(1024) },
    ]);
    const visitor = await t.app.inject({ method: 'POST', url: '/api/file/upload', ...form });
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json()).toEqual(LOG_IN);
    const avatar = await t.app.inject({ method: 'PUT', url: '/api/user/upload-avatar', ...form });
    expect(avatar.statusCode).toBe(401);
    const shopper = await signedInUser({ db: t.db, accessTokens: t.accessTokens });
    const denied = await t.app.inject({
      method: 'POST',
      url: '/api/file/upload',
      payload: form.payload,
      headers: { ...form.headers, ...shopper.headers },
    });
    expect(denied.statusCode).toBe(403);
    expect(denied.json()).toEqual(NOT_ALLOWED);
  });

  it('answers a visitor’s large upload over a real socket with 401, without reading it', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const form = multipart([
      {
        name: 'image',
        filename: 'big.png',
        contentType: 'image/png',
        content: Buffer.alloc(4 * 1024 * 1024, 1),
      },
    ]);
    const res = await fetch(`${address}/api/file/upload`, {
      method: 'POST',
      headers: form.headers,
      body: form.payload,
    });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual(LOG_IN);
  });
});
