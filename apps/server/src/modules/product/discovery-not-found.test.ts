import { beforeAll, describe, expect, it } from 'vitest';
import { caller } from '#server/test-support/catalogue.js';
import { insertCategory, insertSubCategory } from '#server/test-support/fixtures.js';
import { useTestApp } from '#server/test-support/test-app.js';

/*
 * Sorted and filtered listings check that their category and sub-category exist inside the
 * facet statement (no round trip of their own): the same 404s as the SPEC calls, the
 * category's first when both are unknown.
 */
const ctx = useTestApp();
const call = caller(ctx);
const post = (path: string, payload?: unknown) => call('POST', `/api/product/${path}`, {}, payload);
const UNKNOWN_ID = '01ZZZZZZZZZZZZZZZZZZZZZZZZ';

let grading: { id: string };
let resolve: { id: string };

beforeAll(async () => {
  grading = await insertCategory(ctx.db, 'Colour Grading');
  resolve = await insertSubCategory(ctx.db, 'DaVinci Resolve', [grading.id]);
});

describe('sorted or filtered reads of an unknown category or sub-category', () => {
  it('answer 404 on the listing, the category first', async () => {
    const cases: [object, string][] = [
      [{ categoryId: UNKNOWN_ID, subCategoryId: resolve.id }, 'Category not found.'],
      [{ categoryId: grading.id, subCategoryId: UNKNOWN_ID }, 'Sub-category not found.'],
      [{ categoryId: UNKNOWN_ID, subCategoryId: UNKNOWN_ID }, 'Category not found.'],
    ];
    for (const [ids, message] of cases) {
      for (const discovery of [{ sort: 'price-asc' }, { filters: { onSale: true } }]) {
        const res = await post('get-pruduct-by-category-and-subcategory', {
          ...ids,
          ...discovery,
        });
        expect(res.statusCode, JSON.stringify([ids, discovery])).toBe(404);
        expect(res.json().message).toBe(message);
      }
    }
    const known = await post('get-pruduct-by-category-and-subcategory', {
      categoryId: grading.id,
      subCategoryId: resolve.id,
      sort: 'price-asc',
    });
    expect(known.statusCode).toBe(200);
    expect(known.json()).toMatchObject({ data: [], totalCount: 0 });
  });

  it('answer 404 on the mobile listing', async () => {
    for (const discovery of [{ sort: 'popular' }, { filters: { free: true } }]) {
      const res = await post('get-product-by-category-mobile', { id: UNKNOWN_ID, ...discovery });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Category not found.');
    }
    const known = await post('get-product-by-category-mobile', { id: grading.id, sort: 'popular' });
    expect(known.statusCode).toBe(200);
    expect(known.json().data).toEqual([]);
  });
});
