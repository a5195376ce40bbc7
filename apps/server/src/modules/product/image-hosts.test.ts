import { beforeAll, describe, expect, it } from 'vitest';
import { type Actors, actors, caller, productForm } from '#server/test-support/catalogue.js';
import { insertCategory, insertProduct } from '#server/test-support/fixtures.js';
import { useTestApp } from '#server/test-support/test-app.js';

// IMAGE_HOSTS: https images on these hosts are allowed beside our own uploads.
const ctx = useTestApp({ IMAGE_HOSTS: 'images.example.com, CDN.Example.org' });
const call = caller(ctx);
let who: Actors;
let categoryId: string;
beforeAll(async () => {
  who = await actors(ctx);
  categoryId = (await insertCategory(ctx.db, 'Colour Grading')).id;
});

const REFUSED =
  'must be an image uploaded to this store or an https:// URL on images.example.com, cdn.example.org';

describe('product images with IMAGE_HOSTS set', () => {
  it('accepts uploads and https images on the allowed hosts, any case', async () => {
    const image = [
      '/uploads/catalogue/a.webp',
      'https://images.example.com/preview.png',
      'https://cdn.example.org/x/y.jpg',
      'https://IMAGES.EXAMPLE.COM/upper.png',
    ];
    const res = await call(
      'POST',
      '/api/product/create',
      who.admin.headers,
      productForm([categoryId], { image }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.image).toHaveLength(4);
  });

  it.each([
    'https://evil.example/a.png',
    'https://images.example.com.evil.example/a.png',
    'https://sub.images.example.com/a.png',
    'http://images.example.com/a.png',
  ])('refuses %s on create and on update, naming the image', async (url) => {
    const created = await call(
      'POST',
      '/api/product/create',
      who.admin.headers,
      productForm([categoryId], { image: ['/uploads/catalogue/a.webp', url] }),
    );
    expect(created.statusCode).toBe(400);
    expect(created.json().message).toMatch(/^Image 2 must be an/);
    const product = await insertProduct(ctx.db, { name: 'Pack', categoryIds: [categoryId] });
    const updated = await call('PUT', '/api/product/update-product-details', who.admin.headers, {
      _id: product.id,
      image: [url],
    });
    expect(updated.statusCode).toBe(400);
    expect(updated.json().message).toMatch(/^Image 1 must be an/);
    if (url.startsWith('https:')) {
      expect(updated.json().message).toBe(`Image 1 ${REFUSED}.`);
    }
  });
});
