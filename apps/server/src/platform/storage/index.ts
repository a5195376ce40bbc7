/**
 * Where uploaded and generated files live. Keys are relative paths such as
 * `products/<productId>/<contentHash>.webp`: unique or content-addressed, because the public
 * URLs are served with long immutable caching (a changed file gets a new key).
 */
export interface Storage {
  /** Stores `body` under `key` (replacing any file there) and returns its public URL path. */
  put(key: string, body: Buffer, contentType: string): Promise<string>;
  /** Removes the file; a missing file is not an error. */
  delete(key: string): Promise<void>;
  /** The public URL path for `key`, e.g. `/uploads/products/…/….webp`. */
  publicUrl(key: string): string;
}

export { assertValidKey, InvalidStorageKeyError, keyFromPublicUrl } from './keys.js';
export { createLocalStorage } from './local-disk.js';
