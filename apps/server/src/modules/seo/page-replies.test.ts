import { preloadedReplyKey } from '@store/contract/preloaded-replies';
import { productPath, slugWithId } from '@store/contract/slug';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { products } from '#server/db/schema/index.js';
import { insertCategory, insertProduct, insertSubCategory } from '#server/test-support/fixtures.js';
import { preloadedReplies } from '#server/test-support/page-replies.js';
import { useTestApp } from '#server/test-support/test-app.js';
import { PAGE_SCRIPTS, webBuild } from '#server/test-support/web-build.js';

/** A product name that would end the data block if it were written as it is. */
const NASTY = '</script><script>alert(1)</script> Grain LUTs';

const preloads = (html: string, rel: string) =>
  [...html.matchAll(new RegExp(`<link rel="${rel}"[^>]*>`, 'g'))].map((m) => m[0]);

/**
 * Product, listing and search pages bring their first replies, their largest image and their
 * own scripts (decision 0033): the same bytes the API answers, under the keys the web app's
 * calls make.
 */
describe('pages that bring their first replies', () => {
  const ctx = useTestApp({ WEB_DIST_DIR: webBuild() });
  let product: { id: string; name: string };
  let category: { id: string; name: string };
  let subCategory: { id: string; name: string };

  beforeAll(async () => {
    category = await insertCategory(ctx.db, 'Colour Grading');
    subCategory = await insertSubCategory(ctx.db, 'DaVinci Resolve', [category.id]);
    product = await insertProduct(ctx.db, {
      name: NASTY,
      categoryIds: [category.id],
      subCategoryIds: [subCategory.id],
    });
    await ctx.db
      .update(products)
      .set({ images: ['/uploads/products/p1/main.webp', '/uploads/products/p1/b.webp'] })
      .where(eq(products.id, product.id));
  });

  async function expectReplies(html: string, calls: { url: string; body: object }[]) {
    const replies = preloadedReplies(html);
    expect(Object.keys(replies).sort()).toEqual(
      calls.map((call) => preloadedReplyKey('POST', call.url, call.body)).sort(),
    );
    for (const call of calls) {
      const api = await ctx.app.inject({ method: 'POST', url: call.url, payload: call.body });
      expect(replies[preloadedReplyKey('POST', call.url, call.body)], call.url).toEqual(api.json());
    }
  }

  it('a product page: its details and the sub-categories, its main image, its scripts', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: productPath({ _id: product.id, name: product.name }),
    });
    expect(res.statusCode).toBe(200);
    await expectReplies(res.body, [
      { url: '/api/product/get-product-details', body: { productId: product.id } },
      { url: '/api/subcategory/get', body: {} },
    ]);
    // No catalogue text can end the data block early.
    expect(res.body).not.toContain('</script><script>alert(1)');
    // The main image, as the page's <img> picks it from srcset and sizes.
    expect(preloads(res.body, 'preload')).toEqual([
      '<link rel="preload" as="image" href="/uploads/products/p1/main.webp" imagesrcset="/uploads/products/p1/main-400.webp 400w, /uploads/products/p1/main.webp 800w" imagesizes="(min-width: 1024px) 600px, 100vw" fetchpriority="high" />',
    ]);
    expect(
      preloads(res.body, 'modulepreload').map((tag) => tag.match(/href="([^"]+)"/)![1]),
    ).toEqual(PAGE_SCRIPTS.product);
  });

  it('a listing page: the phone layout’s rows and the sub-categories, the first card’s image', async () => {
    const url = `/${slugWithId(category.name, category.id)}/${slugWithId(subCategory.name, subCategory.id)}`;
    const res = await ctx.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    await expectReplies(res.body, [
      { url: '/api/product/get-product-by-category-mobile', body: { id: category.id } },
      { url: '/api/subcategory/get', body: {} },
    ]);
    const [image] = preloads(res.body, 'preload');
    expect(image).toContain('href="/uploads/products/p1/main.webp"');
    expect(image).toContain('imagesizes="(min-width: 640px) 200px, 45vw"');
    // Only phones show those rows; a wider screen's grid asks for itself.
    expect(image).toContain('media="(max-width: 800px)"');
    expect(preloads(res.body, 'modulepreload')).toHaveLength(PAGE_SCRIPTS.listing.length);
  });

  it('a search page: the first page of results for q as the web app reads it (first q, trimmed)', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/search?q=%20grain%20&q=other' });
    expect(res.statusCode).toBe(200);
    await expectReplies(res.body, [
      { url: '/api/product/search-product', body: { search: 'grain', page: 1 } },
      { url: '/api/subcategory/get', body: {} },
    ]);
    expect(preloads(res.body, 'preload')[0]).toContain('href="/uploads/products/p1/main.webp"');
    expect(preloads(res.body, 'modulepreload')).toHaveLength(PAGE_SCRIPTS.search.length);
  });

  it('a search the API refuses still gets its page, without that reply', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/search?q=${'x'.repeat(5000)}`,
    });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(preloadedReplies(res.body))).toEqual([
      preloadedReplyKey('POST', '/api/subcategory/get', {}),
    ]);
    expect(preloads(res.body, 'preload')).toEqual([]);
  });
});
