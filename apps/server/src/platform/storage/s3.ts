import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { IMMUTABLE_CACHE_CONTROL, type Storage } from './index.js';
import { assertValidKey, keyFromPublicUrl, UPLOADS_PREFIX } from './keys.js';

/** S3_* settings (config.ts). Without keys the SDK's default credential chain is used. */
export interface S3Settings {
  bucket: string;
  /** Another S3-compatible service (MinIO, R2, …); AWS S3 itself when left out. */
  endpoint: string | undefined;
  region: string;
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  forcePathStyle: boolean;
  /** https base URL of the bucket or of a CDN in front of it, no trailing slash. */
  publicUrl: string | undefined;
}

/** An object as `/uploads/<key>` streams it. */
export interface StoredObject {
  body: Readable;
  contentType: string | undefined;
  contentLength: number | undefined;
  etag: string | undefined;
  lastModified: Date | undefined;
  /** Set when a `range` was asked for and the bucket answered 206: `bytes 0-99/1234`. */
  contentRange?: string | undefined;
}

export interface S3Storage extends Storage {
  readonly kind: 's3';
  /** S3_PUBLIC_URL: where `/uploads/<key>` of rows from the local-disk days redirects. */
  readonly publicBaseUrl: string | undefined;
  /**
   * The object under `key`; 'not-modified' when `ifNoneMatch` names its ETag; undefined when
   * there is none. HEAD reads no body (`body` is then an empty stream).
   */
  read(
    key: string,
    options?: { ifNoneMatch?: string; headOnly?: boolean; range?: string },
  ): Promise<StoredObject | 'not-modified' | 'unsatisfiable-range' | undefined>;
  /** HeadBucket: throws with a line an operator can act on when the bucket is out of reach. */
  check(): Promise<void>;
  /** The size of the object under `key`, or undefined when there is none. */
  sizeOf(key: string): Promise<number | undefined>;
  close(): void;
}

export function createS3Client(settings: S3Settings): S3Client {
  return new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials:
      settings.accessKeyId && settings.secretAccessKey
        ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
        : undefined,
    // The SDK's default since 3.729 (CRC checksums sent as aws-chunked trailers, checked on
    // every read) is refused or mishandled by many S3-compatible stores; S3 needs neither.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // A dead store must not hold a request or the start-up: the SDK sets no limit by default.
    requestHandler: { connectionTimeout: 3_000, requestTimeout: 30_000 },
    maxAttempts: 3,
  });
}

/**
 * Uploads in an S3-compatible bucket under their keys as they are, so every instance reads
 * the same objects. Written with their content type and a year of immutable caching (keys are
 * content-addressed or unique). Public URLs are `S3_PUBLIC_URL/<key>` when it is set (a CDN
 * or the bucket itself), else `/uploads/<key>`, which any instance streams from the bucket.
 */
export function createS3Storage(
  settings: S3Settings,
  client = createS3Client(settings),
): S3Storage {
  const Bucket = settings.bucket;
  const base = settings.publicUrl ?? UPLOADS_PREFIX;

  const publicUrl = (key: string) => {
    assertValidKey(key);
    return `${base}/${key}`;
  };

  return {
    kind: 's3',
    publicBaseUrl: settings.publicUrl,
    publicUrl,

    keyFromUrl(url) {
      // Rows from the local-disk days keep `/uploads/<key>`: the same key in the bucket.
      return keyFromPublicUrl(url, base) ?? keyFromPublicUrl(url, UPLOADS_PREFIX);
    },

    async put(key, body, contentType) {
      assertValidKey(key);
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: key,
          Body: body,
          ContentType: contentType,
          CacheControl: IMMUTABLE_CACHE_CONTROL,
        }),
      );
      return publicUrl(key);
    },

    async delete(key) {
      assertValidKey(key);
      // S3 answers 204 for a missing key too.
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },

    async read(key, { ifNoneMatch, headOnly = false, range } = {}) {
      assertValidKey(key);
      try {
        const reply = headOnly
          ? await client.send(new HeadObjectCommand({ Bucket, Key: key, IfNoneMatch: ifNoneMatch }))
          : await client.send(
              // The bucket answers a byte range itself (206), as video players ask for.
              new GetObjectCommand({ Bucket, Key: key, IfNoneMatch: ifNoneMatch, Range: range }),
            );
        return {
          contentRange: 'ContentRange' in reply ? reply.ContentRange : undefined,
          body: 'Body' in reply ? (reply.Body as Readable) : Readable.from([]),
          contentType: reply.ContentType,
          contentLength: reply.ContentLength,
          etag: reply.ETag,
          lastModified: reply.LastModified,
        };
      } catch (err) {
        const status = statusOf(err);
        if (status === 304) return 'not-modified';
        if (status === 404) return undefined;
        if (status === 416) return 'unsatisfiable-range';
        throw err;
      }
    },

    async sizeOf(key) {
      assertValidKey(key);
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket, Key: key }));
        return head.ContentLength;
      } catch (err) {
        if (statusOf(err) === 404) return undefined;
        throw err;
      }
    },

    async check() {
      try {
        await client.send(new HeadBucketCommand({ Bucket }));
      } catch (err) {
        throw new Error(describeBucketError(err, settings));
      }
    },

    close() {
      client.destroy();
    },
  };
}

function statusOf(err: unknown): number | undefined {
  return (err as { $metadata?: { httpStatusCode?: number } })?.$metadata?.httpStatusCode;
}

/** HeadBucket's failures in an operator's words (its errors carry no message of their own). */
export function describeBucketError(err: unknown, settings: S3Settings): string {
  const where = `bucket ${settings.bucket}${settings.endpoint ? ` at ${settings.endpoint}` : ''}`;
  return `Cannot reach the ${where}: ${bucketErrorReason(err)}`;
}

function bucketErrorReason(err: unknown): string {
  const status = statusOf(err);
  if (status === 404) return 'no such bucket (create it, or check S3_BUCKET and S3_REGION)';
  if (status === 403) {
    return 'access denied (check S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, and that they may read and write this bucket)';
  }
  if (status === 301) return 'the bucket is in another region (check S3_REGION)';
  if (status) return `the store answered ${status}`;
  const code = (err as { code?: string })?.code;
  if (code === 'ECONNREFUSED') return 'connection refused (check S3_ENDPOINT)';
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return 'host not found (check S3_ENDPOINT)';
  return (err instanceof Error ? err.message : String(err)).split('\n')[0] ?? 'unknown error';
}
