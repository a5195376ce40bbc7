import {
  adminBannerListReplySchema,
  adminBannerReplySchema,
  BANNER_BUTTON_NEEDS_LINK_MESSAGE,
  BANNER_LIMITS,
  bannerListReplySchema,
} from '@store/contract/banner';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  type Actors,
  actors,
  auditRows,
  caller,
  type Headers,
} from '#server/test-support/catalogue.js';
import { useTestApp } from '#server/test-support/test-app.js';

const ctx = useTestApp();
const call = caller(ctx);
let who: Actors;
beforeAll(async () => {
  who = await actors(ctx);
});

const add = (payload: unknown, headers: Headers = who.admin.headers) =>
  call('POST', '/api/banner/add', headers, payload);
const update = (payload: unknown, headers: Headers = who.admin.headers) =>
  call('PUT', '/api/banner/update', headers, payload);
const remove = (payload: unknown, headers: Headers = who.admin.headers) =>
  call('DELETE', '/api/banner/delete', headers, payload);
const publicBanners = async () =>
  bannerListReplySchema.parse((await call('GET', '/api/banner/get')).json()).data;

const imageOnly = { kind: 'desktop', image: '/uploads/banners/plain.webp', alt: 'Spring sale' };
const withText = {
  kind: 'mobile',
  image: '/uploads/banners/luts.webp',
  alt: 'LUT packs',
  title: '  Cinematic LUTs ',
  subtitle: 'Grade a whole film in one click',
  buttonLabel: 'Browse LUTs',
  linkUrl: '/search?q=lut',
};

describe('POST /api/banner/add', () => {
  it('adds an image-only banner: its texts are null, and the home page lists it', async () => {
    const res = await add(imageOnly);
    expect(res.statusCode).toBe(200);
    const body = adminBannerReplySchema.parse(res.json());
    expect(body.message).toBe('Banner added');
    expect(body.data).toMatchObject({
      ...imageOnly,
      title: null,
      subtitle: null,
      buttonLabel: null,
      linkUrl: null,
      active: true,
    });
    const listed = (await publicBanners()).find((b) => b._id === body.data._id);
    expect(listed).toEqual({
      _id: body.data._id,
      ...imageOnly,
      title: null,
      subtitle: null,
      buttonLabel: null,
      linkUrl: null,
    });
    const audit = await auditRows(ctx.db, 'banner', body.data._id);
    expect(audit.map((row) => [row.action, row.actorUserId])).toEqual([
      ['banner.create', who.admin.id],
    ]);
  });

  it('adds a banner with a title, subtitle and button (trimmed), last in its set', async () => {
    const first = adminBannerReplySchema.parse((await add({ ...withText, title: 'One' })).json());
    const res = await add(withText);
    expect(res.statusCode).toBe(200);
    const { data } = adminBannerReplySchema.parse(res.json());
    expect(data).toMatchObject({
      title: 'Cinematic LUTs',
      subtitle: 'Grade a whole film in one click',
      buttonLabel: 'Browse LUTs',
      linkUrl: '/search?q=lut',
    });
    expect(data.position).toBe(first.data.position + 1);
    const listed = (await publicBanners()).find((b) => b._id === data._id);
    expect(listed).toMatchObject({ title: 'Cinematic LUTs', buttonLabel: 'Browse LUTs' });
  });

  it.each([
    ['javascript:alert(1)'],
    ['JavaScript:alert(1)'],
    ['data:text/html,<script>alert(1)</script>'],
    ['http://example.com/'],
    ['//evil.example/path'],
    ['/\\evil.example'],
    ['deals'],
  ])('refuses the link %s with a 400 that says what a link may be', async (linkUrl) => {
    const res = await add({ ...withText, linkUrl });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      error: true,
      message: 'Link must be a path on this site (starting with /) or an https:// URL.',
    });
  });

  it('accepts an https link to another site', async () => {
    const res = await add({ ...withText, linkUrl: 'https://www.blackmagicdesign.com/' });
    expect(res.statusCode).toBe(200);
  });

  it('refuses texts longer than the contract limits, naming the field', async () => {
    for (const [field, label, max] of [
      ['title', 'Title', BANNER_LIMITS.title],
      ['subtitle', 'Subtitle', BANNER_LIMITS.subtitle],
      ['buttonLabel', 'Button label', BANNER_LIMITS.buttonLabel],
      ['alt', 'Image description', BANNER_LIMITS.alt],
    ] as const) {
      const res = await add({ ...withText, [field]: 'x'.repeat(max + 1) });
      expect(res.statusCode, field).toBe(400);
      expect(res.json().message).toBe(`${label} must be at most ${max} characters.`);
    }
  });

  it('refuses an image from a host that is not allowed', async () => {
    const res = await add({ ...withText, image: 'https://tracker.example/pixel.png' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^Image must be an image uploaded to this store/);
  });

  it('refuses a button without a link', async () => {
    const res = await add({ ...withText, linkUrl: undefined });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(BANNER_BUTTON_NEEDS_LINK_MESSAGE);
  });

  it('is for admins only', async () => {
    expect((await add(withText, {})).statusCode).toBe(401);
    expect((await add(withText, who.shopper.headers)).statusCode).toBe(403);
  });
});

describe('PUT /api/banner/update', () => {
  it('adds texts and a button to a banner, then clears them with blanks and null', async () => {
    const { data } = adminBannerReplySchema.parse((await add(imageOnly)).json());
    const res = await update({
      _id: data._id,
      title: 'Spring sale',
      subtitle: 'Every template half price',
      buttonLabel: 'Shop the sale',
      linkUrl: 'https://example.com/sale',
    });
    expect(res.statusCode).toBe(200);
    expect(adminBannerReplySchema.parse(res.json()).data).toMatchObject({
      title: 'Spring sale',
      subtitle: 'Every template half price',
      buttonLabel: 'Shop the sale',
      linkUrl: 'https://example.com/sale',
      image: imageOnly.image,
    });

    const cleared = await update({ _id: data._id, title: '  ', subtitle: null, buttonLabel: '' });
    expect(cleared.statusCode).toBe(200);
    expect(adminBannerReplySchema.parse(cleared.json()).data).toMatchObject({
      title: null,
      subtitle: null,
      buttonLabel: null,
      linkUrl: 'https://example.com/sale',
    });
    const audit = await auditRows(ctx.db, 'banner', data._id);
    expect(audit.map((row) => row.action)).toEqual([
      'banner.create',
      'banner.update',
      'banner.update',
    ]);
  });

  it('refuses a javascript: link and leaves the banner as it was', async () => {
    const { data } = adminBannerReplySchema.parse((await add(withText)).json());
    const res = await update({ _id: data._id, linkUrl: 'javascript:alert(document.cookie)' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      'Link must be a path on this site (starting with /) or an https:// URL.',
    );
    const listed = (await publicBanners()).find((b) => b._id === data._id);
    expect(listed?.linkUrl).toBe('/search?q=lut');
  });

  it('refuses removing the link of a banner that keeps its button', async () => {
    const { data } = adminBannerReplySchema.parse((await add(withText)).json());
    const res = await update({ _id: data._id, linkUrl: null });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(BANNER_BUTTON_NEEDS_LINK_MESSAGE);
  });

  it('hides a banner from the home page but keeps it in the admin list', async () => {
    const { data } = adminBannerReplySchema.parse((await add(imageOnly)).json());
    expect((await update({ _id: data._id, active: false })).statusCode).toBe(200);
    expect((await publicBanners()).some((b) => b._id === data._id)).toBe(false);
    const all = adminBannerListReplySchema.parse(
      (await call('GET', '/api/banner/all', who.admin.headers)).json(),
    );
    expect(all.data.find((b) => b._id === data._id)?.active).toBe(false);
  });

  it('answers 404 for an unknown banner', async () => {
    const res = await update({ _id: '01ZZZZZZZZZZZZZZZZZZZZZZZZ', title: 'x' });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Banner not found.');
  });
});

describe('GET /api/banner/all and DELETE /api/banner/delete', () => {
  it('lists for admins only and deletes a banner', async () => {
    expect((await call('GET', '/api/banner/all', who.shopper.headers)).statusCode).toBe(403);
    const { data } = adminBannerReplySchema.parse((await add(imageOnly)).json());
    const res = await remove({ _id: data._id });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Banner deleted');
    expect((await publicBanners()).some((b) => b._id === data._id)).toBe(false);
    expect((await remove({ _id: data._id })).statusCode).toBe(404);
  });
});
