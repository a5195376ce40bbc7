import type { Config } from '#server/config.js';
import type { Storage } from './index.js';
import { createLocalStorage } from './local-disk.js';
import type { S3Storage } from './s3.js';

/**
 * The storage the configuration names: the bucket of S3_BUCKET, else DATA_DIR/uploads. The
 * AWS SDK loads only for a bucket: it is the largest module start-up would otherwise load.
 */
export async function createStorage(config: Pick<Config, 's3' | 'uploadsDir'>): Promise<Storage> {
  if (!config.s3) return createLocalStorage(config.uploadsDir);
  const { createS3Storage } = await import('./s3.js');
  return createS3Storage(config.s3);
}

export function isS3Storage(storage: Storage): storage is S3Storage {
  return storage.kind === 's3';
}
