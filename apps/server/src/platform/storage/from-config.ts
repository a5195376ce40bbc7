import type { Config } from '../../config.js';
import type { Storage } from './index.js';
import { createLocalStorage } from './local-disk.js';
import { createS3Storage, type S3Storage } from './s3.js';

/** The storage the configuration names: the bucket of S3_BUCKET, else DATA_DIR/uploads. */
export function createStorage(config: Pick<Config, 's3' | 'uploadsDir'>): Storage {
  return config.s3 ? createS3Storage(config.s3) : createLocalStorage(config.uploadsDir);
}

export function isS3Storage(storage: Storage): storage is S3Storage {
  return storage.kind === 's3';
}
