import { describe, expect, it } from 'vitest';
import { NUL_MESSAGE, UNPAIRED_SURROGATE_MESSAGE } from '../lib/unsafe-text.js';
import { signedInUser } from '../test-support/auth.js';
import { useTestApp } from '../test-support/test-app.js';
import { BODY_TOO_DEEP_MESSAGE, FORBIDDEN_KEY_MESSAGE, MAX_JSON_DEPTH } from './json-body.js';

const ctx = useTestApp();

const envelope = (message: string) => ({ success: false, error: true, message });

/** POST with a body sent exactly as written (escapes such as `\u0000` reach the parser as is). */
async function postRaw(url: string, body: string, headers: Record<string, string> = {}) {
  return ctx.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/json', ...headers },
    payload: body,
  });
}

async function adminHeaders() {
  return (await signedInUser(ctx, { role: 'ADMIN' })).headers;
}

describe('NUL characters and unpaired surrogates in text', () => {
  it('are refused with 400 naming the field on public and admin catalogue reads', async () => {
    const admin = await adminHeaders();
    for (const [url, headers] of [
      ['/api/product/get', {}],
      ['/api/product/admin-get', admin],
      ['/api/product/get-trash-products', admin],
    ] as const) {
      const res = await postRaw(url, '{"search":"lut\\u0000pack"}', headers);
      expect({ url, status: res.statusCode, body: res.json() }).toEqual({
        url,
        status: 400,
        body: envelope(`Search ${NUL_MESSAGE}.`),
      });
    }
  });

  it('are refused in writes, nested fields, keys and lone surrogates alike', async () => {
    const admin = await adminHeaders();
    const shopper = (await signedInUser(ctx)).headers;
    const address = {
      address_line: '12 MG Road\u0000',
      city: 'Pune',
      state: 'Maharashtra',
      country: 'India',
      pincode: '411001',
      mobile: '9876543210',
    };
    const cases = [
      ['/api/address/create', JSON.stringify(address), shopper, `Address line ${NUL_MESSAGE}.`],
      [
        '/api/category/add-category',
        '{"name":"Fonts\\u0000","image":"/uploads/catalogue/fonts.webp"}',
        admin,
        `Name ${NUL_MESSAGE}.`,
      ],
      [
        '/api/category/add-category',
        '{"name":"Fonts \\ud83d","image":"/uploads/catalogue/fonts.webp"}',
        admin,
        `Name ${UNPAIRED_SURROGATE_MESSAGE}.`,
      ],
      [
        '/api/product/get',
        '{"search":"\\udc00 alone"}',
        {},
        `Search ${UNPAIRED_SURROGATE_MESSAGE}.`,
      ],
      [
        '/api/product/create',
        '{"name":"Pack","more_details":{"cat":["x","\\u0000"]}}',
        admin,
        `Cat 2 ${NUL_MESSAGE}.`,
      ],
      [
        '/api/product/get',
        '{"page":1,"a\\u0000b":1}',
        {},
        `The request body field names ${NUL_MESSAGE}.`,
      ],
    ] as const;
    for (const [url, body, headers, message] of cases) {
      const res = await postRaw(url, body, headers);
      expect({ body, status: res.statusCode, reply: res.json() }).toEqual({
        body,
        status: 400,
        reply: envelope(message),
      });
    }
  });

  it('are refused in query strings and route parameters', async () => {
    const admin = await adminHeaders();
    const query = await ctx.app.inject({
      method: 'GET',
      url: '/api/user/all-users?page=1&limit=%00',
      headers: admin,
    });
    expect(query.statusCode).toBe(400);
    expect(query.json()).toEqual(envelope(`Page size ${NUL_MESSAGE}.`));
    const shopper = (await signedInUser(ctx)).headers;
    const params = await ctx.app.inject({
      method: 'GET',
      url: '/api/download/abc%00def',
      headers: shopper,
    });
    expect(params.statusCode).toBe(400);
    expect(params.json()).toEqual(envelope(`Product ${NUL_MESSAGE}.`));
  });

  it('leave well-formed text alone: emoji, Devanagari and other characters pass', async () => {
    const res = await postRaw('/api/product/get', JSON.stringify({ search: 'रंग 🎬 LUT' }));
    expect(res.statusCode).toBe(200);
  });
});

describe('deeply nested bodies', () => {
  const nested = (depth: number) => `${'['.repeat(depth - 1)}{}${']'.repeat(depth - 1)}`;
  const nestedObject = (depth: number) => `${'{"a":'.repeat(depth - 1)}{}${'}'.repeat(depth - 1)}`;

  it('get 400 before any work, on cached reads too (5,000 deep was a 500)', async () => {
    for (const body of [nested(5000), nestedObject(5000), `{"page":1,"x":${nested(200_000)}}`]) {
      const res = await postRaw('/api/product/get', body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(envelope(BODY_TOO_DEEP_MESSAGE));
    }
  });

  it('stop exactly past the limit; brackets inside strings do not count', async () => {
    const atLimit = await postRaw(
      '/api/product/get',
      `{"page":1,"x":${nestedObject(MAX_JSON_DEPTH - 1)}}`,
    );
    expect(atLimit.statusCode).toBe(200);
    const past = await postRaw(
      '/api/product/get',
      `{"page":1,"x":${nestedObject(MAX_JSON_DEPTH)}}`,
    );
    expect(past.json()).toEqual(envelope(BODY_TOO_DEEP_MESSAGE));
    const inText = await postRaw(
      '/api/product/get',
      JSON.stringify({ search: `${'[{'.repeat(45)} \\" ${'}]'.repeat(45)}` }),
    );
    expect(inText.statusCode).toBe(200);
  });
});

describe('__proto__ and constructor.prototype keys', () => {
  it('get 400, however they are spelled, wherever they sit', async () => {
    for (const body of [
      '{"__proto__":{"isAdmin":true}}',
      '{"page":1,"nested":[{"__proto__":{"isAdmin":true}}]}',
      '{"\\u005f_proto__":{"isAdmin":true}}',
      '{"constructor":{"prototype":{"isAdmin":true}}}',
    ]) {
      const res = await postRaw('/api/product/get', body);
      expect({ body, status: res.statusCode, reply: res.json() }).toEqual({
        body,
        status: 400,
        reply: envelope(FORBIDDEN_KEY_MESSAGE),
      });
    }
  });

  it('get 400 on sign-up, so no account is made from such a body', async () => {
    const res = await postRaw(
      '/api/user/register',
      JSON.stringify({
        name: 'Mallory',
        email: 'mallory@example.com',
        password: 'Saffron-Kite-Lantern-42',
        confirmPassword: 'Saffron-Kite-Lantern-42',
      }).replace(/}$/, ',"__proto__":{"role":"ADMIN","isAdmin":true}}'),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(envelope(FORBIDDEN_KEY_MESSAGE));
  });

  it('JSON null and plain bodies still parse as before', async () => {
    expect((await postRaw('/api/product/get-deals', 'null')).statusCode).toBe(200);
    expect((await postRaw('/api/product/get', '{"page":1}')).statusCode).toBe(200);
    expect((await postRaw('/api/product/get', '{"page":')).json()).toEqual(
      envelope('The request body is not valid JSON.'),
    );
  });
});

describe('addresses the router cannot read', () => {
  it('get 400 in the envelope, not Fastify own error body', async () => {
    const shopper = (await signedInUser(ctx)).headers;
    for (const url of ['/api/download/%', '/api/download/%zz', '/api/product/%c0']) {
      const res = await ctx.app.inject({ method: 'GET', url, headers: shopper });
      expect({ url, status: res.statusCode, body: res.json() }).toEqual({
        url,
        status: 400,
        body: envelope('The address is not valid: it has a broken %-escape.'),
      });
    }
  });
});

describe('the reply cache keyed by raw body bytes (decision 10)', () => {
  it('still answers bytes seen before without parsing, and never a body that is refused', async () => {
    const url = '/api/product/get';
    const good = '{"search":"raw bytes","page":1}';
    const refused = [
      '{"search":"raw bytes\\u0000","page":1}',
      '{"search":"raw bytes\\ud800","page":1}',
      '{"search":"raw bytes","page":1,"__proto__":{"isAdmin":true}}',
      `{"search":"raw bytes","page":1,"x":${'['.repeat(40)}${']'.repeat(40)}}`,
    ];
    expect((await postRaw(url, good)).statusCode).toBe(200);
    const before = ctx.app.catalogueCache.stats();
    expect((await postRaw(url, good)).statusCode).toBe(200);
    expect(ctx.app.catalogueCache.stats().hits).toBe(before.hits + 1);
    // Twice each: a refused body is neither kept nor answered from the cache the second time.
    for (const body of [...refused, ...refused]) {
      const res = await postRaw(url, body);
      expect({ body, status: res.statusCode }).toEqual({ body, status: 400 });
    }
    const after = ctx.app.catalogueCache.stats();
    expect(after.hits).toBe(before.hits + 1);
    expect(after.entries).toBe(before.entries);
  });
});
