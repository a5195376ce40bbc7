import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Storage } from './index.js';
import { assertValidKey, keyFromPublicUrl, UPLOADS_PREFIX } from './keys.js';

/**
 * Files under `rootDir` (DATA_DIR/uploads), served by the HTTP server at `publicPrefix`.
 * Writes are atomic (temp file + rename), so a reader never sees half a file.
 */
export function createLocalStorage(rootDir: string, publicPrefix = UPLOADS_PREFIX): Storage {
  const root = path.resolve(rootDir);
  const prefix = publicPrefix.replace(/\/+$/, '');

  const fileFor = (key: string) => {
    assertValidKey(key);
    const file = path.join(root, ...key.split('/'));
    // Defence in depth; assertValidKey already rules out escaping the root.
    if (!file.startsWith(root + path.sep)) throw new Error('storage key escapes the root');
    return file;
  };

  const publicUrl = (key: string) => {
    assertValidKey(key);
    return `${prefix}/${key}`;
  };

  return {
    kind: 'disk',
    publicUrl,
    keyFromUrl: (url) => keyFromPublicUrl(url, prefix),

    async put(key, body) {
      const file = fileFor(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      const temp = `${file}.${randomBytes(6).toString('hex')}.tmp`;
      try {
        await fs.writeFile(temp, body, { mode: 0o644 });
        await fs.rename(temp, file);
      } catch (err) {
        await fs.rm(temp, { force: true });
        throw err;
      }
      return publicUrl(key);
    },

    async delete(key) {
      await fs.rm(fileFor(key), { force: true });
    },
  };
}
