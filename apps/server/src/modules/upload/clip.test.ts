import { readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  CLIP_NOT_VIDEO_MESSAGE,
  CLIP_TOO_LONG_MESSAGE,
  CLIP_UNREADABLE_MESSAGE,
  clipTooLargeMessage,
  MAX_CLIP_UPLOAD_BYTES,
  NO_CLIP_FILE_MESSAGE,
  uploadClipReplySchema,
} from '@store/contract/upload';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Actors, actors, auditRows } from '#server/test-support/catalogue.js';
import { type FormPart, multipart } from '#server/test-support/multipart.js';
import { useTestApp } from '#server/test-support/test-app.js';

const ctx = useTestApp();
let who: Actors;
beforeAll(async () => {
  who = await actors(ctx);
});

const fixture = (name: string) =>
  readFile(path.join(import.meta.dirname, '../../test-support/clips', name));

function uploadClip(headers: Record<string, string>, parts: FormPart[]) {
  const body = multipart(parts);
  return ctx.app.inject({
    method: 'POST',
    url: '/api/file/upload-clip',
    payload: body.payload,
    headers: { ...headers, ...body.headers },
  });
}

const clipPart = (content: Buffer, filename = 'preview.mp4', contentType = 'video/mp4') => ({
  name: 'clip',
  filename,
  contentType,
  content,
});

const stored = (url: string) =>
  readFile(path.join(ctx.config.uploadsDir, url.replace(/^\/uploads\//, '')));

describe('POST /api/file/upload-clip', () => {
  it.each([
    ['one-second.mp4', 'video/mp4', /^\/uploads\/clips\/[0-9a-f]{32}\.mp4$/],
    ['one-second.webm', 'video/webm', /^\/uploads\/clips\/[0-9a-f]{32}\.webm$/],
  ])(
    'stores %s as uploaded and replies with its address, type and length',
    async (name, mimeType, urlPattern) => {
      const content = await fixture(name);
      const res = await uploadClip(who.admin.headers, [clipPart(content, name, mimeType)]);
      expect(res.statusCode, res.body).toBe(200);
      const { data, message } = uploadClipReplySchema.parse(res.json());
      expect(message).toBe('Clip uploaded');
      expect(data.url).toMatch(urlPattern);
      expect(data).toMatchObject({ mimeType, sizeBytes: content.length });
      expect(data.durationSec).toBeCloseTo(1, 1);
      expect((await stored(data.url)).equals(content)).toBe(true);
      const [audit] = await auditRows(ctx.db, 'clip', data.url.split('/').at(-1)!.split('.')[0]!);
      expect(audit).toMatchObject({ action: 'clip.upload', actorUserId: who.admin.id });
    },
  );

  it('goes by the bytes: a WebM sent as "preview.mp4" is stored as .webm', async () => {
    const res = await uploadClip(who.admin.headers, [
      clipPart(await fixture('one-second.webm'), 'preview.mp4', 'video/mp4'),
    ]);
    expect(res.statusCode, res.body).toBe(200);
    expect(uploadClipReplySchema.parse(res.json()).data).toMatchObject({
      mimeType: 'video/webm',
      url: expect.stringMatching(/\.webm$/),
    });
  });

  it('refuses a PNG renamed to .mp4 and sent as video/mp4 (400)', async () => {
    const png = await sharp({
      create: { width: 8, height: 8, channels: 3, background: { r: 0, g: 0, b: 0 } },
    })
      .png()
      .toBuffer();
    const res = await uploadClip(who.admin.headers, [clipPart(png)]);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      success: false,
      error: true,
      message: CLIP_NOT_VIDEO_MESSAGE,
    });
  });

  it.each(['forty-seconds.mp4', 'forty-seconds.webm'])(
    'refuses %s: longer than 30 seconds by its container (400)',
    async (name) => {
      const res = await uploadClip(who.admin.headers, [clipPart(await fixture(name), name)]);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(CLIP_TOO_LONG_MESSAGE);
    },
  );

  it('refuses a clip cut short, whose length cannot be read (400)', async () => {
    const whole = await fixture('one-second.mp4');
    const res = await uploadClip(who.admin.headers, [clipPart(whole.subarray(0, 40))]);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(CLIP_UNREADABLE_MESSAGE);
  });

  it('refuses a file over 20 MB while it arrives (413)', async () => {
    const head = await fixture('one-second.mp4');
    const big = Buffer.concat([head, Buffer.alloc(MAX_CLIP_UPLOAD_BYTES + 1 - head.length)]);
    const res = await uploadClip(who.admin.headers, [clipPart(big)]);
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe(clipTooLargeMessage());
  });

  it('asks for the file when the form has none, or has it under another name (400)', async () => {
    const none = await uploadClip(who.admin.headers, [{ name: 'note', content: 'hello' }]);
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe(NO_CLIP_FILE_MESSAGE);
    const elsewhere = await uploadClip(who.admin.headers, [
      { ...clipPart(await fixture('one-second.mp4')), name: 'video' },
    ]);
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json().message).toBe(NO_CLIP_FILE_MESSAGE);
  });

  it('is for admins only: 401 signed out, 403 for a shopper', async () => {
    const content = await fixture('one-second.mp4');
    expect((await uploadClip({}, [clipPart(content)])).statusCode).toBe(401);
    expect((await uploadClip(who.shopper.headers, [clipPart(content)])).statusCode).toBe(403);
  });
});

describe('GET /uploads/clips/… (local disk)', () => {
  it('answers a byte range with 206, as a video element asks, and the whole file with 200', async () => {
    const content = await fixture('one-second.mp4');
    const res = await uploadClip(who.admin.headers, [clipPart(content)]);
    const { url } = uploadClipReplySchema.parse(res.json()).data;

    const part = await ctx.app.inject({ method: 'GET', url, headers: { range: 'bytes=0-99' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 0-99/${content.length}`);
    expect(part.headers['content-type']).toBe('video/mp4');
    expect(part.rawPayload.equals(content.subarray(0, 100))).toBe(true);

    const tail = await ctx.app.inject({ method: 'GET', url, headers: { range: 'bytes=2000-' } });
    expect(tail.statusCode).toBe(206);
    expect(tail.rawPayload.equals(content.subarray(2000))).toBe(true);

    const whole = await ctx.app.inject({ method: 'GET', url });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(whole.rawPayload.equals(content)).toBe(true);

    const outside = await ctx.app.inject({
      method: 'GET',
      url,
      headers: { range: `bytes=${content.length + 10}-` },
    });
    expect(outside.statusCode).toBe(416);
  });
});
