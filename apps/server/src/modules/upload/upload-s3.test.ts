import { type UploadedImage, uploadImageReplySchema } from '@store/contract/upload';
import { avatarReplySchema } from '@store/contract/user';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMMUTABLE_CACHE_CONTROL } from '#server/platform/storage/index.js';
import { BUCKET_UNAVAILABLE_MESSAGE } from '#server/plugins/bucket-uploads.js';
import { type Actors, actors, productForm } from '#server/test-support/catalogue.js';
import { insertCategory } from '#server/test-support/fixtures.js';
import { multipart } from '#server/test-support/multipart.js';
import { startS3Server, type TestS3Server } from '#server/test-support/s3-server.js';
import {
  type OtherInstance,
  type TestContext,
  useOtherInstance,
  useTestApp,
} from '#server/test-support/test-app.js';

/**
 * Two store instances on one database and one bucket (issue 14: through a load balancer,
 * every other image was a 404). An admin uploads through the first; the image and its 400 px
 * copy load through the second, or from the bucket at S3_PUBLIC_URL (as a CDN fetches them).
 */
let s3: TestS3Server;
beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(async () => {
  await s3?.stop();
});

const CDN = 'https://cdn.store.test/media';

const photo = () =>
  sharp({ create: { width: 1600, height: 900, channels: 3, background: { r: 200, g: 90, b: 30 } } })
    .jpeg()
    .toBuffer();

async function uploadImage(ctx: TestContext, who: Actors): Promise<UploadedImage> {
  const body = multipart([
    { name: 'image', filename: 'cover.jpg', contentType: 'image/jpeg', content: await photo() },
  ]);
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/file/upload',
    payload: body.payload,
    headers: { ...who.admin.headers, ...body.headers },
  });
  expect(res.statusCode, res.body).toBe(200);
  return uploadImageReplySchema.parse(res.json()).data;
}

async function uploadAvatar(app: FastifyInstance, headers: Record<string, string>) {
  const body = multipart([
    { name: 'avatar', filename: 'me.png', contentType: 'image/png', content: await photo() },
  ]);
  const res = await app.inject({
    method: 'PUT',
    url: '/api/user/upload-avatar',
    payload: body.payload,
    headers: { ...headers, ...body.headers },
  });
  expect(res.statusCode, res.body).toBe(200);
  return avatarReplySchema.parse(res.json()).data.avatar;
}

/** The object as anyone gets it from the bucket: what a CDN in front of it fetches. */
const fromBucket = (key: string) => fetch(`${s3.endpoint}/${s3.bucket}/${key}`);

const keyOf = (url: string, base: string) => url.slice(base.length + 1);

async function createProduct(app: FastifyInstance, ctx: TestContext, who: Actors, image: string[]) {
  const category = await insertCategory(ctx.db, `Packs ${Math.random()}`);
  return app.inject({
    method: 'POST',
    url: '/api/product/create',
    headers: who.admin.headers,
    payload: productForm([category.id], { name: `Pack ${Math.random()}`, image }),
  });
}

describe('uploads in a bucket, served by any instance (no S3_PUBLIC_URL)', () => {
  const ctx = useTestApp(() => s3.env);
  const other: OtherInstance = useOtherInstance(ctx, () => s3.env);
  let who: Actors;
  let image: UploadedImage;
  beforeAll(async () => {
    who = await actors(ctx);
    image = await uploadImage(ctx, who);
  });

  it('links /uploads/<key>, and the other instance streams the image and its copy', async () => {
    expect(image.url).toMatch(/^\/uploads\/catalogue\/[0-9a-f]{32}\.webp$/);
    expect(image.variants.map((v) => v.url)).toEqual([
      image.url,
      image.url.replace(/\.webp$/, '-400.webp'),
    ]);
    for (const variant of image.variants) {
      const res = await other.app.inject({ method: 'GET', url: variant.url });
      expect(res.statusCode, variant.url).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
      expect(res.headers['cache-control']).toBe(IMMUTABLE_CACHE_CONTROL);
      expect(res.headers['content-length']).toBe(String(res.rawPayload.length));
      expect(res.headers.etag).toMatch(/^"[0-9a-f]{32}"$/);
      const meta = await sharp(res.rawPayload).metadata();
      expect({ format: meta.format, width: meta.width }).toEqual({
        format: 'webp',
        width: variant.width,
      });
      // The very bytes in the bucket, which the first instance wrote.
      const stored = Buffer.from(
        await (await fromBucket(keyOf(variant.url, '/uploads'))).arrayBuffer(),
      );
      expect(res.rawPayload.equals(stored)).toBe(true);
    }
  });

  it('answers 304 to its ETag and HEAD without a body, as the local disk did', async () => {
    const first = await other.app.inject({ method: 'GET', url: image.url });
    const etag = first.headers.etag as string;
    const again = await other.app.inject({
      method: 'GET',
      url: image.url,
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.headers.etag).toBe(etag);
    expect(again.headers['cache-control']).toBe(IMMUTABLE_CACHE_CONTROL);
    expect(again.rawPayload.length).toBe(0);
    const head = await other.app.inject({ method: 'HEAD', url: image.url });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe(first.headers['content-length']);
    expect(head.headers['content-type']).toBe('image/webp');
    expect(head.rawPayload.length).toBe(0);
  });

  it.each([
    '/uploads/catalogue/missing.webp',
    '/uploads/..%2F..%2Fetc%2Fpasswd',
    '/uploads/%2e%2e/secret.webp',
    '/uploads/catalogue//x.webp',
    '/uploads/.hidden',
    '/uploads/',
  ])('answers %s with a 404 in the JSON envelope', async (url) => {
    const res = await other.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, error: true });
  });

  it('saves a product with the image on the other instance', async () => {
    const res = await createProduct(other.app, ctx, who, [image.url]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.image).toEqual([image.url]);
  });

  it('keeps an avatar in the bucket and removes the replaced one there', async () => {
    const first = await uploadAvatar(ctx.app, who.shopper.headers);
    expect((await other.app.inject({ method: 'GET', url: first })).statusCode).toBe(200);
    const body = multipart([
      {
        name: 'avatar',
        filename: 'me.png',
        contentType: 'image/png',
        content: await sharp({
          create: { width: 300, height: 300, channels: 3, background: '#123456' },
        })
          .png()
          .toBuffer(),
      },
    ]);
    const replaced = await other.app.inject({
      method: 'PUT',
      url: '/api/user/upload-avatar',
      payload: body.payload,
      headers: { ...who.shopper.headers, ...body.headers },
    });
    const second = avatarReplySchema.parse(replaced.json()).data.avatar;
    expect(second).not.toBe(first);
    expect((await ctx.app.inject({ method: 'GET', url: second })).statusCode).toBe(200);
    expect((await fromBucket(keyOf(first, '/uploads'))).status).toBe(404);
  });
});

describe('uploads linked at S3_PUBLIC_URL (a CDN in front of the bucket)', () => {
  const env = () => ({ ...s3.env, S3_PUBLIC_URL: `${CDN}/` });
  const ctx = useTestApp(env);
  const other: OtherInstance = useOtherInstance(ctx, env);
  let who: Actors;
  let image: UploadedImage;
  beforeAll(async () => {
    who = await actors(ctx);
    image = await uploadImage(ctx, who);
  });

  it('links the image and its copy at S3_PUBLIC_URL, where the bucket serves them', async () => {
    expect(image.url).toMatch(new RegExp(`^${CDN}/catalogue/[0-9a-f]{32}\\.webp$`));
    expect(image.srcset).toBe(
      `${image.url} 1200w, ${image.url.replace(/\.webp$/, '-400.webp')} 400w`,
    );
    for (const variant of image.variants) {
      const res = await fromBucket(keyOf(variant.url, CDN));
      expect(res.status, variant.url).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/webp');
      expect(res.headers.get('cache-control')).toBe(IMMUTABLE_CACHE_CONTROL);
      const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
      expect(meta.width).toBe(variant.width);
    }
  });

  it('accepts the linked image in a product on the other instance, and no other address there', async () => {
    const saved = await createProduct(other.app, ctx, who, [image.url]);
    expect(saved.statusCode, saved.body).toBe(200);
    for (const url of [
      'https://cdn.store.test/elsewhere/x.webp',
      `${CDN}/../x.webp`,
      `${CDN}/catalogue/x.webp?track=1`,
      `${CDN}.evil.example/x.webp`,
    ]) {
      const refused = await createProduct(other.app, ctx, who, [url]);
      expect(refused.statusCode, url).toBe(400);
      expect(refused.json().message).toBe('Image 1 must be an image uploaded to this store.');
    }
  });

  it('redirects /uploads/<key> of rows from the local-disk days to the same key there', async () => {
    const key = keyOf(image.url, CDN);
    const res = await other.app.inject({ method: 'GET', url: `/uploads/${key}` });
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe(`${CDN}/${key}`);
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    const bad = await other.app.inject({ method: 'GET', url: '/uploads/%2e%2e/x.webp' });
    expect(bad.statusCode).toBe(404);
  });

  it('lets pages load images from the CDN (CSP img-src names its origin)', async () => {
    const res = await other.app.inject({ method: 'GET', url: '/' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toMatch(/img-src [^;]*https:\/\/cdn\.store\.test(?:[ ;]|$)/);
  });
});

describe('a bucket out of reach while serving', () => {
  const ctx = useTestApp(() => ({ ...s3.env, S3_ENDPOINT: 'http://127.0.0.1:9' }));

  it('answers /uploads with a 503 to retry, not a 500', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/uploads/catalogue/any.webp' });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    expect(res.json()).toMatchObject({ message: BUCKET_UNAVAILABLE_MESSAGE });
  });
});
