import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { IMMUTABLE_CACHE_CONTROL } from '../platform/storage/index.js';
import { assertValidKey, UPLOADS_PREFIX } from '../platform/storage/keys.js';
import type { S3Storage } from '../platform/storage/s3.js';
import { notFoundJson, sendError } from './errors.js';

/**
 * How long a browser or CDN keeps the redirect of an old `/uploads/<key>` to S3_PUBLIC_URL:
 * the object never changes, but where it is served may (a new CDN), so not a year.
 */
const REDIRECT_CACHE_CONTROL = 'public, max-age=86400';

/** What the bucket may tell a browser an upload is; anything else is served as bytes. */
const IMAGE_TYPES = new Set([
  'image/webp',
  'image/jpeg',
  'image/png',
  'image/gif',
  'image/avif',
  // Preview clips (issue 16): a video element needs the real type.
  'video/mp4',
  'video/webm',
]);

/**
 * One byte range, as video players ask (`bytes=0-`, `bytes=100-199`, `bytes=-500`); several
 * ranges in one request (multipart replies) are not passed on: the whole object is sent.
 */
const SINGLE_RANGE = /^bytes=(?:\d+-\d*|-\d+)$/;

const SINGLE_ETAG = /^(?:W\/)?"[^",]*"$/;

export const BUCKET_UNAVAILABLE_MESSAGE =
  'Images cannot be loaded for a moment. Please try again shortly.';

/**
 * `/uploads/<key>` when uploads live in a bucket, on every instance alike. With S3_PUBLIC_URL
 * new uploads link there and this address only answers rows from the local-disk days: a
 * redirect to the same key there (the copy command put it in the bucket). Without it, the
 * object is streamed from the bucket with the headers the local disk had: a year of immutable
 * caching, its ETag (If-None-Match answers 304), its content type; a missing key or one that
 * is not a valid key (`..`, `%2e%2e`, backslashes) is a 404 before the bucket is asked.
 */
export async function bucketUploads(app: FastifyInstance, { storage }: { storage: S3Storage }) {
  app.route({
    method: ['GET', 'HEAD'],
    url: `${UPLOADS_PREFIX}/*`,
    schema: { hide: true },
    handler: async (request, reply) => {
      const key = (request.params as { '*': string })['*'];
      try {
        assertValidKey(key);
      } catch {
        return notFoundJson(request, reply);
      }
      if (storage.publicBaseUrl) {
        return reply
          .header('cache-control', REDIRECT_CACHE_CONTROL)
          .redirect(`${storage.publicBaseUrl}/${key}`, 301);
      }
      return streamObject(storage, key, request, reply);
    },
  });
}

async function streamObject(
  storage: S3Storage,
  key: string,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  let object: Awaited<ReturnType<S3Storage['read']>>;
  try {
    const range = request.headers.range;
    object = await storage.read(key, {
      ifNoneMatch: request.headers['if-none-match'],
      headOnly: request.method === 'HEAD',
      range: range && SINGLE_RANGE.test(range) ? range : undefined,
    });
  } catch (err) {
    // The bucket is down or refuses us: not the visitor's fault, and worth retrying.
    request.log.error({ err, key }, 'reading an upload from the bucket failed');
    return sendError(reply.header('retry-after', '5'), 503, BUCKET_UNAVAILABLE_MESSAGE);
  }
  if (object === undefined) return notFoundJson(request, reply);
  if (object === 'unsatisfiable-range') {
    return sendError(reply, 416, 'The requested range is outside the file.');
  }
  reply.header('cache-control', IMMUTABLE_CACHE_CONTROL);
  reply.header('accept-ranges', 'bytes');
  if (object === 'not-modified') {
    // The bucket's 304 carries no headers the SDK hands on; a single tag is the one that matched.
    const etag = request.headers['if-none-match'];
    if (etag && SINGLE_ETAG.test(etag)) reply.header('etag', etag);
    return reply.code(304).send();
  }
  if (object.etag) reply.header('etag', object.etag);
  if (object.lastModified) reply.header('last-modified', object.lastModified.toUTCString());
  if (object.contentLength !== undefined) reply.header('content-length', object.contentLength);
  if (object.contentRange) reply.code(206).header('content-range', object.contentRange);
  reply.type(
    object.contentType && IMAGE_TYPES.has(object.contentType)
      ? object.contentType
      : 'application/octet-stream',
  );
  return reply.send(object.body);
}
