import { subCategoryListReplySchema } from '@store/contract/subcategory';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertCategory, insertSubCategory } from '../../test-support/fixtures.js';
import { useTestApp } from '../../test-support/test-app.js';

describe('POST /api/subcategory/get', () => {
  const ctx = useTestApp();

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
    expect(wrongType.json().message).toMatch(/^name: /);

    const tooLong = await post({ name: 'x'.repeat(121) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toBe('name: must be at most 120 characters');
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
