import {
  CATEGORY_NAME_TAKEN_MESSAGE,
  categoryListReplySchema,
  categoryReplySchema,
} from '@store/contract/category';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { categories } from '#server/db/schema/index.js';
import {
  type Actors,
  actors,
  auditRows,
  caller,
  type Headers,
} from '#server/test-support/catalogue.js';
import { insertCategory, insertProduct, insertSubCategory } from '#server/test-support/fixtures.js';
import { useTestApp } from '#server/test-support/test-app.js';

const ctx = useTestApp();
const call = caller(ctx);
let who: Actors;
beforeAll(async () => {
  who = await actors(ctx);
});

const add = (payload: unknown, headers: Headers = who.admin.headers) =>
  call('POST', '/api/category/add-category', headers, payload);
const update = (payload: unknown, headers: Headers = who.admin.headers) =>
  call('PUT', '/api/category/update', headers, payload);
const remove = (payload: unknown, headers: Headers = who.admin.headers) =>
  call('DELETE', '/api/category/delete', headers, payload);
const UNKNOWN_ID = '01ZZZZZZZZZZZZZZZZZZZZZZZZ';

describe('GET /api/category/get', () => {
  it('lists every category sorted by name, ignoring case, in the contract shape', async () => {
    await insertCategory(ctx.db, 'video editing');
    await insertCategory(ctx.db, 'Colour Grading');
    await insertCategory(ctx.db, 'Motion Graphics');
    const res = await call('GET', '/api/category/get');
    expect(res.statusCode).toBe(200);
    const body = categoryListReplySchema.parse(res.json());
    expect(body.message).toBe('Categories');
    const names = body.data.map((c) => c.name);
    expect(names.indexOf('Colour Grading')).toBeLessThan(names.indexOf('Motion Graphics'));
    expect(names.indexOf('Motion Graphics')).toBeLessThan(names.indexOf('video editing'));
    expect(Object.keys(body.data[0]!).sort()).toEqual(['_id', 'image', 'name']);
    expect(body.data[0]!._id).toMatch(/^[0-9A-Z]{26}$/);
  });
});

describe('POST /api/category/add-category', () => {
  it('adds a category, trimmed, records who did it, and lists it', async () => {
    const res = await add({ name: '  Sound Design ', image: '/uploads/catalogue/sound.webp' });
    expect(res.statusCode).toBe(200);
    const body = categoryReplySchema.parse(res.json());
    expect(body).toMatchObject({
      success: true,
      message: 'Category added',
      data: { name: 'Sound Design', image: '/uploads/catalogue/sound.webp' },
    });
    const list = (await call('GET', '/api/category/get')).json().data;
    expect(list).toContainEqual(body.data);
    const audit = await auditRows(ctx.db, 'category', body.data._id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: 'category.create',
      actorUserId: who.admin.id,
      details: { name: 'Sound Design' },
    });
  });

  it('accepts an https image URL', async () => {
    const res = await add({ name: 'Fonts', image: 'https://cdn.example.com/fonts.png' });
    expect(res.statusCode).toBe(200);
  });

  it('refuses a name already taken, ignoring case, with 409', async () => {
    await add({ name: 'Overlays', image: '/uploads/catalogue/o.webp' });
    const res = await add({ name: 'OVERLAYS', image: '/uploads/catalogue/o2.webp' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      success: false,
      error: true,
      message: CATEGORY_NAME_TAKEN_MESSAGE,
    });
  });

  it.each([
    [{ image: '/uploads/catalogue/a.webp' }, 'Name is required.'],
    [{ name: '   ', image: '/uploads/catalogue/a.webp' }, 'Name is required.'],
    [{ name: 42, image: '/uploads/catalogue/a.webp' }, 'Name must be text.'],
    [{ name: 'x'.repeat(121), image: '/uploads/a.webp' }, 'Name must be at most 120 characters.'],
    // Issue 15: a sentence a person understands, not 'name: must be at most 120 characters'.
    [{ name: 'x'.repeat(5000), image: '/uploads/a.webp' }, 'Name must be at most 120 characters.'],
    [{ name: 'Stock' }, 'Images is required.'],
    [{ name: 'Stock', image: '' }, 'please enter the URL'],
    [
      { name: 'Stock', image: 'javascript:alert(1)' },
      'Images must be an uploaded image or an https:// URL.',
    ],
    [
      { name: 'Stock', image: 'http://example.com/a.png' },
      'Images must be an uploaded image or an https:// URL.',
    ],
    [
      { name: 'Stock', image: '/uploads/../secrets' },
      'Images must be an uploaded image or an https:// URL.',
    ],
  ])('refuses %j with 400', async (payload, message) => {
    const res = await add(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, error: true, message });
  });

  it('is for admins only: 401 for a visitor, 403 for a shopper, nothing written', async () => {
    const payload = { name: 'Sneaky', image: '/uploads/catalogue/s.webp' };
    expect((await add(payload, {})).statusCode).toBe(401);
    const forbidden = await add(payload, who.shopper.headers);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toMatchObject({ success: false, error: true });
    const rows = await ctx.db.select().from(categories).where(eq(categories.name, 'Sneaky'));
    expect(rows).toEqual([]);
  });
});

describe('PUT /api/category/update', () => {
  it('renames and changes the image, and the new name shows on products at once', async () => {
    const cat = await insertCategory(ctx.db, 'Transitons');
    const product = await insertProduct(ctx.db, { name: 'Glitch Pack', categoryIds: [cat.id] });
    const res = await update({
      _id: cat.id,
      name: 'Transitions',
      image: '/uploads/catalogue/t.webp',
    });
    expect(res.statusCode).toBe(200);
    expect(categoryReplySchema.parse(res.json())).toMatchObject({
      message: 'Category updated',
      data: { _id: cat.id, name: 'Transitions', image: '/uploads/catalogue/t.webp' },
    });
    const details = await call(
      'POST',
      '/api/product/get-product-details',
      {},
      {
        productId: product.id,
      },
    );
    expect(details.json().data.category[0].name).toBe('Transitions');
    const audit = await auditRows(ctx.db, 'category', cat.id);
    expect(audit.map((a) => a.action)).toEqual(['category.update']);
    expect(audit[0]!.details).toMatchObject({
      before: { name: 'Transitons' },
      after: { name: 'Transitions' },
    });
  });

  it('changes only what is sent; the same name in other letter case is fine', async () => {
    const cat = await insertCategory(ctx.db, 'presets');
    const res = await update({ _id: cat.id, name: 'Presets' });
    expect(res.json().data).toMatchObject({ name: 'Presets', image: cat.image });
  });

  it("refuses another category's name with 409", async () => {
    await insertCategory(ctx.db, 'Titles');
    const cat = await insertCategory(ctx.db, 'Lower Thirds');
    const res = await update({ _id: cat.id, name: 'titles' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(CATEGORY_NAME_TAKEN_MESSAGE);
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    const unknown = await update({ _id: UNKNOWN_ID, name: 'X' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Category not found.');
    const dashed = await update({ _id: 'abc-def', name: 'X' });
    expect(dashed.statusCode).toBe(400);
    expect(dashed.json().message).toBe('Id must contain only letters, digits and underscores.');
    const long = await update({ _id: 'A'.repeat(65), name: 'X' });
    expect(long.json().message).toBe('Id is too long.');
    const missing = await update({ name: 'X' });
    expect(missing.json().message).toBe('Id is required.');
    const wrongType = await update({ _id: 5, name: 'X' });
    expect(wrongType.json().message).toBe('Id must be text.');
  });

  it('is for admins only', async () => {
    const cat = await insertCategory(ctx.db, 'Guarded');
    expect((await update({ _id: cat.id, name: 'Y' }, {})).statusCode).toBe(401);
    expect((await update({ _id: cat.id, name: 'Y' }, who.shopper.headers)).statusCode).toBe(403);
  });
});

describe('DELETE /api/category/delete', () => {
  it('deletes an unused category and records it', async () => {
    const cat = await insertCategory(ctx.db, 'Unused');
    const res = await remove({ _id: cat.id });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Category deleted',
      data: { _id: cat.id, name: 'Unused' },
    });
    expect(await ctx.db.select().from(categories).where(eq(categories.id, cat.id))).toEqual([]);
    expect((await auditRows(ctx.db, 'category', cat.id)).map((a) => a.action)).toEqual([
      'category.delete',
    ]);
    // Deleting again: it is gone.
    expect((await remove({ _id: cat.id })).statusCode).toBe(404);
  });

  it('refuses with 409 saying what uses the category', async () => {
    const cat = await insertCategory(ctx.db, 'Busy');
    const other = await insertCategory(ctx.db, 'Other');
    for (const name of ['Busy A', 'Busy B', 'Busy C']) {
      await insertSubCategory(ctx.db, name, [cat.id, other.id]);
    }
    for (let i = 0; i < 12; i++) {
      await insertProduct(ctx.db, { name: `Busy ${i}`, categoryIds: [cat.id], deleted: i < 2 });
    }
    const res = await remove({ _id: cat.id });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      success: false,
      error: true,
      message:
        'This category is used by 3 sub-categories and 12 products (2 in the recycle bin). Move them first.',
    });

    const onlySub = await insertCategory(ctx.db, 'Only Sub');
    await insertSubCategory(ctx.db, 'Lonely', [onlySub.id]);
    expect((await remove({ _id: onlySub.id })).json().message).toBe(
      'This category is used by 1 sub-category. Move it first.',
    );
    const onlyProduct = await insertCategory(ctx.db, 'Only Product');
    await insertProduct(ctx.db, { name: 'Solo', categoryIds: [onlyProduct.id] });
    expect((await remove({ _id: onlyProduct.id })).json().message).toBe(
      'This category is used by 1 product. Move it first.',
    );
    expect(await ctx.db.select().from(categories).where(eq(categories.id, cat.id))).toHaveLength(1);
  });

  it('answers 404 for an unknown id, 400 for a malformed one, 401/403 for others', async () => {
    expect((await remove({ _id: UNKNOWN_ID })).statusCode).toBe(404);
    expect((await remove({ _id: "1' or '1'='1" })).statusCode).toBe(400);
    expect((await remove({})).json().message).toBe('Id is required.');
    const cat = await insertCategory(ctx.db, 'Protected');
    expect((await remove({ _id: cat.id }, {})).statusCode).toBe(401);
    expect((await remove({ _id: cat.id }, who.shopper.headers)).statusCode).toBe(403);
  });
});
