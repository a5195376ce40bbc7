import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMMUTABLE_CACHE_CONTROL } from '../platform/storage/index.js';
import { startS3Server, type TestS3Server } from '../test-support/s3-server.js';

const run = promisify(execFile);
const serverDir = path.resolve(import.meta.dirname, '../..');

/** The command as an operator runs it (`npm run copy-uploads-to-s3`), from its source. */
async function copyCommand(env: Record<string, string>) {
  try {
    const { stdout, stderr } = await run(
      process.execPath,
      ['--import', 'tsx', '--conditions=source', 'src/commands/copy-uploads-to-s3.ts'],
      {
        cwd: serverDir,
        env: {
          PATH: process.env.PATH ?? '',
          HOME: os.tmpdir(),
          // On Node 20 the SDK warns (on stderr) that it will need Node 22 from 2027.
          AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
          ...env,
        },
      },
    );
    return { code: 0, stdout, stderr };
  } catch (err) {
    const failed = err as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

let s3: TestS3Server;
let dataDir: string;
const bucketUrl = (key: string) => `${s3.endpoint}/${s3.bucket}/${key}`;

/** A DATA_DIR/uploads as the local-disk store left it. */
const FILES: Record<string, string> = {
  'catalogue/0a1b.webp': 'large image',
  'catalogue/0a1b-400.webp': 'thumb',
  'avatars/01USER/ff00.webp': 'face',
  'banners/home.png': 'banner png',
};

beforeAll(async () => {
  s3 = await startS3Server();
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'store-copy-'));
  const uploads = path.join(dataDir, 'uploads');
  for (const [key, content] of Object.entries(FILES)) {
    await mkdir(path.dirname(path.join(uploads, key)), { recursive: true });
    await writeFile(path.join(uploads, key), content);
  }
  // Left by a write that died before its rename, a file no key can name, and a link out.
  await writeFile(path.join(uploads, 'catalogue/0a1b.webp.3f9a1c2b4d5e.tmp'), 'half');
  await writeFile(path.join(uploads, 'catalogue/notes about images.txt'), 'x');
  await writeFile(path.join(dataDir, 'outside.webp'), 'not an upload');
  await symlink(path.join(dataDir, 'outside.webp'), path.join(uploads, 'catalogue/link.webp'));
});
afterAll(async () => {
  await s3?.stop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe('copy-uploads-to-s3 command', () => {
  it('copies every upload under its key with its type and immutable caching, and says so', async () => {
    const { code, stdout, stderr } = await copyCommand({ ...s3.env, DATA_DIR: dataDir });
    expect(code, stderr).toBe(0);
    expect(stdout).toContain(`4 files to check in ${path.join(dataDir, 'uploads')}`);
    expect(stdout).toContain(
      `Done: 4 copied (0.0 MB), 0 already in bucket ${s3.bucket}, 3 skipped, 0 failed.`,
    );
    expect(stderr.trim().split('\n')).toEqual([
      'Skipped catalogue/0a1b.webp.3f9a1c2b4d5e.tmp: a temporary file of an unfinished write',
      'Skipped catalogue/link.webp: a symbolic link (not followed)',
      'Skipped catalogue/notes about images.txt: not a storage key, so no row links it',
    ]);
    for (const [key, content] of Object.entries(FILES)) {
      const res = await fetch(bucketUrl(key));
      expect(res.status, key).toBe(200);
      expect(await res.text()).toBe(content);
      expect(res.headers.get('cache-control')).toBe(IMMUTABLE_CACHE_CONTROL);
    }
    expect((await fetch(bucketUrl('catalogue/0a1b.webp'))).headers.get('content-type')).toBe(
      'image/webp',
    );
    expect((await fetch(bucketUrl('banners/home.png'))).headers.get('content-type')).toBe(
      'image/png',
    );
    expect((await fetch(bucketUrl('catalogue/link.webp'))).status).toBe(404);
  });

  it('skips what is already there with the same size, and rewrites what differs', async () => {
    // An earlier copy cut short: the object is there, but not all of it.
    const partial = await fetch(bucketUrl('avatars/01USER/ff00.webp'), {
      method: 'PUT',
      body: 'fa',
    });
    expect(partial.status).toBe(200);
    const { code, stdout } = await copyCommand({ ...s3.env, DATA_DIR: dataDir });
    expect(code).toBe(0);
    expect(stdout).toContain(`Done: 1 copied (0.0 MB), 3 already in bucket ${s3.bucket}`);
    expect(await (await fetch(bucketUrl('avatars/01USER/ff00.webp'))).text()).toBe('face');
  });

  it('prints a progress line every 100 files', async () => {
    const many = await mkdtemp(path.join(os.tmpdir(), 'store-copy-many-'));
    try {
      await mkdir(path.join(many, 'uploads/catalogue'), { recursive: true });
      for (let i = 0; i < 150; i++) {
        await writeFile(path.join(many, `uploads/catalogue/many-${i}.webp`), `image ${i}`);
      }
      const { code, stdout } = await copyCommand({ ...s3.env, DATA_DIR: many });
      expect(code).toBe(0);
      expect(stdout.trim().split('\n')).toEqual([
        `150 files to check in ${path.join(many, 'uploads')}`,
        '100/150 checked: 100 copied, 0 already there',
        `Done: 150 copied (0.0 MB), 0 already in bucket ${s3.bucket}, 0 skipped, 0 failed.`,
      ]);
    } finally {
      await rm(many, { recursive: true, force: true });
    }
  });

  it('refuses to run without S3_BUCKET, and stops with one line when the bucket is out of reach', async () => {
    const unset = await copyCommand({ DATA_DIR: dataDir });
    expect(unset.code).toBe(1);
    expect(unset.stderr).toContain('S3_BUCKET is not set');
    const away = await copyCommand({
      ...s3.env,
      S3_ENDPOINT: 'http://127.0.0.1:9',
      DATA_DIR: dataDir,
    });
    expect(away.code).toBe(1);
    expect(away.stderr.trim()).toBe(
      `Copying the uploads failed: Cannot reach the bucket ${s3.bucket} at http://127.0.0.1:9: connection refused (check S3_ENDPOINT)`,
    );
  });
});
