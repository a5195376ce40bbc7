import { bannerListReplySchema } from '@store/contract/banner';
import { describe, expect, it } from 'vitest';
import { banners } from '#server/db/schema/index.js';
import { useTestApp } from '#server/test-support/test-app.js';

const ctx = useTestApp();

describe('GET /api/banner/get', () => {
  it('is an empty list with no banners', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/banner/get' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, error: false, message: 'Banners', data: [] });
  });

  it('lists active banners, desktop then mobile, each by position', async () => {
    await ctx.db.insert(banners).values([
      { kind: 'mobile', image: '/uploads/b/m2.webp', alt: 'Mobile two', position: 2 },
      { kind: 'desktop', image: '/uploads/b/d1.webp', alt: 'Desktop one', position: 1 },
      {
        kind: 'desktop',
        image: '/uploads/b/d0.webp',
        alt: 'Desktop zero',
        position: 0,
        linkUrl: 'https://www.instagram.com/store',
      },
      { kind: 'mobile', image: '/uploads/b/m1.webp', alt: 'Mobile one', position: 1 },
      { kind: 'desktop', image: '/uploads/b/off.webp', alt: 'Retired', position: 0, active: false },
    ]);
    const res = await ctx.app.inject({ method: 'GET', url: '/api/banner/get' });
    const body = bannerListReplySchema.parse(res.json());
    expect(body.data.map((b) => [b.kind, b.alt])).toEqual([
      ['desktop', 'Desktop zero'],
      ['desktop', 'Desktop one'],
      ['mobile', 'Mobile one'],
      ['mobile', 'Mobile two'],
    ]);
    expect(body.data[0]).toEqual({
      _id: expect.stringMatching(/^[0-9A-Z]{26}$/),
      kind: 'desktop',
      image: '/uploads/b/d0.webp',
      alt: 'Desktop zero',
      title: null,
      subtitle: null,
      buttonLabel: null,
      linkUrl: 'https://www.instagram.com/store',
    });
    expect(body.data[1]!.linkUrl).toBeNull();
  });
});
