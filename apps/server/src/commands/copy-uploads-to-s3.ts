import { existsSync } from 'node:fs';
import { loadConfig } from '../config.js';
import { copyUploadsToBucket } from '../platform/storage/copy-to-bucket.js';
import { createS3Storage } from '../platform/storage/s3.js';

/**
 * `npm run copy-uploads-to-s3 -w @store/server`: copies the uploads of the local-disk days
 * (DATA_DIR/uploads) into the bucket the S3_* variables name, so rows holding `/uploads/...`
 * keep working once the store runs on the bucket. Safe to run again (and while the store
 * runs): objects already there with the same size are skipped. Exits non-zero if any failed.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  if (!config.s3) {
    console.error(
      'S3_BUCKET is not set: set it (and S3_ENDPOINT, S3_ACCESS_KEY_ID, … as the store will use them) to name the bucket to copy into.',
    );
    process.exitCode = 1;
    return;
  }
  if (!existsSync(config.uploadsDir)) {
    console.error(`Nothing to copy: ${config.uploadsDir} does not exist (check DATA_DIR).`);
    process.exitCode = 1;
    return;
  }
  const storage = createS3Storage(config.s3);
  try {
    await storage.check();
    const summary = await copyUploadsToBucket(config.uploadsDir, storage, (line) =>
      console.info(line),
    );
    for (const { key, reason } of summary.skipped) console.warn(`Skipped ${key}: ${reason}`);
    for (const { key, reason } of summary.failed) console.error(`Failed ${key}: ${reason}`);
    console.info(
      `Done: ${summary.copied} copied (${megabytes(summary.copiedBytes)}), ${summary.present} already in bucket ${config.s3.bucket}, ${summary.skipped.length} skipped, ${summary.failed.length} failed.`,
    );
    if (summary.failed.length > 0) {
      console.error('Run the command again to retry the failed files.');
      process.exitCode = 1;
    }
  } finally {
    storage.close();
  }
}

function megabytes(bytes: number): string {
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

main().catch((err: unknown) => {
  console.error(`Copying the uploads failed: ${err instanceof Error ? err.message : err}`);
  process.exitCode = 1;
});
