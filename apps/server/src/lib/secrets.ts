import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * A secret from DATA_DIR/secrets/<name>, created on first use (DESIGN §4: in development the
 * server generates its secrets and keeps them in DATA_DIR, never in git). Set the matching
 * environment variable in production so every instance shares it.
 */
export async function loadOrCreateSecret(
  dataDir: string,
  name: string,
  bytes = 48,
): Promise<string> {
  const dir = path.join(dataDir, 'secrets');
  const file = path.join(dir, name);
  try {
    const existing = (await readFile(file, 'utf8')).trim();
    if (existing.length >= 32) return existing;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const secret = randomBytes(bytes).toString('base64url');
  // 'wx': if another instance created it first, keep theirs.
  try {
    await writeFile(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
    return secret;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    return (await readFile(file, 'utf8')).trim();
  }
}
