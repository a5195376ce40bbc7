import { CATEGORY_NAME_MAX } from '@store/contract/category';
import { PRODUCT_LIMITS } from '@store/contract/product';
import { listingPath, productPath, SLUG_NAME_MAX, slugWithId } from '@store/contract/slug';
import { beforeAll, describe, expect, it } from 'vitest';
import { newId } from '#server/db/ids.js';
import { insertCategory, insertProduct, insertSubCategory } from '#server/test-support/fixtures.js';
import { useTestApp } from '#server/test-support/test-app.js';
import { webBuild } from '#server/test-support/web-build.js';

const ORIGIN = 'https://shop.example.in';

/** The longest name product create accepts, with every character the slug rule rewrites. */
const LONGEST_NAME =
  `Cinematic Wedding LUTs, Transitions & Titles for Premiere Pro / After Effects 100% #1? ${'Ultimate Bundle '.repeat(10)}`.slice(
    0,
    PRODUCT_LIMITS.nameMax,
  );
/** The issue's example: a 110-character name answered 414 at its own address. */
const NAME_110 = `${'Glitch Transitions Pack '.repeat(5)}`.slice(0, 110);

/** The product address as it was made before slugs were bounded: the whole name. */
const unboundedPath = (name: string, id: string) =>
  `/product/${encodeURIComponent(`${name.trim().replace(/[\s,&]/g, '-')}-${id}`)}`;

const canonicalOf = (html: string) => html.match(/<link rel="canonical" href="([^"]*)"/)?.[1];

describe('product addresses for names of any accepted length (issue 13)', () => {
  const ctx = useTestApp({ WEB_DIST_DIR: webBuild(), PUBLIC_URL: ORIGIN });
  const get = (url: string, method: 'GET' | 'HEAD' = 'GET') => ctx.app.inject({ method, url });
  let longest: { _id: string; name: string };
  let name110: { _id: string; name: string };
  let category: { _id: string; name: string };
  let subCategory: { _id: string; name: string };

  beforeAll(async () => {
    expect(LONGEST_NAME).toHaveLength(200);
    expect(NAME_110).toHaveLength(110);
    const a = await insertProduct(ctx.db, { name: LONGEST_NAME });
    const b = await insertProduct(ctx.db, { name: NAME_110 });
    longest = { _id: a.id, name: a.name };
    name110 = { _id: b.id, name: b.name };
    const c = await insertCategory(
      ctx.db,
      `Video Editing ${'Templates '.repeat(12)}`.slice(0, CATEGORY_NAME_MAX),
    );
    const s = await insertSubCategory(
      ctx.db,
      `Premiere Pro ${'Presets '.repeat(15)}`.slice(0, CATEGORY_NAME_MAX),
      [c.id],
    );
    await insertProduct(ctx.db, {
      name: 'Listed Pack',
      categoryIds: [c.id],
      subCategoryIds: [s.id],
    });
    category = { _id: c.id, name: c.name };
    subCategory = { _id: s.id, name: s.name };
  });

  it('serves the longest name at a bounded canonical address, with its head tags', async () => {
    const path = productPath(longest);
    const segment = decodeURIComponent(path.slice('/product/'.length));
    expect(segment.length).toBeLessThanOrEqual(SLUG_NAME_MAX + 1 + longest._id.length);
    expect(segment).toBe(
      `Cinematic-Wedding-LUTs--Transitions---Titles-for-Premiere-${longest._id}`,
    );

    const res = await get(path);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(canonicalOf(res.body)).toBe(`${ORIGIN}${path}`);
    expect(res.body).toContain(`<meta property="og:url" content="${ORIGIN}${path}" />`);
    expect(res.body).toContain(`"url":"${ORIGIN}${path}"`);
  });

  it('lists that canonical address in the sitemap, and the listed address answers 200', async () => {
    const xml = (await get('/sitemap.xml')).body;
    const locs = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]!);
    for (const product of [longest, name110]) {
      const loc = locs.find((l) => l.endsWith(product._id));
      expect(loc).toBe(`${ORIGIN}${productPath(product)}`);
      expect((await get(loc!.slice(ORIGIN.length))).statusCode).toBe(200);
    }
  });

  it('redirects the whole-name addresses made before the bound (the 414 of the issue)', async () => {
    for (const product of [name110, longest]) {
      const old = unboundedPath(product.name, product._id);
      const res = await get(`${old}?utm_source=whatsapp`);
      expect(res.statusCode, old).toBe(301);
      expect(res.headers.location).toBe(`${productPath(product)}?utm_source=whatsapp`);
    }
  });

  it('reads addresses case-insensitively and redirects them to the one canonical form', async () => {
    const canonical = productPath(longest);
    const id = longest._id;
    for (const variant of [
      canonical.toLowerCase(),
      canonical.toUpperCase(),
      `/product/${id}`,
      `/product/${id.toLowerCase()}`,
      `/product/Some-Old-Name-${id}`,
      `${canonical}/`,
    ]) {
      const res = await get(variant);
      expect(res.statusCode, variant).toBe(301);
      // `/PRODUCT/…` first comes to the lower-case route, which then names the canonical form.
      const next = res.headers.location as string;
      const final = next === canonical ? next : ((await get(next)).headers.location as string);
      expect(final, variant).toBe(canonical);
    }
    const head = await get(canonical.toLowerCase(), 'HEAD');
    expect(head.statusCode).toBe(301);
    expect(head.headers.location).toBe(canonical);
  });

  it('serves long-named listings at bounded addresses and redirects other spellings there', async () => {
    expect(category.name).toHaveLength(CATEGORY_NAME_MAX);
    const canonical = listingPath(category, subCategory);
    const res = await get(canonical);
    expect(res.statusCode).toBe(200);
    expect(canonicalOf(res.body)).toBe(`${ORIGIN}${canonical}`);
    const sitemap = (await get('/sitemap.xml')).body;
    expect(sitemap).toContain(`<loc>${ORIGIN}${canonical}</loc>`);
    const whole = (record: { _id: string; name: string }) =>
      encodeURIComponent(`${record.name.trim().replace(/[\s,&]/g, '-')}-${record._id}`);
    for (const variant of [`/${whole(category)}/${whole(subCategory)}`, canonical.toLowerCase()]) {
      const redirect = await get(`${variant}?ref=footer`);
      expect(redirect.statusCode, variant).toBe(301);
      expect(redirect.headers.location).toBe(`${canonical}?ref=footer`);
    }
  });

  it('answers over-long and unknown product addresses with the app page and a 404', async () => {
    for (const url of [
      `/product/${'x'.repeat(2000)}-${longest._id}`,
      `/product/${slugWithId(LONGEST_NAME, newId())}`,
      `/product/${'x'.repeat(2000)}`,
    ]) {
      const res = await get(url);
      expect(res.statusCode, url.slice(0, 40)).toBe(404);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.body).toContain('<div id="root"></div>');
    }
  });

  it('answers an over-long API path parameter with the JSON envelope', async () => {
    const res = await get(`/api/download/${'x'.repeat(2000)}`);
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.json()).toMatchObject({ success: false, error: true });
  });
});
