import { preloadedReplyKey } from '@store/contract/preloaded-replies';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { banners, products } from '#server/db/schema/index.js';
import { insertCategory, insertProduct, insertSubCategory } from '#server/test-support/fixtures.js';
import { preloadedReplies } from '#server/test-support/page-replies.js';
import { useTestApp } from '#server/test-support/test-app.js';
import { webBuild } from '#server/test-support/web-build.js';

/** A product name that would end the data block if it were written as it is. */
const NASTY = '</script><script>alert(1)</script> <!-- Pack';

describe('GET / (the home page with its first replies)', () => {
  const ctx = useTestApp({ WEB_DIST_DIR: webBuild() });
  const categoryIds: string[] = [];

  beforeAll(async () => {
    // More categories than travel in the page, named so their order (by name) is known.
    for (let i = 1; i <= 3; i += 1) {
      const category = await insertCategory(ctx.db, `Category ${String(i).padStart(2, '0')}`);
      categoryIds.push(category.id);
    }
    const luts = await insertSubCategory(ctx.db, 'LUTs', [categoryIds[0]!]);
    const nasty = await insertProduct(ctx.db, {
      name: NASTY,
      categoryIds: [categoryIds[0]!],
      subCategoryIds: [luts.id],
    });
    await ctx.db.update(products).set({ isDeal: true }).where(eq(products.id, nasty.id));
    await insertProduct(ctx.db, {
      name: 'Trashed Pack',
      categoryIds: [categoryIds[0]!],
      deleted: true,
    });
    await ctx.db.insert(banners).values([
      { kind: 'desktop', image: '/uploads/banners/d1.webp', alt: 'Desktop one', position: 0 },
      { kind: 'desktop', image: '/uploads/banners/d2.webp', alt: 'Desktop two', position: 1 },
      { kind: 'mobile', image: '/uploads/banners/m1.webp', alt: 'Mobile one', position: 0 },
    ]);
  });

  it('carries the replies the API gives, byte for byte the same data, for the calls home makes', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    const replies = preloadedReplies(res.body);

    const calls = [
      { method: 'GET' as const, url: '/api/banner/get' },
      { method: 'POST' as const, url: '/api/product/get-deals' },
      { method: 'GET' as const, url: '/api/category/get' },
      { method: 'POST' as const, url: '/api/subcategory/get', body: {} },
    ];
    expect(Object.keys(replies).sort()).toEqual(
      calls.map((c) => preloadedReplyKey(c.method, c.url, c.body)).sort(),
    );
    for (const call of calls) {
      const api = await ctx.app.inject({
        method: call.method,
        url: call.url,
        ...(call.body ? { payload: call.body } : {}),
      });
      expect(replies[preloadedReplyKey(call.method, call.url, call.body)], call.url).toEqual(
        api.json(),
      );
    }

    // The deals hold the product; the trashed one is nowhere. The category rows are not in
    // the page: they ask for themselves as they near the screen (decision 0033).
    expect(res.body).not.toContain('get-product-by-category');
    const deals = replies['POST /api/product/get-deals '] as { data: { name: string }[] };
    expect(deals.data.map((p) => p.name)).toEqual([NASTY]);
    expect(res.body).not.toContain('Trashed Pack');
    // No product writes a driveLink into the page.
    expect(res.body).not.toContain('drive.google.com');
  });

  it('keeps every catalogue text inside the data block (no early end, no markup)', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/' });
    expect(res.body).not.toContain('</script><script>alert(1)');
    expect(res.body).not.toContain('<!-- Pack');
    // One script of the app and one data block: nothing else became a script.
    expect(res.body.match(/<script/g)).toHaveLength(2);
    const deals = preloadedReplies(res.body)['POST /api/product/get-deals '] as {
      data: { name: string }[];
    };
    expect(deals.data[0]!.name).toBe(NASTY);
  });

  it('preloads the first banner of each set, for the screens that show it', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/' });
    const preloads = [...res.body.matchAll(/<link rel="preload" as="image" ([^>]*)\/>/g)].map(
      (m) => m[1]!,
    );
    expect(preloads).toEqual([
      'href="/uploads/banners/m1.webp" media="(max-width: 767.98px)" fetchpriority="high" ',
      'href="/uploads/banners/d1.webp" media="(min-width: 768px)" fetchpriority="high" ',
    ]);
    // The page keeps its own title, description and script.
    expect(res.body).toContain('<title>EditKaro Assets – default title</title>');
    expect(res.body).toContain('content="The default description."');
    expect(res.body).toContain('<script type="module" src="/assets/index-abc.js"></script>');
  });

  it('is a catalogue read: a revalidating browser gets 304, and a catalogue change shows at once', async () => {
    const first = await ctx.app.inject({ method: 'GET', url: '/' });
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    expect(first.headers['cache-control']).toBe('no-cache');
    const again = await ctx.app.inject({
      method: 'GET',
      url: '/',
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);

    // Links with tracking parameters share the entry: no miss, nothing pushed out.
    const entries = ctx.app.catalogueCache.stats().entries;
    const tracked = await ctx.app.inject({ method: 'GET', url: '/?utm_source=whatsapp&x=1' });
    expect(tracked.statusCode).toBe(200);
    expect(tracked.headers.etag).toBe(etag);
    expect(ctx.app.catalogueCache.stats().entries).toBe(entries);

    // A write through the test's connection clears the cache, as an admin's would.
    await insertCategory(ctx.db, 'Aardvark Effects');
    const changed = await ctx.app.inject({ method: 'GET', url: '/' });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    const categoriesReply = preloadedReplies(changed.body)['GET /api/category/get '] as {
      data: { name: string }[];
    };
    expect(categoriesReply.data[0]!.name).toBe('Aardvark Effects');
  });
});

describe('GET / without banners or categories', () => {
  const ctx = useTestApp({ WEB_DIST_DIR: webBuild() });

  it('sends the page with the empty replies and no preloads', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('rel="preload"');
    const replies = preloadedReplies(res.body);
    expect(replies['GET /api/category/get ']).toMatchObject({ success: true, data: [] });
    expect(replies['GET /api/banner/get ']).toMatchObject({ success: true, data: [] });
  });
});
