import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  categories,
  productCategories,
  productSubCategories,
  products,
  subCategories,
} from '#server/db/schema/index.js';
import { caller } from '#server/test-support/catalogue.js';
import { insertCategory, insertProduct, insertSubCategory } from '#server/test-support/fixtures.js';
import { useTestApp } from '#server/test-support/test-app.js';

/*
 * The stored opening fields of each product (decision 53) are what every list reply and the
 * product page send for it, so they must follow every write that changes one of them, in the
 * writing transaction: after each kind of write, every stored opening equals one built afresh
 * from the rows. The clip and the rating are added as they are read: the replies show them
 * after the writes that set them.
 */

const ctx = useTestApp();
const call = caller(ctx);

let grading: { id: string };
let photo: { id: string };
let resolve: { id: string };
let lightroom: { id: string };
let lut: { id: string };
let preset: { id: string };

/** Every product's stored opening fields, by product id. */
async function storedCards() {
  const { rows } = await ctx.db.execute<{ product_id: string; fields: string }>(
    sql`select product_id, fields from product_cards order by product_id`,
  );
  return rows;
}

/** Stored cards equal cards built now from the rows, and every product has one. */
async function expectCardsCurrent(when: string) {
  const stored = await storedCards();
  const { rows } = await ctx.db.execute<{ n: number }>(
    sql`select count(*)::int as n from products`,
  );
  expect(stored.length, `${when}: one card a product`).toBe(rows[0]!.n);
  await ctx.db.execute(sql`select product_cards_refresh(array(select id from products))`);
  expect(stored, when).toEqual(await storedCards());
}

/** The stored fields of one product, parsed (closed as the reads close them). */
async function cardOf(productId: string) {
  const found = (await storedCards()).find((row) => row.product_id === productId);
  return JSON.parse(`${found!.fields}}`) as Record<string, unknown>;
}

beforeAll(async () => {
  grading = await insertCategory(ctx.db, 'Colour Grading');
  photo = await insertCategory(ctx.db, 'Photo Editing');
  resolve = await insertSubCategory(ctx.db, 'DaVinci Resolve', [grading.id]);
  lightroom = await insertSubCategory(ctx.db, 'Lightroom', [photo.id]);
  lut = await insertProduct(ctx.db, {
    name: 'Teal Night LUT',
    categoryIds: [grading.id],
    subCategoryIds: [resolve.id],
  });
  preset = await insertProduct(ctx.db, {
    name: 'Film Preset',
    categoryIds: [photo.id],
    subCategoryIds: [lightroom.id],
  });
});

describe('stored product cards', () => {
  it('follow product, link, label, rating, clip, trash and delete writes', async () => {
    await expectCardsCurrent('at first');
    expect(await cardOf(lut.id)).toMatchObject({
      name: 'Teal Night LUT',
      category: [{ _id: grading.id, name: 'Colour Grading' }],
      subCategory: [{ _id: resolve.id, name: 'DaVinci Resolve' }],
    });
    expect(await cardOf(lut.id)).not.toHaveProperty('driveLink');
    expect(JSON.stringify(await cardOf(lut.id))).not.toContain('secret-link');

    await ctx.db
      .update(products)
      .set({ name: 'Teal Night LUT v2', price: 799, discount: 25, stock: 3 })
      .where(eq(products.id, lut.id));
    await expectCardsCurrent('after a product edit');
    expect(await cardOf(lut.id)).toMatchObject({ name: 'Teal Night LUT v2', price: 799 });

    await ctx.db
      .update(categories)
      .set({ name: 'Colour', image: '/uploads/test/colour.webp' })
      .where(eq(categories.id, grading.id));
    await expectCardsCurrent('after a category rename and new image');
    expect(await cardOf(lut.id)).toMatchObject({
      category: [{ name: 'Colour', image: '/uploads/test/colour.webp' }],
    });

    await ctx.db
      .update(subCategories)
      .set({ name: 'Resolve Studio' })
      .where(eq(subCategories.id, resolve.id));
    await expectCardsCurrent('after a sub-category rename');
    expect(await cardOf(lut.id)).toMatchObject({ subCategory: [{ name: 'Resolve Studio' }] });

    await ctx.db
      .insert(productCategories)
      .values({ productId: lut.id, categoryId: photo.id, position: 1 });
    await ctx.db
      .update(productSubCategories)
      .set({ subCategoryId: lightroom.id })
      .where(eq(productSubCategories.productId, lut.id));
    await expectCardsCurrent('after link changes');
    expect(await cardOf(lut.id)).toMatchObject({
      category: [{ _id: grading.id }, { _id: photo.id }],
      subCategory: [{ _id: lightroom.id }],
    });
    await ctx.db.delete(productCategories).where(eq(productCategories.categoryId, photo.id));
    await expectCardsCurrent('after a link removal');
    expect(await cardOf(preset.id)).toMatchObject({ category: [] });

    await ctx.db
      .update(products)
      .set({
        ratingCount: 2,
        ratingSum: 9,
        previewClip: {
          src: '/uploads/test/clip.mp4',
          poster: '/uploads/test/poster.webp',
          durationSec: 8,
        },
      })
      .where(eq(products.id, lut.id));
    await expectCardsCurrent('after a rating and a preview clip');
    // The listing's card and the product page add them to the stored fields as they read.
    const listing = await call(
      'POST',
      '/api/product/get-pruduct-by-category-and-subcategory',
      {},
      {
        categoryId: grading.id,
        subCategoryId: lightroom.id,
      },
    );
    const card = (listing.json() as { data: Record<string, unknown>[] }).data.find(
      (product) => product._id === lut.id,
    );
    expect(card).toMatchObject({
      name: 'Teal Night LUT v2',
      ratingAverage: 4.5,
      ratingCount: 2,
      previewClip: { src: '/uploads/test/clip.mp4', poster: '/uploads/test/poster.webp' },
    });
    expect(card).not.toHaveProperty('previewClip.durationSec');
    const page = await call('POST', '/api/product/get-product-details', {}, { productId: lut.id });
    expect(page.json()).toMatchObject({
      data: {
        subCategory: [{ _id: lightroom.id }],
        ratingAverage: 4.5,
        previewClip: { src: '/uploads/test/clip.mp4', durationSec: 8 },
      },
    });

    await ctx.db.update(products).set({ deletedAt: new Date() }).where(eq(products.id, lut.id));
    await ctx.db.update(products).set({ deletedAt: null }).where(eq(products.id, lut.id));
    await expectCardsCurrent('after a trash and a recover');

    await ctx.db.delete(products).where(eq(products.id, preset.id));
    await expectCardsCurrent('after a product is deleted for good');
    expect((await storedCards()).map((row) => row.product_id)).not.toContain(preset.id);
  });

  it('a product without its stored row is listed all the same, and stored again when next written', async () => {
    const gimbal = await insertProduct(ctx.db, {
      name: 'Gimbal Whip Transitions',
      categoryIds: [grading.id],
      subCategoryIds: [resolve.id],
    });
    // Every way a card or the product page is read: the SPEC listing, a sorted and filtered
    // listing, New Products, search and the product page.
    const reads = async () =>
      Promise.all([
        call(
          'POST',
          '/api/product/get-pruduct-by-category-and-subcategory',
          {},
          { categoryId: grading.id, subCategoryId: resolve.id },
        ),
        call(
          'POST',
          '/api/product/get-pruduct-by-category-and-subcategory',
          {},
          { categoryId: grading.id, subCategoryId: resolve.id, sort: 'price-asc', filters: {} },
        ),
        call('POST', '/api/product/get', {}, { page: 1, limit: 12 }),
        call('POST', '/api/product/search-product', {}, { search: 'gimbal', page: 1 }),
        call('POST', '/api/product/get-product-details', {}, { productId: gimbal.id }),
      ]).then((replies) => replies.map((reply) => reply.json() as unknown));
    const before = await reads();
    expect(JSON.stringify(before[0])).toContain('Gimbal Whip Transitions');

    await ctx.db.execute(sql`delete from product_cards where product_id = ${gimbal.id}`);
    expect(await reads()).toEqual(before);

    await ctx.db.update(products).set({ stock: 7 }).where(eq(products.id, gimbal.id));
    expect(await cardOf(gimbal.id)).toMatchObject({ name: 'Gimbal Whip Transitions', stock: 7 });
    await expectCardsCurrent('after the missing row is written again');
  });
});
