import { categoryListReplySchema } from '@store/contract/category';
import { describe, expect, it } from 'vitest';
import { insertCategory } from '../../test-support/fixtures.js';
import { useTestApp } from '../../test-support/test-app.js';

describe('GET /api/category/get', () => {
  const ctx = useTestApp();

  it('is an empty list on an empty catalogue', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/category/get' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, error: false, message: 'Categories', data: [] });
  });

  it('lists every category sorted by name, ignoring case, in the contract shape', async () => {
    await insertCategory(ctx.db, 'video editing');
    await insertCategory(ctx.db, 'Colour Grading');
    await insertCategory(ctx.db, 'Motion Graphics');
    const res = await ctx.app.inject({ method: 'GET', url: '/api/category/get' });
    const body = categoryListReplySchema.parse(res.json());
    expect(body.data.map((c) => c.name)).toEqual([
      'Colour Grading',
      'Motion Graphics',
      'video editing',
    ]);
    expect(Object.keys(body.data[0]!).sort()).toEqual(['_id', 'image', 'name']);
    expect(body.data[0]!._id).toMatch(/^[0-9A-Z]{26}$/);
  });
});
