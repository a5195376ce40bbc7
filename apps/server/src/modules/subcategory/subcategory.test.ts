import {
  SUB_CATEGORY_NAME_TAKEN_MESSAGE,
  subCategoryListReplySchema,
  subCategoryReplySchema,
} from '@store/contract/subcategory';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { subCategories, subCategoryCategories } from '#server/db/schema/index.js';
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

describe('POST /api/subcategory/get', () => {
  beforeAll(async () => {
    const video = await insertCategory(ctx.db, 'Video Editing');
    const photo = await insertCategory(ctx.db, 'Photo Editing');
    const motion = await insertCategory(ctx.db, 'Motion Graphics');
    await insertSubCategory(ctx.db, 'Premiere Pro', [video.id]);
    await insertSubCategory(ctx.db, 'after Effects', [motion.id, video.id]);
    await insertSubCategory(ctx.db, 'Lightroom', [photo.id]);
    await insertSubCategory(ctx.db, 'Orphan Tool', []);
  });

  const post = (payload?: unknown, headers: Record<string, string> = {}) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/subcategory/get',
      ...(payload === undefined ? {} : { payload: payload as object }),
      headers,
    });

  it('lists all sub-categories sorted by name with their categories, with no body at all', async () => {
    const res = await post();
    expect(res.statusCode).toBe(200);
    const body = subCategoryListReplySchema.parse(res.json());
    expect(body.data.map((s) => s.name)).toEqual([
      'after Effects',
      'Lightroom',
      'Orphan Tool',
      'Premiere Pro',
    ]);
    const afterEffects = body.data[0]!;
    expect(afterEffects.category.map((c) => c.name)).toEqual(['Motion Graphics', 'Video Editing']);
    expect(body.data[2]!.category).toEqual([]);
  });

  it('treats an empty JSON body like no body', async () => {
    const res = await post(undefined, { 'content-type': 'application/json' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toHaveLength(4);
  });

  it('narrows to the sub-categories of a category chosen by name, ignoring case', async () => {
    const res = await post({ name: 'video editing' });
    expect(res.statusCode).toBe(200);
    const names = subCategoryListReplySchema.parse(res.json()).data.map((s) => s.name);
    expect(names).toEqual(['after Effects', 'Premiere Pro']);
    // The matching sub-category still lists all of its categories, not just the filter.
    expect(res.json().data[0].category).toHaveLength(2);
  });

  it('gives an empty list for an unknown category name', async () => {
    const res = await post({ name: "nothing'; drop table sub_categories; --" });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([]);
    expect((await post()).json().data).toHaveLength(4);
  });

  it('refuses a wrongly typed or over-long name with 400 naming the field', async () => {
    const wrongType = await post({ name: 42 });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json()).toMatchObject({ success: false, error: true });
    expect(wrongType.json().message).toMatch(/^Name: /);

    const tooLong = await post({ name: 'x'.repeat(121) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toBe('Name must be at most 120 characters.');
  });

  it('refuses a body that is not JSON with 400', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/subcategory/get',
      payload: '{"name": ',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      error: true,
      message: 'The request body is not valid JSON.',
    });
  });
});

describe('sub-category writes', () => {
  const call = caller(ctx);
  let who: Actors;
  let grading: { id: string };
  let video: { id: string };
  beforeAll(async () => {
    who = await actors(ctx);
    grading = await insertCategory(ctx.db, 'Colour Grading');
    video = await insertCategory(ctx.db, 'Video Editing 2');
  });
  const create = (payload: unknown, headers: Headers = who.admin.headers) =>
    call('POST', '/api/subcategory/create', headers, payload);
  const update = (payload: unknown, headers: Headers = who.admin.headers) =>
    call('PUT', '/api/subcategory/update', headers, payload);
  const remove = (payload: unknown, headers: Headers = who.admin.headers) =>
    call('DELETE', '/api/subcategory/delete', headers, payload);
  const UNKNOWN_ID = '01ZZZZZZZZZZZZZZZZZZZZZZZZ';

  it('creates a sub-category in several categories, repeated ids counted once', async () => {
    const res = await create({
      name: ' DaVinci Resolve ',
      image: '/uploads/catalogue/resolve.webp',
      category: [video.id, grading.id, video.id, { _id: grading.id, name: 'Colour Grading' }],
    });
    expect(res.statusCode).toBe(200);
    const body = subCategoryReplySchema.parse(res.json());
    expect(body.message).toBe('Sub category created');
    expect(body.data.name).toBe('DaVinci Resolve');
    expect(body.data.category.map((c) => c.name)).toEqual(['Colour Grading', 'Video Editing 2']);
    const links = await ctx.db
      .select()
      .from(subCategoryCategories)
      .where(eq(subCategoryCategories.subCategoryId, body.data._id));
    expect(links).toHaveLength(2);
    const audit = await auditRows(ctx.db, 'sub_category', body.data._id);
    expect(audit).toMatchObject([{ action: 'sub_category.create', actorUserId: who.admin.id }]);
    const listed = (await call('POST', '/api/subcategory/get')).json().data;
    expect(listed.map((s: { _id: string }) => s._id)).toContain(body.data._id);
  });

  it('refuses a name already taken, ignoring case, with 409', async () => {
    await create({ name: 'Vegas Pro', image: '/uploads/a.webp', category: [video.id] });
    const res = await create({ name: 'VEGAS PRO', image: '/uploads/b.webp', category: [video.id] });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(SUB_CATEGORY_NAME_TAKEN_MESSAGE);
  });

  it.each([
    [{ image: '/uploads/a.webp', category: ['X'] }, 'Name is required.'],
    [{ name: 'A', category: ['X'] }, 'Images is required.'],
    [{ name: 'A', image: '/uploads/a.webp' }, 'Categories is required.'],
    [
      { name: 'A', image: '/uploads/a.webp', category: [] },
      'Categories must have at least one category.',
    ],
    [
      { name: 'A', image: '/uploads/a.webp', category: 'X' },
      'Categories must be a list of category ids.',
    ],
    [
      { name: 'A', image: '/uploads/a.webp', category: ['bad-id'] },
      'Category 1 must contain only letters, digits and underscores.',
    ],
  ])('refuses %j with 400', async (payload, message) => {
    const res = await create(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, error: true, message });
  });

  it('refuses an unknown category id with 400 naming it, writing nothing', async () => {
    const res = await create({
      name: 'Ghost Tool',
      image: '/uploads/a.webp',
      category: [grading.id, UNKNOWN_ID],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(`category: no category has the id ${UNKNOWN_ID}`);
    const rows = await ctx.db
      .select()
      .from(subCategories)
      .where(eq(subCategories.name, 'Ghost Tool'));
    expect(rows).toEqual([]);
  });

  it('updates name, image and categories (the list is replaced)', async () => {
    const sub = await insertSubCategory(ctx.db, 'Premier', [video.id]);
    const res = await update({
      _id: sub.id,
      name: 'Premiere Pro 2',
      image: 'https://cdn.example.com/pp.png',
      category: [grading.id],
    });
    expect(res.statusCode).toBe(200);
    expect(subCategoryReplySchema.parse(res.json()).data).toMatchObject({
      _id: sub.id,
      name: 'Premiere Pro 2',
      image: 'https://cdn.example.com/pp.png',
      category: [{ _id: grading.id, name: 'Colour Grading' }],
    });
    const partial = await update({ _id: sub.id, name: 'Premiere Pro 3' });
    expect(partial.json().data).toMatchObject({
      name: 'Premiere Pro 3',
      image: 'https://cdn.example.com/pp.png',
    });
    expect(partial.json().data.category).toHaveLength(1);
    const audit = await auditRows(ctx.db, 'sub_category', sub.id);
    expect(audit.map((a) => a.action)).toEqual(['sub_category.update', 'sub_category.update']);
  });

  it('refuses bad updates: 404 unknown, 409 taken name, 400 empty or unknown categories', async () => {
    const sub = await insertSubCategory(ctx.db, 'Kinemaster', [video.id]);
    await insertSubCategory(ctx.db, 'PowerDirector', [video.id]);
    expect((await update({ _id: UNKNOWN_ID, name: 'X' })).statusCode).toBe(404);
    const taken = await update({ _id: sub.id, name: 'powerdirector' });
    expect(taken.statusCode).toBe(409);
    const empty = await update({ _id: sub.id, category: [] });
    expect(empty.json().message).toBe('Categories must have at least one category.');
    const unknown = await update({ _id: sub.id, category: [UNKNOWN_ID] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe(`category: no category has the id ${UNKNOWN_ID}`);
    expect((await update({ _id: sub.id, name: 42 })).json().message).toBe('Name must be text.');
  });

  it('deletes an unused sub-category; refuses one that products use with 409', async () => {
    const unused = await insertSubCategory(ctx.db, 'Unused Tool', [video.id]);
    const res = await remove({ _id: unused.id });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: 'Sub category deleted', data: { _id: unused.id } });
    expect((await auditRows(ctx.db, 'sub_category', unused.id)).map((a) => a.action)).toEqual([
      'sub_category.delete',
    ]);

    const used = await insertSubCategory(ctx.db, 'Used Tool', [video.id]);
    for (let i = 0; i < 3; i++) {
      await insertProduct(ctx.db, {
        name: `Used ${i}`,
        subCategoryIds: [used.id],
        deleted: i === 0,
      });
    }
    const refused = await remove({ _id: used.id });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'This sub-category is used by 3 products (1 in the recycle bin). Move them first.',
    );
    expect((await remove({ _id: UNKNOWN_ID })).statusCode).toBe(404);
    expect((await remove({ _id: 'a-b' })).statusCode).toBe(400);
  });

  it('is for admins only: 401 for visitors, 403 for shoppers', async () => {
    const sub = await insertSubCategory(ctx.db, 'Guarded Tool', [video.id]);
    const payload = { name: 'New', image: '/uploads/a.webp', category: [video.id] };
    for (const [headers, status] of [
      [{}, 401],
      [who.shopper.headers, 403],
    ] as const) {
      expect((await create(payload, headers)).statusCode).toBe(status);
      expect((await update({ _id: sub.id, name: 'Hacked' }, headers)).statusCode).toBe(status);
      expect((await remove({ _id: sub.id }, headers)).statusCode).toBe(status);
    }
    const [row] = await ctx.db.select().from(subCategories).where(eq(subCategories.id, sub.id));
    expect(row!.name).toBe('Guarded Tool');
  });
});
