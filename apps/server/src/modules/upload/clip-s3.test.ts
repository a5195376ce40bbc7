import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { uploadClipReplySchema } from '@store/contract/upload';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Actors, actors } from '#server/test-support/catalogue.js';
import { multipart } from '#server/test-support/multipart.js';
import { startS3Server, type TestS3Server } from '#server/test-support/s3-server.js';
import { useTestApp } from '#server/test-support/test-app.js';

/*
 * Preview clips in a bucket (issue 16): `/uploads/<key>` streams them from the bucket and
 * passes a video element's byte range on, so the bucket answers 206 itself.
 */
let s3: TestS3Server;
beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(async () => {
  await s3?.stop();
});

describe('preview clips in a bucket', () => {
  const ctx = useTestApp(() => s3.env);
  let who: Actors;
  beforeAll(async () => {
    who = await actors(ctx);
  });

  it('stores the clip in the bucket and serves byte ranges (206) with its video type', async () => {
    const content = await readFile(
      path.join(import.meta.dirname, '../../test-support/clips/one-second.webm'),
    );
    const body = multipart([
      { name: 'clip', filename: 'preview.webm', contentType: 'video/webm', content },
    ]);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/file/upload-clip',
      payload: body.payload,
      headers: { ...who.admin.headers, ...body.headers },
    });
    expect(res.statusCode, res.body).toBe(200);
    const { url } = uploadClipReplySchema.parse(res.json()).data;
    expect(url).toMatch(/^\/uploads\/clips\/[0-9a-f]{32}\.webm$/);

    const part = await ctx.app.inject({ method: 'GET', url, headers: { range: 'bytes=10-109' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 10-109/${content.length}`);
    expect(part.headers['content-type']).toBe('video/webm');
    expect(part.headers['accept-ranges']).toBe('bytes');
    expect(part.rawPayload.equals(content.subarray(10, 110))).toBe(true);

    const whole = await ctx.app.inject({ method: 'GET', url });
    expect(whole.statusCode).toBe(200);
    expect(whole.rawPayload.equals(content)).toBe(true);

    // Several ranges at once are not passed on: the whole clip, as a plain 200.
    const multi = await ctx.app.inject({ method: 'GET', url, headers: { range: 'bytes=0-1,5-6' } });
    expect(multi.statusCode).toBe(200);
    expect(multi.rawPayload.equals(content)).toBe(true);
  });
});
