export class InvalidStorageKeyError extends Error {
  constructor(key: string) {
    super(`invalid storage key: ${JSON.stringify(key).slice(0, 200)}`);
    this.name = 'InvalidStorageKeyError';
  }
}

/** Where uploads are served on the store's own origin (local disk, or a bucket streamed). */
export const UPLOADS_PREFIX = '/uploads';

const SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9_.-]*$/;

/**
 * Keys are relative paths of `[A-Za-z0-9_.-]` segments joined by '/': no absolute paths, no
 * empty segments, no segment starting with '.' (so no '.', '..' or hidden files).
 */
export function assertValidKey(key: string): void {
  if (typeof key !== 'string' || key.length === 0 || key.length > 512) {
    throw new InvalidStorageKeyError(String(key));
  }
  for (const segment of key.split('/')) {
    if (!SEGMENT.test(segment)) throw new InvalidStorageKeyError(key);
  }
}

/**
 * The key behind a public URL this storage returned (for deleting a replaced image), or
 * undefined when the URL is not one of ours.
 */
export function keyFromPublicUrl(url: string, publicPrefix = UPLOADS_PREFIX): string | undefined {
  const prefix = `${publicPrefix.replace(/\/+$/, '')}/`;
  if (!url.startsWith(prefix)) return undefined;
  const key = url.slice(prefix.length);
  try {
    assertValidKey(key);
    return key;
  } catch {
    return undefined;
  }
}
