import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createS3Storage } from './platform/storage/s3.js';
import { createTestDatabase, type TestDatabase } from './test-support/database.js';
import { startS3Server, type TestS3Server } from './test-support/s3-server.js';
import {
  logRecords,
  startServerProcess as startServer,
  waitForOutput as waitFor,
} from './test-support/server-process.js';

/**
 * The real start-up script with S3_BUCKET: it checks the bucket before it serves (a wrong
 * name or key stops it with one line, not at the first upload), and then serves uploads the
 * bucket holds, such as those the copy command put there.
 */
let s3: TestS3Server;
let database: TestDatabase;
let dataDir: string;

beforeAll(async () => {
  s3 = await startS3Server();
  database = await createTestDatabase();
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'store-start-s3-'));
});
afterAll(async () => {
  await s3?.stop();
  await database?.drop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

const env = () => ({
  ...s3.env,
  DATA_DIR: dataDir,
  DATABASE_URL: database.connectionString,
  HOST: '127.0.0.1',
  PORT: '0',
  SEED_DEMO: 'false',
});

describe('start-up with uploads in a bucket', () => {
  it('stops with one line when the bucket is not there', async () => {
    const started = startServer({ ...env(), S3_BUCKET: 'no-such-bucket' });
    expect(await started.exited).toBe(1);
    expect(logRecords(started.output()).at(-1)).toMatchObject({
      level: 60,
      msg: `Cannot reach the bucket no-such-bucket at ${s3.endpoint}: no such bucket (create it, or check S3_BUCKET and S3_REGION)`,
    });
    expect(started.output()).not.toMatch(/\n\s+at |\\n\s+at /);
    expect(started.output()).not.toContain('Store is running');
  });

  it('says where uploads are and serves the bucket’s objects at /uploads', async () => {
    const storage = createS3Storage({
      bucket: s3.bucket,
      endpoint: s3.endpoint,
      region: 'us-east-1',
      accessKeyId: s3.accessKeyId,
      secretAccessKey: s3.secretAccessKey,
      forcePathStyle: true,
      publicUrl: undefined,
    });
    await storage.put('catalogue/from-disk-days.webp', Buffer.from('webp bytes'), 'image/webp');
    storage.close();

    const started = startServer(env());
    try {
      const [, url] = await waitFor(started, /Store is running at (http:\S+)/);
      expect(started.output()).toContain(
        `Uploads: in the bucket ${s3.bucket} at ${s3.endpoint}, served at /uploads by the store`,
      );
      const res = await fetch(`${url}/uploads/catalogue/from-disk-days.webp`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/webp');
      expect(await res.text()).toBe('webp bytes');
    } finally {
      started.child.kill('SIGTERM');
    }
    expect(await started.exited).toBe(0);
  });
});
