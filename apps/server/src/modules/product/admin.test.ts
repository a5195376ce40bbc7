import {
  adminProductListReplySchema,
  adminProductReplySchema,
  allProductsReplySchema,
  deletedProductReplySchema,
  PRODUCT_BOUGHT_MESSAGE,
  PRODUCT_NOT_IN_TRASH_MESSAGE,
  trashListReplySchema,
} from '@store/contract/product';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { productCategories, productSubCategories, products } from '#server/db/schema/index.js';
import {
  type Actors,
  actors,
  auditRows,
  caller,
  type Headers,
  insertPaidOrderItem,
  productForm,
} from '#server/test-support/catalogue.js';
import { insertCategory, insertProduct, insertSubCategory } from '#server/test-support/fixtures.js';
import { useTestApp } from '#server/test-support/test-app.js';

const ctx = useTestApp();
const call = caller(ctx);
const UNKNOWN_ID = '01ZZZZZZZZZZZZZZZZZZZZZZZZ';
const LINK = 'https://drive.google.com/drive/folders/secret-admin-link';

let who: Actors;
let grading: { id: string };
let video: { id: string };
let resolve: { id: string };
let premiere: { id: string };
beforeAll(async () => {
  who = await actors(ctx);
  grading = await insertCategory(ctx.db, 'Colour Grading');
  video = await insertCategory(ctx.db, 'Video Editing');
  resolve = await insertSubCategory(ctx.db, 'DaVinci Resolve', [grading.id]);
  premiere = await insertSubCategory(ctx.db, 'Premiere Pro', [video.id, grading.id]);
});

const admin = () => who.admin.headers;
const create = (payload: unknown, headers: Headers = admin()) =>
  call('POST', '/api/product/create', headers, payload);
const update = (payload: unknown, headers: Headers = admin()) =>
  call('PUT', '/api/product/update-product-details', headers, payload);

async function created(overrides: Record<string, unknown> = {}) {
  const res = await create(productForm([grading.id], overrides));
  expect(res.statusCode, res.body).toBe(200);
  return adminProductReplySchema.parse(res.json()).data;
}

describe('POST /api/product/create', () => {
  it('creates a product with every SPEC §3 field and replies with the admin shape', async () => {
    const res = await create(
      productForm([video.id, grading.id, video.id], {
        name: '  Teal & Orange LUTs ',
        subCategory: [premiere.id, resolve.id],
        stock: '25',
        price: '1299',
        discount: '15',
        more_details: {
          cat: 'Colour Grading',
          embedVideo: 'https://youtu.be/dQw4w9WgXcQ',
          driveLink: LINK,
          'File Size': '120 MB',
          Blank: '   ',
        },
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const body = adminProductReplySchema.parse(res.json());
    expect(body.message).toBe('Product Created Successfully');
    const p = body.data;
    expect(p).toMatchObject({
      name: 'Teal & Orange LUTs',
      image: ['/uploads/catalogue/abc.webp', '/uploads/catalogue/preview.webp'],
      unit: '1 pack',
      stock: 25,
      price: 1299,
      discount: 15,
      description: 'Fifty film looks. Works in Premiere Pro and Resolve.',
      isDeal: false,
      deletedAt: null,
    });
    expect(p.more_details).toEqual({
      cat: 'Colour Grading',
      embedVideo: 'https://www.youtube.com/embed/dQw4w9WgXcQ',
      'File Size': '120 MB',
      driveLink: LINK,
    });
    expect(p.category.map((c) => c.name)).toEqual(['Video Editing', 'Colour Grading']);
    expect(p.subCategory.map((s) => s.name)).toEqual(['Premiere Pro', 'DaVinci Resolve']);

    // The link lives in its own column (decision 0001), not in more_details.
    const [row] = await ctx.db.select().from(products).where(eq(products.id, p._id));
    expect(row!.driveLink).toBe(LINK);
    expect(row!.moreDetails).not.toHaveProperty('driveLink');
    const links = await ctx.db
      .select()
      .from(productCategories)
      .where(eq(productCategories.productId, p._id));
    expect(links.map((l) => [l.categoryId, l.position])).toEqual(
      expect.arrayContaining([
        [video.id, 0],
        [grading.id, 1],
      ]),
    );
    const audit = await auditRows(ctx.db, 'product', p._id);
    expect(audit).toMatchObject([{ action: 'product.create', actorUserId: who.admin.id }]);

    // The public details never carry the link.
    const details = await call(
      'POST',
      '/api/product/get-product-details',
      {},
      { productId: p._id },
    );
    expect(details.statusCode).toBe(200);
    expect(details.body).not.toContain('secret-admin-link');
    expect(details.body).not.toContain('driveLink');
  });

  it('creates a product without sub-categories, extra fields or a link', async () => {
    const { more_details: _omit, subCategory: _none, ...form } = productForm([grading.id]);
    const res = await create(form);
    expect(res.statusCode, res.body).toBe(200);
    const p = res.json().data;
    expect(p.subCategory).toEqual([]);
    expect(p.more_details).toEqual({ driveLink: '' });
  });

  it.each([
    [{ discount: 101 }, 'Discount must be at most 100.'],
    [{ discount: -1 }, 'Discount must be at least 0.'],
    [{ price: -1 }, 'Price must be at least 0.'],
    [{ price: 1.5 }, 'Price must be a whole number.'],
    [{ price: '12.50' }, 'Price must be a whole number.'],
    [{ price: 'free' }, 'Price must be a whole number.'],
    [{ price: 1_000_001 }, 'Price must be at most 10,00,000.'],
    [{ price: '' }, 'Price is required.'],
    [{ stock: -1 }, 'Stock must be at least 0.'],
    [{ stock: undefined }, 'Stock is required.'],
    [{ name: undefined }, 'Name is required.'],
    [{ name: '  ' }, 'Name is required.'],
    [{ name: ['x'] }, 'Name must be text.'],
    [{ description: undefined }, 'Description is required.'],
    [{ unit: 7 }, 'Unit must be text.'],
    [{ image: [] }, 'Images must have at least one image.'],
    [{ image: undefined }, 'Images is required.'],
    [{ image: '/uploads/a.webp' }, 'Images must be a list of image URLs.'],
    [{ image: [''] }, 'please enter the URL'],
    [
      { image: ['data:image/png;base64,AAAA'] },
      'Image 1 must be an uploaded image or an https:// URL.',
    ],
    [
      { image: Array.from({ length: 11 }, (_, i) => `/uploads/c/${i}.webp`) },
      'Images must have at most 10 images.',
    ],
    [{ category: [] }, 'Categories must have at least one category.'],
    [{ category: undefined }, 'Categories is required.'],
    [{ subCategory: 'x' }, 'Sub-categories must be a list of sub-category ids.'],
    [
      { more_details: { driveLink: 'http://insecure.example.com/x' } },
      'Download link must be an https:// link.',
    ],
    [
      { more_details: { driveLink: 'javascript:alert(document.cookie)' } },
      'Download link must be an https:// link.',
    ],
    [
      { more_details: { driveLink: 'JavaScript://drive.google.com/%0aalert(1)' } },
      'Download link must be an https:// link.',
    ],
    [
      { image: ['/uploads/catalogue/abc.webp', 'https://images.example.com/preview.png'] },
      'Image 2 must be an image uploaded to this store.',
    ],
    [
      { more_details: { embedVideo: 'http://www.youtube.com/embed/dQw4w9WgXcQ' } },
      'Video link must be a YouTube link (https://www.youtube.com/embed/…).',
    ],
    [
      { more_details: { embedVideo: 'https://evil.example.com/embed/x' } },
      'Video link must be a YouTube link (https://www.youtube.com/embed/…).',
    ],
    [{ more_details: { note: 5 } }, 'The "note" field must be text.'],
    [
      { more_details: { note: 'x'.repeat(2001) } },
      'The "note" field must be at most 2000 characters.',
    ],
    [{ more_details: 'text' }, 'Extra fields must be a map of named text fields.'],
    [
      { more_details: Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`k${i}`, 'v'])) },
      'Extra fields must have at most 20 fields.',
    ],
  ])('refuses %j with 400 naming the field', async (change, message) => {
    const res = await create(productForm([grading.id], change));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, error: true, message });
  });

  it('refuses unknown category and sub-category ids with 400 naming them, writing nothing', async () => {
    const before = (await ctx.db.select().from(products)).length;
    const badCat = await create(productForm([grading.id, UNKNOWN_ID]));
    expect(badCat.statusCode).toBe(400);
    expect(badCat.json().message).toBe(`category: no category has the id ${UNKNOWN_ID}`);
    const badSub = await create(productForm([grading.id], { subCategory: [UNKNOWN_ID] }));
    expect(badSub.statusCode).toBe(400);
    expect(badSub.json().message).toBe(`subCategory: no sub-category has the id ${UNKNOWN_ID}`);
    expect((await ctx.db.select().from(products)).length).toBe(before);
  });

  it('is for admins only: 401 for visitors, 403 for shoppers', async () => {
    expect((await create(productForm([grading.id]), {})).statusCode).toBe(401);
    const res = await create(productForm([grading.id]), who.shopper.headers);
    expect(res.statusCode).toBe(403);
    expect(res.body).not.toContain('secret-admin-link');
  });
});

describe('PUT /api/product/update-product-details', () => {
  it('changes only the fields sent and keeps the link unless more_details names it', async () => {
    const p = await created({ subCategory: [resolve.id] });
    const res = await update({ _id: p._id, price: 999, discount: '20', name: 'Renamed Pack' });
    expect(res.statusCode, res.body).toBe(200);
    const after = adminProductReplySchema.parse(res.json());
    expect(after.message).toBe('Product updated successfully');
    expect(after.data).toMatchObject({
      _id: p._id,
      name: 'Renamed Pack',
      price: 999,
      discount: 20,
      stock: p.stock,
      image: p.image,
      more_details: p.more_details,
    });
    expect(after.data.subCategory.map((s) => s._id)).toEqual([resolve.id]);

    // A sent more_details replaces the other fields; without driveLink the link stays.
    const details = await update({ _id: p._id, more_details: { cat: 'Video Editing' } });
    expect(details.json().data.more_details).toEqual({ cat: 'Video Editing', driveLink: LINK });
    const newLink = await update({
      _id: p._id,
      more_details: { driveLink: 'https://drive.google.com/new-link' },
    });
    expect(newLink.json().data.more_details).toEqual({
      driveLink: 'https://drive.google.com/new-link',
    });
    const cleared = await update({ _id: p._id, more_details: { driveLink: '' } });
    expect(cleared.json().data.more_details).toEqual({ driveLink: '' });

    const audit = await auditRows(ctx.db, 'product', p._id);
    expect(audit.map((a) => a.action)).toEqual([
      'product.create',
      'product.update',
      'product.update',
      'product.update',
      'product.update',
    ]);
    expect(audit[1]!.details).toEqual({ fields: ['name', 'price', 'discount'] });
  });

  it('replaces the category and sub-category lists when sent', async () => {
    const p = await created({ subCategory: [resolve.id] });
    const res = await update({ _id: p._id, category: [video.id], subCategory: [] });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.category.map((c: { _id: string }) => c._id)).toEqual([video.id]);
    expect(res.json().data.subCategory).toEqual([]);
    const subLinks = await ctx.db
      .select()
      .from(productSubCategories)
      .where(eq(productSubCategories.productId, p._id));
    expect(subLinks).toEqual([]);
  });

  it('validates like create and answers 404 for an unknown product', async () => {
    const p = await created();
    const cases: [object, number, string][] = [
      [{ _id: p._id, discount: 101 }, 400, 'Discount must be at most 100.'],
      [{ _id: p._id, price: -5 }, 400, 'Price must be at least 0.'],
      [{ _id: p._id, stock: 2.5 }, 400, 'Stock must be a whole number.'],
      [{ _id: p._id, image: [] }, 400, 'Images must have at least one image.'],
      [{ _id: p._id, category: [] }, 400, 'Categories must have at least one category.'],
      [
        { _id: p._id, category: [UNKNOWN_ID] },
        400,
        `category: no category has the id ${UNKNOWN_ID}`,
      ],
      [{ price: 5 }, 400, 'Id is required.'],
      [{ _id: 'x-y', price: 5 }, 400, 'Id must contain only letters, digits and underscores.'],
      [{ _id: UNKNOWN_ID, price: 5 }, 404, 'Product not found.'],
    ];
    for (const [payload, status, message] of cases) {
      const res = await update(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(status);
      expect(res.json().message).toBe(message);
    }
    const [row] = await ctx.db.select().from(products).where(eq(products.id, p._id));
    expect(row!.price).toBe(499);
  });

  it('is for admins only', async () => {
    const p = await created();
    expect((await update({ _id: p._id, price: 1 }, {})).statusCode).toBe(401);
    expect((await update({ _id: p._id, price: 1 }, who.shopper.headers)).statusCode).toBe(403);
  });
});

describe('recycle bin: delete-product, get-trash-products, recover-product, delete-permanent', () => {
  it('moves a product to the bin (no longer a deal), lists it, and recovers it', async () => {
    const p = await created({ name: 'Bin Candidate' });
    await call('POST', '/api/product/add-to-deals', admin(), { _id: p._id });

    const trashed = await call('DELETE', '/api/product/delete-product', admin(), { _id: p._id });
    expect(trashed.statusCode).toBe(200);
    const body = adminProductReplySchema.parse(trashed.json());
    expect(body.message).toBe('Product moved to the recycle bin');
    expect(body.data.isDeal).toBe(false);
    expect(new Date(body.data.deletedAt!).toISOString()).toBe(body.data.deletedAt);
    // Again: already there, not an error.
    expect(
      (await call('DELETE', '/api/product/delete-product', admin(), { _id: p._id })).statusCode,
    ).toBe(200);

    const bin = trashListReplySchema.parse(
      (await call('POST', '/api/product/get-trash-products', admin(), { page: 0 })).json(),
    );
    expect(bin.page).toBe(0);
    expect(bin.data[0]!._id).toBe(p._id);
    expect(bin.data[0]!.more_details.driveLink).toBe(LINK);

    const recovered = await call('PUT', '/api/product/recover-product', admin(), { _id: p._id });
    expect(recovered.statusCode).toBe(200);
    expect(recovered.json()).toMatchObject({
      success: true,
      message: 'Product recovered',
      data: { _id: p._id, deletedAt: null, isDeal: false },
    });
    const details = await call(
      'POST',
      '/api/product/get-product-details',
      {},
      { productId: p._id },
    );
    expect(details.statusCode).toBe(200);
    const audit = await auditRows(ctx.db, 'product', p._id);
    expect(audit.map((a) => a.action)).toEqual([
      'product.create',
      'product.deal_add',
      'product.trash',
      'product.recover',
    ]);
  });

  it('pages the bin from 0, newest deleted first, 12 per page, with search', async () => {
    const bin = await insertCategory(ctx.db, 'Bin Paging');
    const base = Date.now() - 3_600_000;
    for (let i = 0; i < 14; i++) {
      const p = await insertProduct(ctx.db, {
        name: `Binned ${String(i).padStart(2, '0')}`,
        categoryIds: [bin.id],
      });
      await ctx.db
        .update(products)
        .set({ deletedAt: new Date(base + i * 1000) })
        .where(eq(products.id, p.id));
    }
    const first = trashListReplySchema.parse(
      (
        await call('POST', '/api/product/get-trash-products', admin(), {
          page: 0,
          search: 'Binned',
        })
      ).json(),
    );
    expect(first.data).toHaveLength(12);
    expect(first.data[0]!.name).toBe('Binned 13');
    expect(first).toMatchObject({ page: 0, totalCount: 14, totalNoPage: 2, totalPage: 2 });
    const second = (
      await call('POST', '/api/product/get-trash-products', admin(), { page: 1, search: 'Binned' })
    ).json();
    expect(second.data.map((p: { name: string }) => p.name)).toEqual(['Binned 01', 'Binned 00']);
    const far = await call('POST', '/api/product/get-trash-products', admin(), { page: 999_999 });
    expect(far.statusCode).toBe(200);
    expect(far.json()).toMatchObject({ data: [], page: 999_999 });
    // No body at all: the first page.
    const noBody = await call('POST', '/api/product/get-trash-products', admin());
    expect(noBody.json().page).toBe(0);
    for (const payload of [{ page: -1 }, { page: 'x' }, { search: 'x'.repeat(10_000) }]) {
      expect(
        (await call('POST', '/api/product/get-trash-products', admin(), payload)).statusCode,
      ).toBe(400);
    }
  });

  it('deletes permanently only from the bin, and never a bought product', async () => {
    const live = await created({ name: 'Still Live' });
    const notTrashed = await call('DELETE', '/api/product/delete-permanent', admin(), {
      _id: live._id,
    });
    expect(notTrashed.statusCode).toBe(409);
    expect(notTrashed.json().message).toBe(PRODUCT_NOT_IN_TRASH_MESSAGE);

    const bought = await created({ name: 'Bought One' });
    await insertPaidOrderItem(ctx.db, who.shopper.id, bought._id);
    await call('DELETE', '/api/product/delete-product', admin(), { _id: bought._id });
    const refused = await call('DELETE', '/api/product/delete-permanent', admin(), {
      _id: bought._id,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      success: false,
      error: true,
      message: PRODUCT_BOUGHT_MESSAGE,
    });
    expect(await ctx.db.select().from(products).where(eq(products.id, bought._id))).toHaveLength(1);

    const gone = await created({ name: 'Gone For Good', subCategory: [resolve.id] });
    await call('DELETE', '/api/product/delete-product', admin(), { _id: gone._id });
    const res = await call('DELETE', '/api/product/delete-permanent', admin(), { _id: gone._id });
    expect(res.statusCode).toBe(200);
    expect(deletedProductReplySchema.parse(res.json())).toMatchObject({
      message: 'Product deleted permanently',
      data: { _id: gone._id },
    });
    expect(await ctx.db.select().from(products).where(eq(products.id, gone._id))).toEqual([]);
    expect((await auditRows(ctx.db, 'product', gone._id)).at(-1)).toMatchObject({
      action: 'product.delete_permanent',
      details: { name: 'Gone For Good' },
    });
    expect(
      (await call('DELETE', '/api/product/delete-permanent', admin(), { _id: gone._id }))
        .statusCode,
    ).toBe(404);
  });

  it('answers 404 for unknown ids, 400 for malformed ones, 401/403 for non-admins', async () => {
    const p = await created();
    const calls: ['DELETE' | 'PUT' | 'POST', string][] = [
      ['DELETE', '/api/product/delete-product'],
      ['PUT', '/api/product/recover-product'],
      ['DELETE', '/api/product/delete-permanent'],
      ['POST', '/api/product/add-to-deals'],
      ['PUT', '/api/product/remove-from-deals'],
    ];
    for (const [method, url] of calls) {
      expect((await call(method, url, admin(), { _id: UNKNOWN_ID })).statusCode, url).toBe(404);
      expect((await call(method, url, admin(), { _id: 'a-b' })).statusCode, url).toBe(400);
      expect((await call(method, url, admin(), {})).json().message, url).toBe('Id is required.');
      expect((await call(method, url, {}, { _id: p._id })).statusCode, url).toBe(401);
      expect((await call(method, url, who.shopper.headers, { _id: p._id })).statusCode, url).toBe(
        403,
      );
    }
    expect(
      (await call('POST', '/api/product/get-trash-products', {}, { page: 0 })).statusCode,
    ).toBe(401);
    expect(
      (await call('POST', '/api/product/get-trash-products', who.shopper.headers, { page: 0 }))
        .statusCode,
    ).toBe(403);
    const [row] = await ctx.db.select().from(products).where(eq(products.id, p._id));
    expect(row).toMatchObject({ deletedAt: null, isDeal: false });
  });
});

describe('deals: add-to-deals, remove-from-deals, get-deals', () => {
  it('adds and removes a deal, and lists deals for home and for the admin page', async () => {
    const a = await created({ name: 'Deal Alpha' });
    const b = await created({ name: 'Deal Beta' });
    const added = await call('POST', '/api/product/add-to-deals', admin(), { _id: a._id });
    expect(added.statusCode).toBe(200);
    expect(added.json()).toMatchObject({
      message: 'Product added to deals',
      data: { isDeal: true },
    });
    await call('POST', '/api/product/add-to-deals', admin(), { _id: b._id });

    const home = await call('POST', '/api/product/get-deals');
    expect(home.statusCode).toBe(200);
    const homeNames = home.json().data.map((p: { name: string }) => p.name);
    expect(homeNames.indexOf('Deal Beta')).toBeLessThan(homeNames.indexOf('Deal Alpha'));
    expect(Object.keys(home.json()).sort()).toEqual(['data', 'error', 'message', 'success']);

    const paged = await call(
      'POST',
      '/api/product/get-deals',
      {},
      { page: 0, search: 'Deal Alpha' },
    );
    expect(paged.json()).toMatchObject({ page: 0, totalCount: 1, totalNoPage: 1, totalPage: 1 });
    expect(paged.json().data[0].name).toBe('Deal Alpha');

    const removed = await call('PUT', '/api/product/remove-from-deals', admin(), { _id: a._id });
    expect(removed.json()).toMatchObject({
      message: 'Product removed from deals',
      data: { isDeal: false },
    });
    const after = (await call('POST', '/api/product/get-deals')).json().data;
    expect(after.map((p: { _id: string }) => p._id)).not.toContain(a._id);
    expect((await auditRows(ctx.db, 'product', a._id)).map((r) => r.action)).toEqual([
      'product.create',
      'product.deal_add',
      'product.deal_remove',
    ]);
  });

  it('will not make a trashed product a deal', async () => {
    const p = await created({ name: 'Trashed Deal' });
    await call('DELETE', '/api/product/delete-product', admin(), { _id: p._id });
    const res = await call('POST', '/api/product/add-to-deals', admin(), { _id: p._id });
    expect(res.statusCode).toBe(404);
  });
});

describe('admin reads: admin-get and all-products', () => {
  it('admin-get pages live products in the admin shape, with the link', async () => {
    const p = await created({ name: 'Admin Listed Unique' });
    const trashed = await created({ name: 'Admin Trashed Unique' });
    await call('DELETE', '/api/product/delete-product', admin(), { _id: trashed._id });
    const res = await call('POST', '/api/product/admin-get', admin(), {
      page: 1,
      limit: 12,
      search: 'Unique',
    });
    expect(res.statusCode).toBe(200);
    const body = adminProductListReplySchema.parse(res.json());
    expect(body.data.map((x) => x._id)).toEqual([p._id]);
    expect(body.data[0]!.more_details.driveLink).toBe(LINK);
    expect(body).toMatchObject({ page: 1, totalCount: 1, totalPage: 1, totalNoPage: 1 });
    const defaults = await call('POST', '/api/product/admin-get', admin());
    expect(defaults.json().data.length).toBeLessThanOrEqual(12);
    expect((await call('POST', '/api/product/admin-get', {}, {})).statusCode).toBe(401);
    expect((await call('POST', '/api/product/admin-get', who.shopper.headers, {})).statusCode).toBe(
      403,
    );
  });

  it('all-products lists every live product in the admin shape, admins only', async () => {
    const p = await created({ name: 'Metrics Product' });
    const trashed = await created({ name: 'Metrics Trashed' });
    await call('DELETE', '/api/product/delete-product', admin(), { _id: trashed._id });
    const res = await call('GET', '/api/product/all-products', admin());
    expect(res.statusCode).toBe(200);
    const body = allProductsReplySchema.parse(res.json());
    const ids = body.data.map((x) => x._id);
    expect(ids).toContain(p._id);
    expect(ids).not.toContain(trashed._id);
    expect(body.data.every((x) => x.deletedAt === null)).toBe(true);
    expect((await call('GET', '/api/product/all-products')).statusCode).toBe(401);
    const shopper = await call('GET', '/api/product/all-products', who.shopper.headers);
    expect(shopper.statusCode).toBe(403);
    expect(shopper.body).not.toContain('drive.google.com');
  });
});
