import { type AdminProductListRequest, adminProductListReplySchema } from '@store/contract/product';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { products } from '#server/db/schema/index.js';
import { type Actors, actors, caller } from '#server/test-support/catalogue.js';
import { insertCategory, insertProduct } from '#server/test-support/fixtures.js';
import { useTestApp } from '#server/test-support/test-app.js';

/*
 * POST /api/product/admin-get's filters (issue 16 point 6): category, stock, free or paid,
 * deals; each alone, together, with the search and the paging, and bad values refused.
 */

const ctx = useTestApp();
const call = caller(ctx);

let who: Actors;
/** Product ids by name, and each product's facts, so expectations are worked out, not typed. */
const ids: Record<string, string> = {};
interface Fact {
  name: string;
  categories: string[];
  stock: number;
  free: boolean;
  deal: boolean;
}
const facts: Fact[] = [];
let grading: string;
let video: string;
let empty: string;

beforeAll(async () => {
  who = await actors(ctx);
  grading = (await insertCategory(ctx.db, 'Colour Grading')).id;
  video = (await insertCategory(ctx.db, 'Video Editing')).id;
  empty = (await insertCategory(ctx.db, 'Empty Category')).id;
  // Oldest first, so the list (newest first) shows them in reverse.
  const rows: (Fact & { price: number; discount: number })[] = [
    { name: 'Teal LUT', categories: [grading], stock: 5, price: 100, discount: 0, deal: true },
    { name: 'Noir LUT', categories: [grading], stock: 0, price: 0, discount: 0, deal: false },
    // Free through a 100% discount: what the shopper pays is 0.
    { name: 'Glitch Pack', categories: [video], stock: 3, price: 200, discount: 100, deal: true },
    {
      name: 'Wedding LUT',
      categories: [video, grading],
      stock: 0,
      price: 300,
      discount: 10,
      deal: false,
    },
    { name: 'Retro LUT', categories: [grading], stock: 9, price: 50, discount: 20, deal: false },
  ].map((row) => ({ ...row, free: row.price === 0 || row.discount === 100 }));
  let minute = 0;
  for (const row of rows) {
    const inserted = await insertProduct(ctx.db, {
      name: row.name,
      price: row.price,
      discount: row.discount,
      stock: row.stock,
      categoryIds: row.categories,
      createdAt: new Date(Date.UTC(2026, 0, 1, 0, minute++)),
    });
    if (row.deal)
      await ctx.db.update(products).set({ isDeal: true }).where(eq(products.id, inserted.id));
    ids[row.name] = inserted.id;
    facts.push(row);
  }
  // A trashed product matches every filter but is never listed.
  await insertProduct(ctx.db, {
    name: 'Trashed Free LUT',
    price: 0,
    stock: 0,
    categoryIds: [grading],
    deleted: true,
  });
});

async function list(body: AdminProductListRequest) {
  const res = await call('POST', '/api/product/admin-get', who.admin.headers, body);
  expect(res.statusCode, res.body).toBe(200);
  return adminProductListReplySchema.parse(res.json());
}

/** Names newest first of the products matching `keep`. */
const expected = (keep: (fact: Fact) => boolean) =>
  facts
    .filter(keep)
    .map((fact) => fact.name)
    .reverse();

const names = async (body: AdminProductListRequest) =>
  (await list(body)).data.map((product) => product.name);

describe('POST /api/product/admin-get filters', () => {
  it('lists every live product without filters, newest first', async () => {
    expect(await names({})).toEqual(expected(() => true));
  });

  it('filters by category (a product in two categories is in both)', async () => {
    expect(await names({ categoryId: grading })).toEqual(
      expected((f) => f.categories.includes(grading)),
    );
    expect(await names({ categoryId: video })).toEqual(
      expected((f) => f.categories.includes(video)),
    );
    const none = await list({ categoryId: empty });
    expect(none.data).toEqual([]);
    expect(none).toMatchObject({ totalCount: 0, totalNoPage: 0 });
    // An id no category has is a filter nothing matches, not an error.
    expect(await names({ categoryId: '01ZZZZZZZZZZZZZZZZZZZZZZZZ' })).toEqual([]);
  });

  it('filters by stock', async () => {
    expect(await names({ stock: 'in-stock' })).toEqual(expected((f) => f.stock > 0));
    expect(await names({ stock: 'out-of-stock' })).toEqual(expected((f) => f.stock === 0));
  });

  it('filters free (price 0 or 100% off) and paid', async () => {
    expect(await names({ price: 'free' })).toEqual(expected((f) => f.free));
    expect(await names({ price: 'free' })).toEqual(['Glitch Pack', 'Noir LUT']);
    expect(await names({ price: 'paid' })).toEqual(expected((f) => !f.free));
  });

  it('filters by deals', async () => {
    expect(await names({ deals: 'in-deals' })).toEqual(expected((f) => f.deal));
    expect(await names({ deals: 'not-in-deals' })).toEqual(expected((f) => !f.deal));
  });

  it('combines filters with AND', async () => {
    expect(await names({ categoryId: grading, stock: 'out-of-stock', price: 'paid' })).toEqual([
      'Wedding LUT',
    ]);
    expect(await names({ categoryId: video, deals: 'in-deals', price: 'free' })).toEqual([
      'Glitch Pack',
    ]);
    expect(
      await names({ categoryId: grading, stock: 'in-stock', price: 'paid', deals: 'not-in-deals' }),
    ).toEqual(['Retro LUT']);
    expect(await names({ price: 'free', deals: 'not-in-deals', stock: 'in-stock' })).toEqual([]);
  });

  it('works with the search: the filters narrow what the search finds', async () => {
    const lut = await names({ search: 'LUT' });
    expect(new Set(lut)).toEqual(new Set(expected((f) => f.name.includes('LUT'))));
    expect(await names({ search: 'LUT', stock: 'out-of-stock' })).toEqual(
      expect.arrayContaining(['Noir LUT', 'Wedding LUT']),
    );
    expect(await names({ search: 'LUT', stock: 'out-of-stock' })).toHaveLength(2);
    expect(await names({ search: 'LUT', price: 'free', categoryId: grading })).toEqual([
      'Noir LUT',
    ]);
    expect(await names({ search: 'Glitch', categoryId: grading })).toEqual([]);
  });

  it('pages the filtered list, with totals of the filtered list', async () => {
    const keep = (f: Fact) => f.categories.includes(grading);
    const all = expected(keep);
    const first = await list({ categoryId: grading, limit: 2, page: 1 });
    expect(first.data.map((p) => p.name)).toEqual(all.slice(0, 2));
    expect(first).toMatchObject({
      page: 1,
      totalCount: all.length,
      totalNoPage: Math.ceil(all.length / 2),
    });
    const second = await list({ categoryId: grading, limit: 2, page: 2 });
    expect(second.data.map((p) => p.name)).toEqual(all.slice(2, 4));
    const past = await list({ categoryId: grading, limit: 2, page: 9 });
    expect(past.data).toEqual([]);
    expect(past.totalCount).toBe(all.length);
  });

  it.each([
    ['stock', { stock: 'some' }, 'Stock must be in-stock or out-of-stock.'],
    ['stock as a flag', { stock: true }, 'Stock must be in-stock or out-of-stock.'],
    ['price', { price: 'cheap' }, 'Price must be free or paid.'],
    ['deals', { deals: 'yes' }, 'Deals must be in-deals or not-in-deals.'],
    ['category blank', { categoryId: '  ' }, 'Category is required.'],
    [
      'category with SQL',
      { categoryId: "x' or '1'='1" },
      'Category must contain only letters, digits and underscores.',
    ],
    ['category as a list', { categoryId: [grading] }, 'Category must be text.'],
  ])('refuses a bad %s with 400 and a sentence', async (_, body, message) => {
    const res = await call('POST', '/api/product/admin-get', who.admin.headers, body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, error: true, message });
  });

  it('is for admins only, filters or not', async () => {
    const body = { price: 'free' };
    expect((await call('POST', '/api/product/admin-get', {}, body)).statusCode).toBe(401);
    const shopper = await call('POST', '/api/product/admin-get', who.shopper.headers, body);
    expect(shopper.statusCode).toBe(403);
  });
});
