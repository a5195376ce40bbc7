import {
  dealsHomeReplySchema,
  dealsPageReplySchema,
  productReplySchema,
  productsByCategoryAndSubCategoryReplySchema,
  productsByCategoryMobileReplySchema,
  productsByCategoryReplySchema,
} from '@store/contract/product';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { products } from '#server/db/schema/index.js';
import { caller } from '#server/test-support/catalogue.js';
import { insertCategory, insertProduct, insertSubCategory } from '#server/test-support/fixtures.js';
import { useTestApp } from '#server/test-support/test-app.js';

const ctx = useTestApp();
const call = caller(ctx);
const post = (path: string, payload?: unknown) => call('POST', `/api/product/${path}`, {}, payload);
const UNKNOWN_ID = '01ZZZZZZZZZZZZZZZZZZZZZZZZ';
const SECRET = 'drive.google.com/file/d/secret-link';

/** Raw bodies of public replies must never hold the link, its key or its column. */
function expectNoLink(body: string) {
  expect(body).not.toContain(SECRET);
  expect(body).not.toContain('driveLink');
  expect(body).not.toContain('drive_link');
}

let grading: { id: string };
let motion: { id: string };
let empty: { id: string };
let resolve: { id: string };
let premiere: { id: string };
let luts: { id: string };
const ids: Record<string, string> = {};

beforeAll(async () => {
  grading = await insertCategory(ctx.db, 'Colour Grading');
  motion = await insertCategory(ctx.db, 'Motion Graphics');
  empty = await insertCategory(ctx.db, 'Empty Category');
  resolve = await insertSubCategory(ctx.db, 'DaVinci Resolve', [grading.id]);
  premiere = await insertSubCategory(ctx.db, 'premiere Pro', [grading.id, motion.id]);
  luts = await insertSubCategory(ctx.db, 'LUT Only', [grading.id]);
  const base = Date.UTC(2026, 0, 1);
  const make = async (
    name: string,
    minute: number,
    categoryIds: string[],
    subCategoryIds: string[],
    extra: { deleted?: boolean; isDeal?: boolean } = {},
  ) => {
    const p = await insertProduct(ctx.db, {
      name,
      createdAt: new Date(base + minute * 60_000),
      categoryIds,
      subCategoryIds,
      deleted: extra.deleted ?? false,
      // A legacy row with the link inside more_details must not leak either.
      moreDetails: {
        embedVideo: 'https://www.youtube.com/embed/x',
        driveLink: `https://${SECRET}/legacy`,
      },
    });
    if (extra.isDeal)
      await ctx.db.update(products).set({ isDeal: true }).where(eq(products.id, p.id));
    ids[name] = p.id;
  };
  await make('Resolve Old', 1, [grading.id], [resolve.id], { isDeal: true });
  await make('Resolve New', 5, [grading.id], [resolve.id], { isDeal: true });
  await make('Premiere Grade', 3, [grading.id], [premiere.id]);
  await make('Premiere Motion', 4, [motion.id], [premiere.id]);
  // Trashing clears is_deal; this row keeps it set so the deleted_at filter alone is tested.
  await make('Trashed Resolve', 9, [grading.id], [resolve.id], { deleted: true, isDeal: true });
});

describe('POST /api/product/get-product-by-category', () => {
  it("lists a category's live products newest first, public shape, no trashed, no link", async () => {
    const res = await post('get-product-by-category', { id: grading.id });
    expect(res.statusCode).toBe(200);
    const body = productsByCategoryReplySchema.parse(res.json());
    expect(body.data.map((p) => p.name)).toEqual(['Resolve New', 'Premiere Grade', 'Resolve Old']);
    expectNoLink(res.body);
    const limited = await post('get-product-by-category', { id: grading.id, limit: 1 });
    expect(limited.json().data).toHaveLength(1);
  });

  it('is an empty list for a category with no products; 404 unknown; 400 malformed', async () => {
    expect((await post('get-product-by-category', { id: empty.id })).json().data).toEqual([]);
    const unknown = await post('get-product-by-category', { id: UNKNOWN_ID });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ success: false, error: true, message: 'Category not found.' });
    expect((await post('get-product-by-category', { id: 'a-b' })).statusCode).toBe(400);
    expect((await post('get-product-by-category', {})).json().message).toBe('Id is required.');
    expect((await post('get-product-by-category', { id: 12 })).json().message).toBe(
      'Id must be text.',
    );
    expect(
      (await post('get-product-by-category', { id: grading.id, limit: 1000 })).statusCode,
    ).toBe(400);
  });
});

describe('POST /api/product/get-product-by-category-mobile', () => {
  it('groups live products by sub-category, sorted by name, leaving empty groups out', async () => {
    const res = await post('get-product-by-category-mobile', { id: grading.id });
    expect(res.statusCode).toBe(200);
    const body = productsByCategoryMobileReplySchema.parse(res.json());
    expect(body.data.map((g) => [g._id, g.name, g.products.map((p) => p.name)])).toEqual([
      [resolve.id, 'DaVinci Resolve', ['Resolve New', 'Resolve Old']],
      // Only the products that are in this category too.
      [premiere.id, 'premiere Pro', ['Premiere Grade']],
    ]);
    expectNoLink(res.body);
    const motionGroups = (await post('get-product-by-category-mobile', { id: motion.id })).json();
    expect(motionGroups.data).toHaveLength(1);
    expect(motionGroups.data[0].products[0].name).toBe('Premiere Motion');
  });

  it('is empty for a category with no products; 404 unknown; 400 malformed', async () => {
    expect((await post('get-product-by-category-mobile', { id: empty.id })).json().data).toEqual(
      [],
    );
    expect((await post('get-product-by-category-mobile', { id: UNKNOWN_ID })).statusCode).toBe(404);
    expect((await post('get-product-by-category-mobile', { id: 'x'.repeat(65) })).statusCode).toBe(
      400,
    );
  });
});

describe('POST /api/product/get-pruduct-by-category-and-subcategory', () => {
  const listing = (payload: unknown) => post('get-pruduct-by-category-and-subcategory', payload);

  it('pages the live products of both, newest first, with the list fields', async () => {
    const res = await listing({ categoryId: grading.id, subCategoryId: resolve.id });
    expect(res.statusCode).toBe(200);
    const body = productsByCategoryAndSubCategoryReplySchema.parse(res.json());
    expect(body.data.map((p) => p.name)).toEqual(['Resolve New', 'Resolve Old']);
    expect(body).toMatchObject({ page: 1, totalCount: 2, totalNoPage: 1, totalPage: 1 });
    expectNoLink(res.body);
    const second = await listing({
      categoryId: grading.id,
      subCategoryId: resolve.id,
      page: 2,
      limit: 1,
    });
    expect(second.json()).toMatchObject({ page: 2, totalPage: 2, data: [{ name: 'Resolve Old' }] });
    const far = await listing({ categoryId: grading.id, subCategoryId: resolve.id, page: 999_999 });
    expect(far.statusCode).toBe(200);
    expect(far.json()).toMatchObject({ data: [], totalCount: 2, page: 999_999 });
    const other = await listing({ categoryId: motion.id, subCategoryId: resolve.id });
    expect(other.json()).toMatchObject({ data: [], totalCount: 0, totalPage: 0 });
    const noProducts = await listing({ categoryId: grading.id, subCategoryId: luts.id });
    expect(noProducts.json().data).toEqual([]);
  });

  it('refuses bad input: limit over 200, page 0, unknown or malformed ids', async () => {
    const cases: [object, number, string][] = [
      [{ categoryId: grading.id, subCategoryId: resolve.id, limit: 201 }, 400, 'Page size'],
      [{ categoryId: grading.id, subCategoryId: resolve.id, page: 0 }, 400, 'Page'],
      [{ categoryId: grading.id }, 400, 'Sub-category is required.'],
      [{ categoryId: 'a-b', subCategoryId: resolve.id }, 400, 'Category must contain only'],
      [{ categoryId: UNKNOWN_ID, subCategoryId: resolve.id }, 404, 'Category not found.'],
      [{ categoryId: grading.id, subCategoryId: UNKNOWN_ID }, 404, 'Sub-category not found.'],
    ];
    for (const [payload, status, message] of cases) {
      const res = await listing(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(status);
      expect(res.json().message).toContain(message);
    }
    const maxed = await listing({ categoryId: grading.id, subCategoryId: resolve.id, limit: 200 });
    expect(maxed.statusCode).toBe(200);
  });
});

describe('POST /api/product/get-product-details', () => {
  it('gives a live product in the public shape without the link', async () => {
    const res = await post('get-product-details', { productId: ids['Resolve New'] });
    expect(res.statusCode).toBe(200);
    const body = productReplySchema.parse(res.json());
    expect(body.data).toMatchObject({ name: 'Resolve New', price: 499, discount: 10 });
    expect(body.data.more_details).toEqual({ embedVideo: 'https://www.youtube.com/embed/x' });
    expect(Object.keys(body.data)).not.toContain('isDeal');
    expectNoLink(res.body);
  });

  it('answers 404 for a trashed or unknown product and 400 for a malformed id', async () => {
    for (const productId of [ids['Trashed Resolve'], UNKNOWN_ID]) {
      const res = await post('get-product-details', { productId });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ success: false, error: true, message: 'Product not found.' });
    }
    expect((await post('get-product-details', { productId: 'abc-123' })).statusCode).toBe(400);
    expect((await post('get-product-details', {})).json().message).toBe('Product is required.');
  });
});

describe('POST /api/product/get-deals', () => {
  it('with no body: every live deal newest first, as success and data', async () => {
    for (const res of [
      await post('get-deals'),
      await call('POST', '/api/product/get-deals', { 'content-type': 'application/json' }),
      await post('get-deals', {}),
    ]) {
      expect(res.statusCode).toBe(200);
      const body = dealsHomeReplySchema.parse(res.json());
      expect(body.data.map((p) => p.name)).toEqual(['Resolve New', 'Resolve Old']);
      expect(res.json()).not.toHaveProperty('totalCount');
      expectNoLink(res.body);
    }
  });

  it('with a page (from 0): the paged admin list, public shape', async () => {
    const res = await post('get-deals', { page: 0, search: '' });
    const body = dealsPageReplySchema.parse(res.json());
    expect(body).toMatchObject({ page: 0, totalCount: 2, totalNoPage: 1, totalPage: 1 });
    expectNoLink(res.body);
    const far = await post('get-deals', { page: 500_000 });
    expect(far.json()).toMatchObject({ data: [], page: 500_000, totalCount: 2 });
    expect((await post('get-deals', { page: -1 })).statusCode).toBe(400);
    expect((await post('get-deals', { page: 0, search: 'x'.repeat(10_000) })).statusCode).toBe(400);
  });
});

describe('trashed products never appear in public reads', () => {
  it('is absent from get, by-category, mobile, listing, details and deals', async () => {
    const trashedId = ids['Trashed Resolve']!;
    const replies = [
      await post('get', { page: 1, limit: 100 }),
      await post('get', { page: 1, search: 'Trashed' }),
      await post('get-product-by-category', { id: grading.id }),
      await post('get-product-by-category-mobile', { id: grading.id }),
      await post('get-pruduct-by-category-and-subcategory', {
        categoryId: grading.id,
        subCategoryId: resolve.id,
      }),
      await post('get-deals'),
      await post('get-deals', { page: 0 }),
    ];
    for (const res of replies) {
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain(trashedId);
      expect(res.body).not.toContain('Trashed Resolve');
      expectNoLink(res.body);
    }
  });
});
