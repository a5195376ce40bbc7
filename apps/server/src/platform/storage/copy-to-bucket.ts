import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { assertValidKey } from './keys.js';
import type { S3Storage } from './s3.js';

/** Content types by extension: our uploads are WebP; older or seeded files may be others. */
const CONTENT_TYPES: Record<string, string> = {
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.gif': 'image/gif',
  '.avif': 'image/avif',
  // Preview clips (issue 16).
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
};

export interface CopySummary {
  copied: number;
  copiedBytes: number;
  /** Already in the bucket with the same size. */
  present: number;
  /** Files no row can link (names that are no storage key, temp files) and symbolic links. */
  skipped: { key: string; reason: string }[];
  failed: { key: string; reason: string }[];
}

/** Files checked between two progress lines. */
const PROGRESS_EVERY = 100;
/** Objects written at once: enough to hide the round trips, few enough for a small store. */
const PARALLEL = 8;

/**
 * Copies every file under `uploadsDir` (DATA_DIR/uploads) into the bucket under the same key,
 * so `/uploads/<key>` rows from the local-disk days keep answering. Idempotent: an object
 * already there with the same size is left alone (keys are content-addressed or unique, so
 * the same size is the same file); a missing or different one is written. Symbolic links are
 * not followed. Calls `log` with progress lines.
 */
export async function copyUploadsToBucket(
  uploadsDir: string,
  storage: S3Storage,
  log: (line: string) => void,
): Promise<CopySummary> {
  const summary: CopySummary = { copied: 0, copiedBytes: 0, present: 0, skipped: [], failed: [] };
  const keys: string[] = [];
  for (const { key, link } of await filesUnder(uploadsDir)) {
    const reason = link ? 'a symbolic link (not followed)' : whyNotAKey(key);
    if (reason) summary.skipped.push({ key, reason });
    else keys.push(key);
  }
  log(`${keys.length} files to check in ${uploadsDir}`);
  let checked = 0;
  const copyOne = async (key: string) => {
    try {
      const file = path.join(uploadsDir, ...key.split('/'));
      const { size } = await stat(file);
      if ((await storage.sizeOf(key)) === size) {
        summary.present++;
      } else {
        await storage.put(key, await readFile(file), contentTypeOf(key));
        summary.copied++;
        summary.copiedBytes += size;
      }
    } catch (err) {
      summary.failed.push({ key, reason: err instanceof Error ? err.message : String(err) });
    }
    checked++;
    if (checked % PROGRESS_EVERY === 0 && checked < keys.length) {
      log(
        `${checked}/${keys.length} checked: ${summary.copied} copied, ${summary.present} already there`,
      );
    }
  };
  let next = 0;
  const worker = async () => {
    while (next < keys.length) await copyOne(keys[next++]!);
  };
  await Promise.all(Array.from({ length: PARALLEL }, worker));
  return summary;
}

/** Every file and symbolic link under `root`, as `/`-separated relative paths. */
async function filesUnder(root: string): Promise<{ key: string; link: boolean }[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() || entry.isSymbolicLink())
    .map((entry) => {
      const relative = path.relative(root, path.join(entry.parentPath, entry.name));
      return { key: relative.split(path.sep).join('/'), link: entry.isSymbolicLink() };
    })
    .sort((a, b) => a.key.localeCompare(b.key));
}

function whyNotAKey(key: string): string | undefined {
  // Left by a write that died between the temp file and its rename (local-disk.ts).
  if (key.endsWith('.tmp')) return 'a temporary file of an unfinished write';
  try {
    assertValidKey(key);
    return undefined;
  } catch {
    return 'not a storage key, so no row links it';
  }
}

function contentTypeOf(key: string): string {
  return CONTENT_TYPES[path.extname(key).toLowerCase()] ?? 'application/octet-stream';
}
