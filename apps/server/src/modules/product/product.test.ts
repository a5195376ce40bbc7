import { productListReplySchema } from '@store/contract/product';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertCategory, insertProduct, insertSubCategory } from '#server/test-support/fixtures.js';
import { useTestApp } from '#server/test-support/test-app.js';

describe('POST /api/product/get', () => {
  const ctx = useTestApp();
  const post = (payload: object | string) =>
    ctx.app.inject({ method: 'POST', url: '/api/product/get', payload });

  beforeAll(async () => {
    const grading = await insertCategory(ctx.db, 'Colour Grading');
    const resolve = await insertSubCategory(ctx.db, 'DaVinci Resolve', [grading.id]);
    const base = Date.UTC(2026, 0, 1);
    for (let i = 1; i <= 14; i++) {
      await insertProduct(ctx.db, {
        name: `Template ${String(i).padStart(2, '0')}`,
        createdAt: new Date(base + i * 60_000),
        categoryIds: [grading.id],
        subCategoryIds: [resolve.id],
      });
    }
    await insertProduct(ctx.db, {
      name: 'Cinematic Teal & Orange LUT Pack',
      description: 'Fifty film looks. Works in Premiere Pro and Resolve.',
      createdAt: new Date(base),
      categoryIds: [grading.id],
      subCategoryIds: [resolve.id],
      // A legacy row that kept the link inside more_details must not leak either.
      moreDetails: {
        embedVideo: 'https://www.youtube.com/embed/x',
        driveLink: 'https://drive.google.com/legacy',
      },
    });
    await insertProduct(ctx.db, { name: 'Trashed LUT Pack', deleted: true });
  });

  it('pages live products newest first, 12 per page by default, with every paging field', async () => {
    const first = productListReplySchema.parse((await post({ page: 1 })).json());
    expect(first.data).toHaveLength(12);
    expect(first.data[0]!.name).toBe('Template 14');
    expect(first).toMatchObject({ totalCount: 15, totalNoPage: 2, totalPage: 2, page: 1 });

    const second = productListReplySchema.parse((await post({ page: 2, limit: 12 })).json());
    expect(second.data.map((p) => p.name)).toEqual([
      'Template 02',
      'Template 01',
      'Cinematic Teal & Orange LUT Pack',
    ]);
  });

  it('returns the SPEC §3 product shape with categories, sub-categories and images', async () => {
    const body = productListReplySchema.parse((await post({ page: 2 })).json());
    const lut = body.data.at(-1)!;
    expect(lut.category.map((c) => c.name)).toEqual(['Colour Grading']);
    expect(lut.subCategory.map((s) => s.name)).toEqual(['DaVinci Resolve']);
    expect(lut.image).toEqual(['/uploads/test/a.webp', '/uploads/test/b.webp']);
    expect(lut).toMatchObject({ unit: '1 pack', stock: 100, price: 499, discount: 10 });
    expect(lut.more_details).toEqual({ embedVideo: 'https://www.youtube.com/embed/x' });
    expect(new Date(lut.createdAt).toISOString()).toBe(lut.createdAt);
  });

  it('never sends a download link, not even inside more_details', async () => {
    for (const page of [1, 2]) {
      const raw = (await post({ page })).body;
      expect(raw).not.toContain('drive.google.com');
      expect(raw).not.toContain('driveLink');
      expect(raw).not.toContain('drive_link');
    }
  });

  it('leaves trashed products out', async () => {
    const body = (await post({ page: 1, limit: 100 })).json();
    expect(body.data.map((p: { name: string }) => p.name)).not.toContain('Trashed LUT Pack');
    expect(body.totalCount).toBe(15);
  });

  it('searches by words in the name, category or description', async () => {
    const byName = (await post({ page: 1, search: 'cinematic lut' })).json();
    expect(byName.data.map((p: { name: string }) => p.name)).toEqual([
      'Cinematic Teal & Orange LUT Pack',
    ]);
    const partial = (await post({ page: 1, search: 'Templ' })).json();
    expect(partial.totalCount).toBe(14);
    const byDescription = (await post({ page: 1, search: 'film looks' })).json();
    expect(byDescription.data[0].name).toBe('Cinematic Teal & Orange LUT Pack');
    const nothing = (await post({ page: 1, search: 'zzzz-nothing' })).json();
    expect(nothing).toMatchObject({ data: [], totalCount: 0, totalNoPage: 0, totalPage: 0 });
  });

  it('treats SQL, LIKE wildcards and tsquery syntax in a search as plain text', async () => {
    for (const search of ["'; drop table products; --", '%', '_', '!!(&|', 'a:* & !b', '\\']) {
      const res = await post({ page: 1, search });
      expect(res.statusCode, search).toBe(200);
    }
    expect((await post({ page: 1, search: '%' })).json().totalCount).toBe(0);
    const count = await ctx.db.execute(sql`select count(*)::int as n from products`);
    expect(count.rows[0]).toEqual({ n: 16 });
  });

  it('answers a page far past the end with no rows, not an error', async () => {
    const res = await post({ page: 999_999 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ data: [], totalCount: 15, page: 999_999 });
  });

  it('refuses bad paging and search input with 400 naming the field', async () => {
    const cases: [object | string, RegExp][] = [
      [{ page: 0 }, /^Page\b/],
      [{ page: -1 }, /^Page\b/],
      [{ page: 'abc' }, /^Page\b/],
      [{ page: 1.5 }, /^Page\b/],
      [{ page: 1, limit: 0 }, /^Page size\b/],
      [{ page: 1, limit: 10_000 }, /^Page size\b/],
      [{ page: 1, search: 'x'.repeat(10_000) }, /^Search must be at most 200 characters\.$/],
      [{ page: 1, search: { $ne: '' } }, /^Search\b/],
    ];
    for (const [payload, message] of cases) {
      const res = await post(payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 60)).toBe(400);
      expect(res.json()).toMatchObject({ success: false, error: true });
      expect(res.json().message).toMatch(message);
    }
  });
});
