import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { uploadImageReplySchema } from '@store/contract/upload';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Actors, actors, auditRows } from '#server/test-support/catalogue.js';
import { type FormPart, multipart } from '#server/test-support/multipart.js';
import { useTestApp } from '#server/test-support/test-app.js';
import { NO_IMAGE_FILE_MESSAGE } from './routes.js';

const ctx = useTestApp();
let who: Actors;
beforeAll(async () => {
  who = await actors(ctx);
});

function upload(headers: Record<string, string>, parts: FormPart[]) {
  const body = multipart(parts);
  return ctx.app.inject({
    method: 'POST',
    url: '/api/file/upload',
    payload: body.payload,
    headers: { ...headers, ...body.headers },
  });
}

const photo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 30, g: 120, b: 200 } } })
    .jpeg()
    .withExif({ IFD0: { Copyright: 'private camera owner' } })
    .toBuffer();

const stored = (url: string) =>
  readFile(path.join(ctx.config.uploadsDir, url.replace(/^\/uploads\//, '')));

describe('POST /api/file/upload', () => {
  it('stores a 1200 px WebP and a 400 px copy without metadata, and replies with both', async () => {
    const res = await upload(who.admin.headers, [
      { name: 'upload_preset', content: 'ecommerce' },
      {
        name: 'image',
        filename: 'cover.jpg',
        contentType: 'image/jpeg',
        content: await photo(2400, 1200),
      },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const body = uploadImageReplySchema.parse(res.json());
    expect(body.message).toBe('Image uploaded');
    const { url, variants, srcset } = body.data;
    expect(url).toMatch(/^\/uploads\/catalogue\/[0-9a-f]{32}\.webp$/);
    expect(body.data).toMatchObject({ width: 1200, height: 600 });
    const thumbUrl = url.replace(/\.webp$/, '-400.webp');
    expect(variants).toEqual([
      { url, width: 1200, height: 600 },
      { url: thumbUrl, width: 400, height: 200 },
    ]);
    expect(srcset).toBe(`${url} 1200w, ${thumbUrl} 400w`);
    for (const [file, width] of [
      [url, 1200],
      [thumbUrl, 400],
    ] as const) {
      const meta = await sharp(await stored(file)).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.width).toBe(width);
      expect(meta.exif).toBeUndefined();
    }
    const hash = url.match(/([0-9a-f]{32})/)![1]!;
    expect(await auditRows(ctx.db, 'image', hash)).toMatchObject([
      { action: 'image.upload', actorUserId: who.admin.id, details: { url, sourceFormat: 'jpeg' } },
    ]);
    // The stored file is served under its URL.
    const served = await ctx.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
  });

  it('accepts the field "file" too, and keeps a small picture small', async () => {
    const png = await sharp({
      create: { width: 300, height: 150, channels: 4, background: '#ff000080' },
    })
      .png()
      .toBuffer();
    const res = await upload(who.admin.headers, [
      { name: 'file', filename: 'small.png', contentType: 'image/png', content: png },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.variants.map((v: { width: number }) => v.width)).toEqual([300, 300]);
  });

  it.each([
    [
      'a text file renamed .png',
      'notes.png',
      'image/png',
      Buffer.from('just some text\n'.repeat(20)),
    ],
    [
      'an SVG',
      'logo.svg',
      'image/svg+xml',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect/></svg>'),
    ],
  ])('refuses %s with 400', async (_label, filename, contentType, content) => {
    const res = await upload(who.admin.headers, [
      { name: 'image', filename, contentType, content },
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      error: true,
      message: 'Please upload a JPEG, PNG or WebP image.',
    });
  });

  it('refuses a file over 5 MB with 413', async () => {
    const jpeg = await photo(50, 50);
    const big = Buffer.concat([jpeg, Buffer.alloc(5 * 1024 * 1024 + 1 - jpeg.length, 1)]);
    const res = await upload(who.admin.headers, [
      { name: 'image', filename: 'big.jpg', contentType: 'image/jpeg', content: big },
    ]);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({
      success: false,
      error: true,
      message: 'The image must be at most 5 MB.',
    });
  });

  it('answers 400 when no file is sent', async () => {
    const onlyField = await upload(who.admin.headers, [{ name: 'note', content: 'hello' }]);
    expect(onlyField.statusCode).toBe(400);
    expect(onlyField.json().message).toBe(NO_IMAGE_FILE_MESSAGE);
    const wrongField = await upload(who.admin.headers, [
      {
        name: 'picture',
        filename: 'a.jpg',
        contentType: 'image/jpeg',
        content: await photo(20, 20),
      },
    ]);
    expect(wrongField.json().message).toBe(NO_IMAGE_FILE_MESSAGE);
    const json = await ctx.app.inject({
      method: 'POST',
      url: '/api/file/upload',
      headers: who.admin.headers,
      payload: { image: 'https://example.com/a.png' },
    });
    expect(json.statusCode).toBe(400);
    expect(json.json().message).toBe(NO_IMAGE_FILE_MESSAGE);
  });

  it('is for admins only: 401 for visitors, 403 for shoppers', async () => {
    const parts = [
      { name: 'image', filename: 'a.jpg', contentType: 'image/jpeg', content: await photo(20, 20) },
    ];
    expect((await upload({}, parts)).statusCode).toBe(401);
    expect((await upload(who.shopper.headers, parts)).statusCode).toBe(403);
  });
});
