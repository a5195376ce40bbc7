import { slugWithId } from '@store/contract/slug';
import Fastify from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertCategory, insertProduct, insertSubCategory } from '#server/test-support/fixtures.js';
import { useTestApp } from '#server/test-support/test-app.js';
import { INDEX_HTML, webBuild } from '#server/test-support/web-build.js';
import { seoRoutes } from './routes.js';

const NASTY = '<script>alert(1)</script> & "Pack"';
const ORIGIN = 'https://shop.example.in';

/** Every `<tag …>` of a kind, with its attributes. */
function tags(html: string, name: string): Record<string, string>[] {
  return [...html.matchAll(new RegExp(`<${name}\\s([^>]*?)/?>`, 'g'))].map((match) =>
    Object.fromEntries([...match[1]!.matchAll(/([\w:-]+)="([^"]*)"/g)].map((a) => [a[1]!, a[2]!])),
  );
}
const metaContent = (html: string, key: string) =>
  tags(html, 'meta').find((m) => m.name === key || m.property === key)?.content;
const unescapeHtml = (text: string) =>
  text
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&amp;', '&');

describe('server-rendered SEO tags, sitemap and robots.txt', () => {
  const ctx = useTestApp({ WEB_DIST_DIR: webBuild(), PUBLIC_URL: ORIGIN });
  const get = (url: string) => ctx.app.inject({ method: 'GET', url });
  let nasty: { id: string; name: string };
  let free: { id: string; name: string };
  let trashed: { id: string; name: string };
  let category: { id: string; name: string };
  let premiere: { id: string; name: string };

  beforeAll(async () => {
    category = await insertCategory(ctx.db, 'Colour Grading');
    premiere = await insertSubCategory(ctx.db, 'Premiere Pro', [category.id]);
    nasty = await insertProduct(ctx.db, {
      name: NASTY,
      price: 499,
      discount: 10,
      stock: 5,
      description: 'Fifty film looks for <b>weddings</b> & "travel". Works in Premiere Pro.',
      categoryIds: [category.id],
      subCategoryIds: [premiere.id],
    });
    free = await insertProduct(ctx.db, {
      name: 'Free Starter Pack',
      price: 0,
      discount: 0,
      stock: 0,
      categoryIds: [category.id],
    });
    trashed = await insertProduct(ctx.db, { name: 'Trashed Pack', deleted: true });
  });

  const productUrl = (p: { id: string; name: string }) =>
    `/product/${encodeURIComponent(slugWithId(p.name, p.id))}`;

  it('fills title, description, canonical, Open Graph and Twitter tags, all escaped', async () => {
    const res = await get(`/product/${encodeURIComponent(slugWithId(nasty.name, nasty.id))}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    const html = res.body;
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain('<b>weddings');
    expect(html).not.toContain('default title');
    expect(html).not.toContain('The default description.');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain(
      '<title>&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;Pack&quot; – ₹449 | EditKaro Assets</title>',
    );
    // The rest of the SPA page is intact (settings meta, the app's script, the root).
    expect(html).toContain('<meta name="store-config"');
    expect(html).toContain('<script type="module" src="/assets/index-abc.js"></script>');
    expect(html).toContain('<div id="root"></div>');

    const canonical = `${ORIGIN}/product/${encodeURIComponent(slugWithId(NASTY, nasty.id))}`;
    expect(tags(html, 'link').find((l) => l.rel === 'canonical')?.href).toBe(canonical);
    const description = unescapeHtml(metaContent(html, 'description')!);
    expect(description).toBe(
      '₹449 (10% off ₹499). Fifty film looks for <b>weddings</b> & "travel". Works in Premiere Pro.',
    );
    expect(metaContent(html, 'og:title')).toBe(
      '&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;Pack&quot; – ₹449 | EditKaro Assets',
    );
    expect(metaContent(html, 'og:type')).toBe('product');
    expect(metaContent(html, 'og:url')).toBe(canonical);
    expect(metaContent(html, 'og:image')).toBe(`${ORIGIN}/uploads/test/a.webp`);
    expect(metaContent(html, 'og:site_name')).toBe('EditKaro Assets');
    expect(metaContent(html, 'product:price:amount')).toBe('449');
    expect(metaContent(html, 'product:price:currency')).toBe('INR');
    expect(metaContent(html, 'twitter:card')).toBe('summary_large_image');
    expect(metaContent(html, 'twitter:image')).toBe(`${ORIGIN}/uploads/test/a.webp`);
    expect(unescapeHtml(metaContent(html, 'twitter:title')!)).toContain(NASTY);
  });

  it('adds JSON-LD Product that parses, with the sale price in INR and availability', async () => {
    const ld = async (p: { id: string; name: string }) => {
      const html = (await get(productUrl(p))).body;
      const json = html.match(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/)![1]!;
      expect(json).not.toMatch(/[<>]/);
      return JSON.parse(json);
    };
    const product = await ld(nasty);
    expect(product).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: NASTY,
      sku: nasty.id,
      image: [`${ORIGIN}/uploads/test/a.webp`, `${ORIGIN}/uploads/test/b.webp`],
      brand: { '@type': 'Brand', name: 'EditKaro Assets' },
      category: 'Colour Grading',
      offers: {
        '@type': 'Offer',
        price: 449,
        priceCurrency: 'INR',
        availability: 'https://schema.org/InStock',
        url: `${ORIGIN}/product/${encodeURIComponent(slugWithId(NASTY, nasty.id))}`,
      },
    });
    expect(product.description).toContain('<b>weddings</b> & "travel"');
    expect(await ld(free)).toMatchObject({
      offers: { price: 0, availability: 'https://schema.org/OutOfStock' },
    });
  });

  it('answers unknown and trashed products with the SPA page and a 404', async () => {
    for (const url of [
      productUrl(trashed),
      '/product/No-Such-Pack-01ZZZZZZZZZZZZZZZZZZZZZZZZ',
      '/product/no-id-here-',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.body).toContain('<div id="root"></div>');
      expect(res.body).toContain('default title');
      expect(res.body).not.toContain('og:title');
    }
  });

  it('fills listing pages and leaves other two-segment paths to the SPA or the API', async () => {
    const url = `/${slugWithId(category.name, category.id)}/${slugWithId(premiere.name, premiere.id)}`;
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>Premiere Pro – Colour Grading | EditKaro Assets</title>');
    expect(metaContent(res.body, 'og:type')).toBe('website');
    expect(metaContent(res.body, 'og:url')).toBe(`${ORIGIN}${url}`);
    expect(metaContent(res.body, 'description')).toContain('1 product.');
    expect(metaContent(res.body, 'og:image')).toBe(
      `${ORIGIN}/uploads/test/${encodeURIComponent('Premiere Pro')}.webp`,
    );

    const unknown = await get(`/Colour-Grading-${category.id}/Gone-01ZZZZZZZZZZZZZZZZZZZZZZZZ`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('<div id="root"></div>');

    const account = await get('/dashboard/profile');
    expect(account.statusCode).toBe(200);
    expect(account.body).toContain('default title');
    const api = await get('/api/nothing-here');
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ success: false, error: true });
    expect((await get('/assets/missing-file.js')).statusCode).toBe(404);
  });

  it('caches rendered pages with the catalogue and revalidates them by ETag', async () => {
    const pool = ctx.pool;
    let queries = 0;
    pool.on('acquire', () => {
      queries += 1;
    });
    const first = await get(productUrl(free));
    const before = queries;
    const second = await get(productUrl(free));
    expect(second.body).toBe(first.body);
    expect(queries).toBe(before);
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    const revalidated = await ctx.app.inject({
      method: 'GET',
      url: productUrl(free),
      headers: { 'if-none-match': etag },
    });
    expect(revalidated.statusCode).toBe(304);
    // A shared link with tracking parameters is the same page, from the same entry.
    const shared = await get(`${productUrl(free)}?fbclid=abc&utm_source=whatsapp`);
    expect(shared.headers.etag).toBe(etag);
    expect(queries).toBe(before);
  });

  it('lists home, static pages, listings and live products in /sitemap.xml', async () => {
    const res = await get('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    const xml = res.body;
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset')).toBe(true);
    const locs = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual(
      expect.arrayContaining([
        `${ORIGIN}/`,
        `${ORIGIN}/license`,
        `${ORIGIN}/contact-us`,
        `${ORIGIN}/cookies`,
        `${ORIGIN}/privacy-policy`,
        `${ORIGIN}/new-products`,
        `${ORIGIN}/${slugWithId(category.name, category.id)}/${slugWithId(premiere.name, premiere.id)}`,
        `${ORIGIN}/product/${encodeURIComponent(slugWithId(NASTY, nasty.id))}`,
        `${ORIGIN}/product/${slugWithId(free.name, free.id)}`,
      ]),
    );
    expect(xml).not.toContain(trashed.id);
    expect(xml).not.toContain('<script');
    expect(xml).toMatch(
      new RegExp(
        `${free.id}</loc><lastmod>\\d{4}-\\d\\d-\\d\\dT\\d\\d:\\d\\d:\\d\\d\\+00:00</lastmod>`,
      ),
    );
  });

  it('serves robots.txt that allows the store and points to the sitemap', async () => {
    const res = await get('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.body).toBe(
      [
        'User-agent: *',
        'Allow: /',
        'Disallow: /dashboard',
        'Disallow: /cart',
        'Disallow: /checkout',
        'Disallow: /api/',
        '',
        `Sitemap: ${ORIGIN}/sitemap.xml`,
        '',
      ].join('\n'),
    );
  });

  it('splits a large sitemap into parts under a sitemap index', async () => {
    const app = Fastify();
    app.decorate('indexPage', INDEX_HTML);
    await app.register(seoRoutes, { db: ctx.db, publicUrl: ORIGIN, sitemapPartSize: 4 });
    // 6 static pages + 1 listing + 2 live products = 9 URLs: 3 parts of 4.
    const index = await app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(index.body).toContain('<sitemapindex');
    const parts = [...index.body.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]!);
    expect(parts).toEqual([1, 2, 3].map((n) => `${ORIGIN}/sitemap.xml?part=${n}`));
    const all: string[] = [];
    for (const part of parts) {
      const res = await app.inject({ method: 'GET', url: part.slice(ORIGIN.length) });
      expect(res.statusCode).toBe(200);
      all.push(...[...res.body.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]!));
    }
    expect(all).toHaveLength(9);
    expect(new Set(all).size).toBe(9);
    expect((await app.inject({ method: 'GET', url: '/sitemap.xml?part=4' })).statusCode).toBe(404);
    await app.close();
  });
});

describe('SEO tags without PUBLIC_URL', () => {
  const ctx = useTestApp({ WEB_DIST_DIR: webBuild() });

  it("uses the request's own origin", async () => {
    const product = await insertProduct(ctx.db, { name: 'Origin Pack' });
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/product/${slugWithId(product.name, product.id)}`,
      headers: { host: 'store.test:8080' },
    });
    expect(metaContent(res.body, 'og:url')).toBe(
      `http://store.test:8080/product/Origin-Pack-${product.id}`,
    );
    const robots = await ctx.app.inject({
      method: 'GET',
      url: '/robots.txt',
      headers: { host: 'store.test:8080' },
    });
    expect(robots.body).toContain('Sitemap: http://store.test:8080/sitemap.xml');
  });
});
