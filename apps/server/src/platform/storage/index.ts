/**
 * Where uploaded and generated files live. Keys are relative paths such as
 * `products/<productId>/<contentHash>.webp`: unique or content-addressed, because the public
 * URLs are served with long immutable caching (a changed file gets a new key).
 */
export interface Storage {
  /** `disk`: DATA_DIR/uploads, served by @fastify/static; `s3`: a bucket (S3_BUCKET). */
  readonly kind: 'disk' | 's3';
  /** Stores `body` under `key` (replacing any file there) and returns its public URL. */
  put(key: string, body: Buffer, contentType: string): Promise<string>;
  /** Removes the file; a missing file is not an error. */
  delete(key: string): Promise<void>;
  /** The public URL for `key`, e.g. `/uploads/products/…/….webp`. */
  publicUrl(key: string): string;
  /**
   * The key behind a URL this storage returned (for deleting a replaced image), or undefined
   * when the URL is not one of ours.
   */
  keyFromUrl(url: string): string | undefined;
}

/** Keys never change content, so browsers and CDNs may keep a file for a year unasked. */
export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

export { assertValidKey, InvalidStorageKeyError, keyFromPublicUrl } from './keys.js';
export { createLocalStorage } from './local-disk.js';
