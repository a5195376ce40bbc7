import {
  type CatalogueFacets,
  type CatalogueFilters,
  productListReplySchema,
  productsByCategoryAndSubCategoryReplySchema,
  productsByCategoryMobileReplySchema,
} from '@store/contract/product';
import { searchReplySchema } from '@store/contract/search';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orders, products } from '#server/db/schema/index.js';
import {
  type Actors,
  actors,
  caller,
  insertPaidOrderItem,
} from '#server/test-support/catalogue.js';
import {
  type DiscoveryModel,
  MODEL_ORDER,
  passesFilters,
} from '#server/test-support/discovery-model.js';
import { insertCategory, insertProduct, insertSubCategory } from '#server/test-support/fixtures.js';
import { useTestApp } from '#server/test-support/test-app.js';

/*
 * Sort and filters with facet counts (issue 16) on New Products (/get), the listing, the
 * mobile listing and search, against a small catalogue whose every expected order and count
 * is worked out from the model below.
 */

const ctx = useTestApp();
const call = caller(ctx);
const post = (path: string, payload?: unknown) => call('POST', `/api/product/${path}`, {}, payload);

type Model = DiscoveryModel;
const model: Model[] = [];
let who: Actors;
let grading: { id: string };
let resolve: { id: string };
let premiere: { id: string };
const DAY = 86_400_000;

beforeAll(async () => {
  who = await actors(ctx);
  grading = await insertCategory(ctx.db, 'Colour Grading');
  resolve = await insertSubCategory(ctx.db, 'DaVinci Resolve', [grading.id]);
  premiere = await insertSubCategory(ctx.db, 'Premiere Pro', [grading.id]);
  const base = Date.UTC(2026, 0, 1);
  const make = async (p: {
    name: string;
    price: number;
    discount: number;
    minute: number;
    sub: { id: string };
    compat?: { software: string; versions?: string }[];
    files?: string[];
    rating?: [sum: number, count: number];
    deleted?: boolean;
  }) => {
    const row = await insertProduct(ctx.db, {
      name: p.name,
      price: p.price,
      discount: p.discount,
      createdAt: new Date(base + p.minute * 60_000),
      categoryIds: [grading.id],
      subCategoryIds: [p.sub.id],
      deleted: p.deleted ?? false,
    });
    await ctx.db
      .update(products)
      .set({
        compatibleSoftware: p.compat ?? [],
        includedFiles: (p.files ?? []).map((format, i) => ({
          name: `${p.name} ${i + 1}.${format.toLowerCase()}`,
          format,
          sizeBytes: 1000 * (i + 1),
        })),
        ratingSum: p.rating?.[0] ?? 0,
        ratingCount: p.rating?.[1] ?? 0,
      })
      .where(eq(products.id, row.id));
    if (p.deleted) return row.id;
    const [stored] = await ctx.db.select().from(products).where(eq(products.id, row.id));
    model.push({
      id: row.id,
      name: p.name,
      sale: stored!.salePrice,
      onSale: p.discount > 0 && p.price > 0,
      createdAt: base + p.minute * 60_000,
      software: [
        p.sub === resolve ? 'davinci resolve' : 'premiere pro',
        ...(p.compat ?? []).map((c) => c.software.toLowerCase()),
      ],
      formats: p.files ?? [],
      rating: p.rating ? p.rating[0] / p.rating[1] : null,
      ratingCount: p.rating?.[1] ?? 0,
      paidOrders: 0,
    });
    return row.id;
  };
  await make({
    name: 'Alpha LUT',
    price: 0,
    discount: 0,
    minute: 1,
    sub: resolve,
    files: ['CUBE'],
  });
  const bravo = await make({
    name: 'Bravo LUT',
    price: 500,
    discount: 20,
    minute: 2,
    sub: resolve,
    compat: [{ software: 'Final Cut Pro' }],
    files: ['CUBE', 'XMP'],
    rating: [9, 2],
  });
  const charlie = await make({
    name: 'Charlie Preset',
    price: 400,
    discount: 0,
    minute: 3,
    sub: premiere,
    files: ['XMP'],
    rating: [5, 1],
  });
  // Delta and Echo share a creation time: 'newest' must break the tie by id.
  await make({
    name: 'Delta Pack',
    price: 1000,
    discount: 100,
    minute: 4,
    sub: premiere,
    compat: [{ software: 'davinci resolve', versions: '18 and later' }],
    rating: [8, 2],
  });
  const echo = await make({
    name: 'Echo Template',
    price: 400,
    discount: 0,
    minute: 4,
    sub: resolve,
    rating: [4, 1],
  });
  await make({
    name: 'Foxtrot LUT',
    price: 100,
    discount: 0,
    minute: 9,
    sub: resolve,
    deleted: true,
  });

  // Popularity: paid orders of the last 30 days only.
  const paid = async (productId: string, daysAgo: number, status: 'PAID' | 'PENDING' = 'PAID') => {
    const order = await insertPaidOrderItem(ctx.db, who.shopper.id, productId);
    await ctx.db
      .update(orders)
      .set({ paymentStatus: status, paidAt: new Date(Date.now() - daysAgo * DAY) })
      .where(eq(orders.id, order.id));
  };
  await paid(charlie, 1);
  await paid(charlie, 29);
  await paid(bravo, 2);
  await paid(bravo, 40); // too old
  await paid(echo, 1, 'PENDING'); // never paid
  model.find((m) => m.id === charlie)!.paidOrders = 2;
  model.find((m) => m.id === bravo)!.paidOrders = 1;
});

const expectedOrder: Record<string, (a: Model, b: Model) => number> = MODEL_ORDER;
const matches = passesFilters;

async function newProducts(body: Record<string, unknown>) {
  const res = await post('get', { page: 1, limit: 100, ...body });
  expect(res.statusCode, res.body).toBe(200);
  return productListReplySchema.parse(res.json());
}

const names = (rows: { _id: string }[]) =>
  rows.map((row) => model.find((m) => m.id === row._id)?.name ?? row._id);

describe('sort (issue 16)', () => {
  for (const sort of Object.keys(expectedOrder)) {
    it(`orders New Products by ${sort}, ties broken by id, trashed never shown`, async () => {
      const body = await newProducts({ sort });
      const expected = [...model].sort(expectedOrder[sort]!).map((m) => m.name);
      expect(names(body.data)).toEqual(expected);
      expect(body.totalCount).toBe(model.length);
      expect(body.facets).toBeDefined();
    });
  }

  for (const sort of ['price-asc', 'popular', 'rating']) {
    it(`pages ${sort} without repeating or skipping a product`, async () => {
      const pages = [];
      for (let page = 1; page <= 3; page++) {
        const res = await post('get', { page, limit: 2, sort });
        pages.push(...productListReplySchema.parse(res.json()).data);
      }
      const expected = [...model].sort(expectedOrder[sort]!).map((m) => m.name);
      expect(names(pages)).toEqual(expected);
    });
  }

  it('answers exactly as before when neither sort nor filters is sent', async () => {
    const plain = await post('get', { page: 1, limit: 100 });
    expect(plain.json()).not.toHaveProperty('facets');
    const sorted = await newProducts({ sort: 'newest' });
    const { facets, ...rest } = sorted;
    expect(facets).toBeDefined();
    // The same products in the same order: 'newest' is the SPEC order.
    expect(rest).toEqual(plain.json());
  });
});

describe('filters and facet counts (issue 16)', () => {
  const combos: CatalogueFilters[] = [
    {},
    { free: true },
    { onSale: true },
    { software: ['Premiere Pro'] },
    { software: ['davinci resolve', 'final cut pro'] },
    { format: ['XMP'] },
    { minPrice: 1, maxPrice: 400 },
    { free: true, software: ['premiere pro'] },
    { onSale: true, format: ['CUBE'], maxPrice: 450 },
  ];

  for (const filters of combos) {
    it(`filters ${JSON.stringify(filters)}, and each facet count is what applying it shows`, async () => {
      const body = await newProducts({ filters });
      const expected = model.filter((m) => matches(m, filters));
      expect(names(body.data).sort()).toEqual(expected.map((m) => m.name).sort());
      expect(body.totalCount).toBe(expected.length);
      const facets = body.facets as CatalogueFacets;

      // Each count against the model, and against the reply of applying that choice.
      const others = (patch: Partial<CatalogueFilters>) => ({ ...filters, ...patch });
      const free = model.filter((m) => matches(m, others({ free: true }))).length;
      expect(facets.free).toBe(free);
      expect((await newProducts({ filters: others({ free: true }) })).totalCount).toBe(free);
      const onSale = model.filter((m) => matches(m, others({ onSale: true }))).length;
      expect(facets.onSale).toBe(onSale);
      expect((await newProducts({ filters: others({ onSale: true }) })).totalCount).toBe(onSale);
      for (const { value, count } of facets.software) {
        const applied = await newProducts({ filters: others({ software: [value] }) });
        expect(applied.totalCount, value).toBe(count);
      }
      for (const { value, count } of facets.format) {
        const applied = await newProducts({ filters: others({ format: [value] }) });
        expect(applied.totalCount, value).toBe(count);
      }
      const priced = model
        .filter((m) => matches(m, others({ minPrice: undefined, maxPrice: undefined })))
        .map((m) => m.sale);
      expect(facets.price).toEqual({
        min: priced.length ? Math.min(...priced) : null,
        max: priced.length ? Math.max(...priced) : null,
      });
    });
  }

  it('lists every software (sub-category tool and compatibility, any case) and format', async () => {
    const { facets } = await newProducts({ filters: {} });
    expect(facets?.software).toEqual([
      { value: 'DaVinci Resolve', count: 4 },
      { value: 'Premiere Pro', count: 2 },
      { value: 'Final Cut Pro', count: 1 },
    ]);
    expect(facets?.format).toEqual([
      { value: 'CUBE', count: 2 },
      { value: 'XMP', count: 2 },
    ]);
  });

  it('keeps a chosen value that matches nothing in its facet, with 0', async () => {
    const body = await newProducts({ filters: { software: ['Blender'], format: ['mogrt'] } });
    expect(body.totalCount).toBe(0);
    expect(body.facets?.software).toContainEqual({ value: 'Blender', count: 0 });
    expect(body.facets?.format).toContainEqual({ value: 'MOGRT', count: 0 });
  });
});

describe('the listing, the mobile listing and search take sort and filters', () => {
  it('sorts and filters the category and sub-category listing, with facets', async () => {
    const res = await post('get-pruduct-by-category-and-subcategory', {
      categoryId: grading.id,
      subCategoryId: resolve.id,
      sort: 'price-desc',
      filters: { maxPrice: 400 },
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = productsByCategoryAndSubCategoryReplySchema.parse(res.json());
    // Bravo and Echo both sell at ₹400: price-desc breaks the tie newest id first.
    expect(names(body.data)).toEqual(['Echo Template', 'Bravo LUT', 'Alpha LUT']);
    expect(body.totalCount).toBe(3);
    // Within the listing's own products: Delta is in Premiere Pro, so not counted here.
    expect(body.facets?.free).toBe(1);
    expect(body.facets?.software).toEqual([
      { value: 'DaVinci Resolve', count: 3 },
      { value: 'Final Cut Pro', count: 1 },
    ]);
    const plain = await post('get-pruduct-by-category-and-subcategory', {
      categoryId: grading.id,
      subCategoryId: resolve.id,
    });
    expect(plain.json()).not.toHaveProperty('facets');
  });

  it('orders a sub-category listing by popularity, page by page, with and without a filter', async () => {
    // The model's first software is its sub-category's tool.
    const inResolve = model.filter((m) => m.software[0] === 'davinci resolve');
    for (const filters of [{}, { maxPrice: 400 }]) {
      const expected = inResolve
        .filter((m) => matches(m, filters))
        .sort(expectedOrder.popular!)
        .map((m) => m.name);
      const seen: string[] = [];
      for (let page = 1; page <= expected.length + 1; page++) {
        const res = await post('get-pruduct-by-category-and-subcategory', {
          categoryId: grading.id,
          subCategoryId: resolve.id,
          page,
          limit: 1,
          sort: 'popular',
          filters,
        });
        expect(res.statusCode, res.body).toBe(200);
        seen.push(...names(productsByCategoryAndSubCategoryReplySchema.parse(res.json()).data));
      }
      // Bravo (1 paid order) first; the rest by id.
      expect(seen[0]).toBe('Bravo LUT');
      expect(seen, JSON.stringify(filters)).toEqual(expected);
    }
  });

  it('sorts and filters each group of the mobile listing, with facets', async () => {
    const res = await post('get-product-by-category-mobile', {
      id: grading.id,
      sort: 'rating',
      filters: { format: ['XMP', 'CUBE'] },
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = productsByCategoryMobileReplySchema.parse(res.json());
    expect(body.data.map((g) => [g.name, names(g.products)])).toEqual([
      ['DaVinci Resolve', ['Bravo LUT', 'Alpha LUT']],
      ['Premiere Pro', ['Charlie Preset']],
    ]);
    expect(body.facets?.format).toEqual([
      { value: 'CUBE', count: 2 },
      { value: 'XMP', count: 2 },
    ]);
    const plain = await post('get-product-by-category-mobile', { id: grading.id });
    expect(plain.json()).not.toHaveProperty('facets');
  });

  it('sorts and filters search results; relevance is the default and search-only', async () => {
    const res = await post('search-product', { search: 'lut', sort: 'price-desc' });
    expect(res.statusCode, res.body).toBe(200);
    const body = searchReplySchema.parse(res.json());
    expect(names(body.data)).toEqual(['Bravo LUT', 'Alpha LUT']);
    expect(body.facets?.free).toBe(1);

    const filtered = searchReplySchema.parse(
      (await post('search-product', { search: 'lut', filters: { free: true } })).json(),
    );
    expect(names(filtered.data)).toEqual(['Alpha LUT']);
    const relevance = searchReplySchema.parse(
      (await post('search-product', { search: 'lut', sort: 'relevance' })).json(),
    );
    expect(relevance.totalCount).toBe(2);
    expect(names(relevance.data).sort()).toEqual(['Alpha LUT', 'Bravo LUT']);

    const plain = await post('search-product', { search: 'lut' });
    expect(plain.json()).not.toHaveProperty('facets');
    const empty = searchReplySchema.parse(
      (await post('search-product', { search: '', sort: 'popular' })).json(),
    );
    expect(names(empty.data)).toEqual([...model].sort(expectedOrder.popular!).map((m) => m.name));
  });
});

describe('bad sort and filter values', () => {
  const cases: [string, string, Record<string, unknown>, string][] = [
    [
      'an unknown sort',
      'get',
      { sort: 'cheapest' },
      'Sort must be one of newest, price-asc, price-desc, popular or rating.',
    ],
    [
      'relevance outside search',
      'get-product-by-category-mobile',
      { id: 'x1', sort: 'relevance' },
      'Sort can be relevance only when searching; must be one of newest, price-asc, price-desc, popular or rating.',
    ],
    [
      'an unknown search sort',
      'search-product',
      { sort: 'best' },
      'Sort must be one of relevance, newest, price-asc, price-desc, popular or rating.',
    ],
    [
      'a price range upside down',
      'get',
      { filters: { minPrice: 500, maxPrice: 100 } },
      'Lowest price must not be more than the highest price.',
    ],
    ['a negative price', 'get', { filters: { minPrice: -1 } }, 'Lowest price must be at least 0.'],
    [
      'a fractional price',
      'search-product',
      { filters: { maxPrice: 9.5 } },
      'Highest price must be a whole number of rupees.',
    ],
    ['free as text', 'get', { filters: { free: 'yes' } }, 'Free only must be true or false.'],
    [
      'an unknown filter',
      'get',
      { filters: { colour: 'teal' } },
      'Filters has no filter named colour; the filters are minPrice, maxPrice, free, onSale, software, format.',
    ],
    [
      'too many software choices',
      'get',
      { filters: { software: Array.from({ length: 21 }, (_, i) => `Tool ${i}`) } },
      'Software must have at most 20 choices.',
    ],
    [
      'a blank software choice',
      'get',
      { filters: { software: ['  '] } },
      'Software 1 must not be blank.',
    ],
    [
      'a format with punctuation',
      'get',
      { filters: { format: ['c.u.b.e'] } },
      'File format 1 must be letters and digits, such as CUBE or XMP.',
    ],
    ['filters not an object', 'get', { filters: 'free' }, 'Filters must be an object of filters.'],
  ];
  for (const [what, path, body, message] of cases) {
    it(`refuses ${what} with 400 and a clear message`, async () => {
      const res = await post(path, body);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toBe(message);
    });
  }
});

describe('cached replies', () => {
  it('a sorted, filtered reply follows a catalogue write (the cache is cleared)', async () => {
    const body = { sort: 'price-desc', filters: { onSale: true } };
    const before = await newProducts(body);
    expect(names(before.data)).toEqual(['Bravo LUT', 'Delta Pack']);
    const again = await newProducts(body);
    expect(again).toEqual(before);

    const delta = model.find((m) => m.name === 'Delta Pack')!;
    const res = await call('PUT', '/api/product/update-product-details', who.admin.headers, {
      _id: delta.id,
      price: 2000,
      discount: 50,
    });
    expect(res.statusCode, res.body).toBe(200);
    const after = await newProducts(body);
    expect(names(after.data)).toEqual(['Delta Pack', 'Bravo LUT']);
    expect(after.facets?.free).toBe(0);
    // Put it back for any test that runs after this one.
    await call('PUT', '/api/product/update-product-details', who.admin.headers, {
      _id: delta.id,
      price: 1000,
      discount: 100,
    });
  });
});

describe('the facet rows follow catalogue writes (decision 34)', () => {
  it('follows a trash and recover, a sub-category change and a sub-category rename', async () => {
    const admin = who.admin.headers;
    const charlie = model.find((m) => m.name === 'Charlie Preset')!;
    const software = async () => (await newProducts({ filters: {} })).facets?.software;

    await call('DELETE', '/api/product/delete-product', admin, { _id: charlie.id });
    const trashed = await newProducts({ sort: 'newest' });
    expect(names(trashed.data)).not.toContain('Charlie Preset');
    expect(trashed.facets?.format).toContainEqual({ value: 'XMP', count: 1 });
    await call('PUT', '/api/product/recover-product', admin, { _id: charlie.id });
    expect(names((await newProducts({ sort: 'newest' })).data)).toContain('Charlie Preset');

    const moved = await call('PUT', '/api/product/update-product-details', admin, {
      _id: charlie.id,
      subCategory: [resolve.id],
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await software()).toContainEqual({ value: 'DaVinci Resolve', count: 5 });
    expect(await software()).toContainEqual({ value: 'Premiere Pro', count: 1 });

    const renamed = await call('PUT', '/api/subcategory/update', admin, {
      _id: resolve.id,
      name: 'Resolve Studio',
      image: '/uploads/test/resolve.webp',
      category: [grading.id],
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const after = await software();
    expect(after).toContainEqual({ value: 'Resolve Studio', count: 4 });
    // Delta keeps its compatibility entry under the old name.
    expect(after).toContainEqual({ value: 'davinci resolve', count: 1 });

    // The summed groups still add up to the live products, none empty.
    const groups = await ctx.db.execute<{ total: number; empty: number; live: number }>(sql`
      select (select sum(products)::int from product_facet_groups) as total,
             (select count(*)::int from product_facet_groups where products <= 0) as empty,
             (select count(*)::int from products where deleted_at is null) as live`);
    expect(groups.rows[0]).toEqual({ total: model.length, empty: 0, live: model.length });
  });
});
