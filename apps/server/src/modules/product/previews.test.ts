import {
  adminProductReplySchema,
  PREVIEW_PAIRS_MAX,
  productListReplySchema,
  productReplySchema,
} from '@store/contract/product';
import { searchReplySchema } from '@store/contract/search';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Actors, actors, caller, productForm } from '#server/test-support/catalogue.js';
import { insertCategory } from '#server/test-support/fixtures.js';
import { useTestApp } from '#server/test-support/test-app.js';

/*
 * Real previews (issue 16 point 3): before/after pairs and a preview clip, set through the
 * admin create/update calls; the product page carries both, list replies (cards) only the
 * clip's address and poster, each only when set.
 */

const ctx = useTestApp();
const call = caller(ctx);
let who: Actors;
let grading: { id: string };

beforeAll(async () => {
  who = await actors(ctx);
  grading = await insertCategory(ctx.db, 'Colour Grading');
});

const create = (overrides: Record<string, unknown>) =>
  call('POST', '/api/product/create', who.admin.headers, productForm([grading.id], overrides));
const update = (payload: Record<string, unknown>) =>
  call('PUT', '/api/product/update-product-details', who.admin.headers, payload);
const details = async (productId: string) => {
  const res = await call('POST', '/api/product/get-product-details', {}, { productId });
  expect(res.statusCode, res.body).toBe(200);
  return productReplySchema.parse(res.json()).data;
};

const CLIP_SRC = `/uploads/clips/${'a1'.repeat(16)}.mp4`;
const PREVIEWS = {
  previews: [
    {
      before: '/uploads/catalogue/before1.webp',
      after: '/uploads/catalogue/after1.webp',
      label: ' Skin tones ',
    },
    {
      before: '/uploads/catalogue/before2.webp',
      after: '/uploads/catalogue/after2.webp',
      label: '',
    },
  ],
  previewClip: { src: CLIP_SRC, poster: '/uploads/catalogue/poster.webp', durationSec: 12.5 },
};
const STORED = {
  previews: [
    {
      before: '/uploads/catalogue/before1.webp',
      after: '/uploads/catalogue/after1.webp',
      label: 'Skin tones',
    },
    { before: '/uploads/catalogue/before2.webp', after: '/uploads/catalogue/after2.webp' },
  ],
  previewClip: PREVIEWS.previewClip,
};

describe('product previews', () => {
  it('round-trips through create, the admin reply and the product page; cards get the clip only', async () => {
    const res = await create({ name: 'Previewed Teal Pack', ...PREVIEWS });
    expect(res.statusCode, res.body).toBe(200);
    const created = adminProductReplySchema.parse(res.json()).data;
    expect(created).toMatchObject(STORED);
    expect(created.previews?.[1]).not.toHaveProperty('label');

    expect(await details(created._id)).toMatchObject(STORED);

    const list = await call('POST', '/api/product/get', {}, {});
    const card = productListReplySchema.parse(list.json()).data.find((p) => p._id === created._id);
    expect(card?.previewClip).toEqual({ src: CLIP_SRC, poster: '/uploads/catalogue/poster.webp' });
    const rawCard = list.json().data.find((p: { _id: string }) => p._id === created._id);
    expect(rawCard).not.toHaveProperty('previews');
    expect(rawCard).not.toHaveProperty('previewMedia');

    // Sorted listings (the discovery path) and search carry the clip too.
    const sorted = await call('POST', '/api/product/get', {}, { sort: 'newest' });
    expect(
      sorted.json().data.find((p: { _id: string }) => p._id === created._id)?.previewClip,
    ).toEqual(card?.previewClip);
    const found = await call('POST', '/api/product/search-product', {}, { search: 'Previewed' });
    const hit = searchReplySchema.parse(found.json()).data.find((p) => p._id === created._id);
    expect(hit?.previewClip).toEqual(card?.previewClip);
  });

  it('leaves no stray preview column in replies that embed a product (cart)', async () => {
    const { _id } = adminProductReplySchema.parse((await create(PREVIEWS)).json()).data;
    const added = await call('POST', '/api/cart/create', who.shopper.headers, { productId: _id });
    expect(added.statusCode, added.body).toBe(200);
    const cart = await call('GET', '/api/cart/get', who.shopper.headers);
    expect(cart.statusCode).toBe(200);
    expect(cart.body).toContain(_id);
    expect(cart.body).not.toContain('previewMedia');
  });

  it('changes and clears them through update; unsent previews stay as they were', async () => {
    const { _id } = adminProductReplySchema.parse((await create(PREVIEWS)).json()).data;
    const one = [{ before: '/uploads/catalogue/b.webp', after: '/uploads/catalogue/a.webp' }];
    const changed = await update({ _id, previews: one });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await details(_id)).toMatchObject({ previews: one, previewClip: STORED.previewClip });

    const cleared = await update({ _id, previews: [], previewClip: null });
    expect(cleared.statusCode, cleared.body).toBe(200);
    const after = await details(_id);
    expect(after).not.toHaveProperty('previews');
    expect(after).not.toHaveProperty('previewClip');
    const list = await call('POST', '/api/product/get', {}, {});
    expect(list.json().data.find((p: { _id: string }) => p._id === _id)).not.toHaveProperty(
      'previewClip',
    );
  });

  it('leaves SPEC §7 bodies without previews valid, and their replies without the keys', async () => {
    const res = await create({});
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json().data;
    expect(body).not.toHaveProperty('previews');
    expect(body).not.toHaveProperty('previewClip');
    expect(await details(body._id)).not.toHaveProperty('previewMedia');
  });

  const pair = { before: '/uploads/catalogue/b.webp', after: '/uploads/catalogue/a.webp' };
  const clip = PREVIEWS.previewClip;
  const refusals: [string, Record<string, unknown>, string][] = [
    [
      'too many pairs',
      { previews: Array.from({ length: PREVIEW_PAIRS_MAX + 1 }, () => pair) },
      'Before/after pairs must have at most 6 pairs.',
    ],
    [
      'a pair without its after image',
      { previews: [{ before: pair.before }] },
      'Before/after pair 1, after image is required.',
    ],
    [
      'a before image on a script address',
      { previews: [{ ...pair, before: 'javascript:alert(1)' }] },
      'Before/after pair 1, before image must be an uploaded image or an https:// URL.',
    ],
    [
      'a before image on a host that is not allowed',
      { previews: [{ ...pair, before: 'https://evil.example/x.webp' }] },
      'Before/after pair 1, before image must be an image uploaded to this store.',
    ],
    [
      'a label too long',
      { previews: [{ ...pair, label: 'l'.repeat(41) }] },
      'Before/after pair 1, label must be at most 40 characters.',
    ],
    [
      'a clip that was not uploaded here',
      { previewClip: { ...clip, src: 'https://videos.example/clip.mp4' } },
      'Preview clip must be a clip uploaded to this store.',
    ],
    [
      'an image passed off as a clip',
      { previewClip: { ...clip, src: '/uploads/catalogue/poster.webp' } },
      'Preview clip must be a clip uploaded to this store.',
    ],
    [
      'a clip without a poster',
      { previewClip: { src: clip.src, durationSec: 3 } },
      'Preview clip poster is required.',
    ],
    [
      'a clip longer than 30 seconds',
      { previewClip: { ...clip, durationSec: 31 } },
      'Preview clip length must be at most 30 seconds.',
    ],
    [
      'a clip as text',
      { previewClip: 'clip.mp4' },
      'Preview clip must be a clip with a poster image.',
    ],
  ];
  for (const [what, overrides, message] of refusals) {
    it(`refuses ${what} on create and update with 400 and a clear message`, async () => {
      const res = await create(overrides);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toBe(message);
      const { _id } = adminProductReplySchema.parse((await create({})).json()).data;
      const changed = await update({ _id, ...overrides });
      expect(changed.statusCode, changed.body).toBe(400);
      expect(changed.json().message).toBe(message);
    });
  }
});
