import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server, type TestS3Server } from '#server/test-support/s3-server.js';
import { IMMUTABLE_CACHE_CONTROL, InvalidStorageKeyError } from './index.js';
import { createS3Storage, type S3Settings, type S3Storage } from './s3.js';

let server: TestS3Server;
let settings: S3Settings;
const opened: S3Storage[] = [];

beforeAll(async () => {
  server = await startS3Server();
  settings = {
    bucket: server.bucket,
    endpoint: server.endpoint,
    region: 'us-east-1',
    accessKeyId: server.accessKeyId,
    secretAccessKey: server.secretAccessKey,
    forcePathStyle: true,
    publicUrl: undefined,
  };
});
afterAll(async () => {
  for (const storage of opened) storage.close();
  await server?.stop();
});

function storage(overrides: Partial<S3Settings> = {}): S3Storage {
  const created = createS3Storage({ ...settings, ...overrides });
  opened.push(created);
  return created;
}

/** The object as anyone on the network gets it from the bucket (s3rver serves anonymous GETs). */
const fromBucket = (key: string) => fetch(`${server.endpoint}/${server.bucket}/${key}`);

describe('S3 storage', () => {
  it('writes objects with their content type and immutable caching, and links /uploads', async () => {
    const bucket = storage();
    const url = await bucket.put('catalogue/5f2e.webp', Buffer.from('image'), 'image/webp');
    expect(url).toBe('/uploads/catalogue/5f2e.webp');
    const res = await fromBucket('catalogue/5f2e.webp');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(res.headers.get('cache-control')).toBe(IMMUTABLE_CACHE_CONTROL);
    expect(await res.text()).toBe('image');
    expect(bucket.keyFromUrl(url)).toBe('catalogue/5f2e.webp');
    expect(bucket.keyFromUrl('https://elsewhere.example/catalogue/5f2e.webp')).toBeUndefined();
  });

  it('links S3_PUBLIC_URL when set, and knows its keys under both addresses', async () => {
    const bucket = storage({ publicUrl: 'https://cdn.example.com/assets' });
    const url = await bucket.put('avatars/u1/ab.webp', Buffer.from('face'), 'image/webp');
    expect(url).toBe('https://cdn.example.com/assets/avatars/u1/ab.webp');
    expect(bucket.publicUrl('a/b.webp')).toBe('https://cdn.example.com/assets/a/b.webp');
    expect(bucket.keyFromUrl(url)).toBe('avatars/u1/ab.webp');
    // A row from the local-disk days names the same key.
    expect(bucket.keyFromUrl('/uploads/avatars/u1/old.webp')).toBe('avatars/u1/old.webp');
    expect(bucket.keyFromUrl('https://cdn.example.com/other/x.webp')).toBeUndefined();
    expect(bucket.keyFromUrl('https://cdn.example.com/assets/../x.webp')).toBeUndefined();
    expect(await (await fromBucket('avatars/u1/ab.webp')).text()).toBe('face');
  });

  it('reads an object back with its ETag, answers not-modified for it, undefined when missing', async () => {
    const bucket = storage();
    await bucket.put('read/me.webp', Buffer.from('pixels'), 'image/webp');
    const object = await bucket.read('read/me.webp');
    if (typeof object !== 'object') throw new Error('object expected');
    expect(object.contentType).toBe('image/webp');
    expect(object.contentLength).toBe(6);
    expect(object.etag).toMatch(/^"[0-9a-f]{32}"$/);
    expect(Buffer.concat(await object.body.toArray()).toString()).toBe('pixels');
    expect(await bucket.read('read/me.webp', { ifNoneMatch: object.etag })).toBe('not-modified');
    const head = await bucket.read('read/me.webp', { headOnly: true });
    expect(head).toMatchObject({ contentLength: 6, etag: object.etag });
    expect(await bucket.read('read/missing.webp')).toBeUndefined();
  });

  it('reads a byte range as the bucket answers it (a preview clip being played)', async () => {
    const bucket = storage();
    await bucket.put('clips/range.mp4', Buffer.from('0123456789'), 'video/mp4');
    const part = await bucket.read('clips/range.mp4', { range: 'bytes=2-5' });
    if (typeof part !== 'object') throw new Error('object expected');
    expect(part.contentRange).toBe('bytes 2-5/10');
    expect(part.contentLength).toBe(4);
    expect(Buffer.concat(await part.body.toArray()).toString()).toBe('2345');
    const whole = await bucket.read('clips/range.mp4');
    expect(typeof whole === 'object' && whole.contentRange).toBeFalsy();
    expect(await bucket.sizeOf('read/me.webp')).toBe(6);
    expect(await bucket.sizeOf('read/missing.webp')).toBeUndefined();
  });

  it('replaces an object under the same key, deletes, and deleting a missing key is fine', async () => {
    const bucket = storage();
    await bucket.put('same.bin', Buffer.from('one'), 'application/octet-stream');
    await bucket.put('same.bin', Buffer.from('two'), 'application/octet-stream');
    expect(await (await fromBucket('same.bin')).text()).toBe('two');
    await bucket.delete('same.bin');
    expect((await fromBucket('same.bin')).status).toBe(404);
    await expect(bucket.delete('same.bin')).resolves.toBeUndefined();
  });

  it('check() passes for the bucket and names the problem otherwise', async () => {
    await expect(storage().check()).resolves.toBeUndefined();
    await expect(storage({ bucket: 'no-such-bucket' }).check()).rejects.toThrow(
      `Cannot reach the bucket no-such-bucket at ${server.endpoint}: no such bucket`,
    );
    // s3rver checks the key id, not the SigV4 signature itself (a wrong secret passes there).
    await expect(storage({ accessKeyId: 'UNKNOWN' }).check()).rejects.toThrow(
      /: access denied \(check S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY/,
    );
    // A port nothing listens on: the server's own, once stopped, is not known free; port 9 is.
    await expect(storage({ endpoint: 'http://127.0.0.1:9', bucket: 'b1' }).check()).rejects.toThrow(
      'Cannot reach the bucket b1 at http://127.0.0.1:9: connection refused (check S3_ENDPOINT)',
    );
  });

  it.each([
    '../escape.webp',
    'a/../../escape.webp',
    '/etc/passwd',
    'a//b.webp',
    '.hidden',
    '',
    'spaces in name.webp',
    'back\\slash.webp',
    'x'.repeat(513),
  ])('refuses the key %j before the bucket is asked', async (key) => {
    const bucket = storage();
    await expect(bucket.put(key, Buffer.from('x'), 'image/webp')).rejects.toThrow(
      InvalidStorageKeyError,
    );
    await expect(bucket.delete(key)).rejects.toThrow(InvalidStorageKeyError);
    await expect(bucket.read(key)).rejects.toThrow(InvalidStorageKeyError);
    expect(() => bucket.publicUrl(key)).toThrow(InvalidStorageKeyError);
  });
});
