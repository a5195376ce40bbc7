import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalStorage, InvalidStorageKeyError, keyFromPublicUrl } from './index.js';

let root: string;
beforeAll(async () => {
  root = await fs.mkdtemp(path.join(os.tmpdir(), 'store-storage-test-'));
});
afterAll(async () => {
  await fs.rm(root, { recursive: true, force: true });
});

describe('local disk storage', () => {
  it('writes files under the root, creating folders, and returns their public URL', async () => {
    const storage = createLocalStorage(root);
    const url = await storage.put('products/01ABC/5f2e.webp', Buffer.from('image'), 'image/webp');
    expect(url).toBe('/uploads/products/01ABC/5f2e.webp');
    expect(await fs.readFile(path.join(root, 'products/01ABC/5f2e.webp'), 'utf8')).toBe('image');
    expect(storage.publicUrl('a/b.webp')).toBe('/uploads/a/b.webp');
    expect(keyFromPublicUrl(url)).toBe('products/01ABC/5f2e.webp');
    expect(keyFromPublicUrl('https://elsewhere.example/x.webp')).toBeUndefined();
  });

  it('replaces a file atomically and leaves no temporary files', async () => {
    const storage = createLocalStorage(root, '/files/');
    await storage.put('same.bin', Buffer.from('one'), 'application/octet-stream');
    const url = await storage.put('same.bin', Buffer.from('two'), 'application/octet-stream');
    expect(url).toBe('/files/same.bin');
    expect(await fs.readFile(path.join(root, 'same.bin'), 'utf8')).toBe('two');
    expect((await fs.readdir(root)).filter((f) => f.endsWith('.tmp'))).toEqual([]);
  });

  it('deletes, and deleting a missing file is fine', async () => {
    const storage = createLocalStorage(root);
    await storage.put('gone/file.webp', Buffer.from('x'), 'image/webp');
    await storage.delete('gone/file.webp');
    await expect(fs.access(path.join(root, 'gone/file.webp'))).rejects.toThrow();
    await expect(storage.delete('gone/file.webp')).resolves.toBeUndefined();
  });

  it.each([
    '../escape.webp',
    'a/../../escape.webp',
    '/etc/passwd',
    'a//b.webp',
    'a/./b.webp',
    '.hidden',
    'a/b/',
    '',
    'spaces in name.webp',
    'back\\slash.webp',
    'nul\0.webp',
    'ü.webp',
    'x'.repeat(513),
  ])('refuses the key %j', async (key) => {
    const storage = createLocalStorage(root);
    await expect(storage.put(key, Buffer.from('x'), 'image/webp')).rejects.toThrow(
      InvalidStorageKeyError,
    );
    await expect(storage.delete(key)).rejects.toThrow(InvalidStorageKeyError);
    expect(() => storage.publicUrl(key)).toThrow(InvalidStorageKeyError);
  });
});
