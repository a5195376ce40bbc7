/**
 * Vitest global setup for the server project: one PostgreSQL for the whole run (the embedded
 * one, or TEST_DATABASE_URL / DATABASE_URL's server), and one migrated template database that
 * each test file clones (see database.ts): a clone is a file copy, far cheaper than migrating.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { createDatabase } from '../db/client.js';
import { startEmbeddedPostgres } from '../db/embedded.js';
import { migrateDatabase } from '../db/migrate.js';
import { installJobQueueSchema } from '../platform/jobs/index.js';
import { withDatabase } from './pg-url.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A URL to a maintenance database (e.g. `postgres`) on the test server, as a superuser. */
    pgAdminUrl: string;
    /** The migrated template database that createTestDatabase() clones. */
    templateDb: string;
  }
}

export default async function setup(project: TestProject) {
  const external = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL;
  let stopEmbedded: (() => Promise<void>) | undefined;
  let tempDir: string | undefined;
  let adminUrl: string;
  const logLines: string[] = [];

  if (external) {
    adminUrl = external;
  } else {
    tempDir = await fs.mkdtemp(path.join(os.tmpdir(), 'store-test-pg-'));
    try {
      const embedded = await startEmbeddedPostgres({
        dataDir: tempDir,
        ephemeral: true,
        onLog: (line) => {
          logLines.push(line);
          if (logLines.length > 200) logLines.shift();
        },
      });
      stopEmbedded = embedded.stop;
      adminUrl = withDatabase(embedded.connectionString, 'postgres');
    } catch (err) {
      await fs.rm(tempDir, { recursive: true, force: true });
      throw err;
    }
  }

  const templateDb = `store_template_${randomBytes(5).toString('hex')}`;
  const teardown = async () => {
    try {
      const admin = new pg.Client({ connectionString: adminUrl });
      admin.on('error', () => {});
      await admin.connect();
      await admin.query(`drop database if exists ${templateDb} with (force)`);
      await admin.end();
    } finally {
      await stopEmbedded?.();
      if (tempDir) await fs.rm(tempDir, { recursive: true, force: true });
    }
  };

  try {
    const admin = new pg.Client({ connectionString: adminUrl });
    admin.on('error', () => {});
    await admin.connect();
    try {
      await admin.query(`create database ${templateDb}`);
    } finally {
      await admin.end();
    }
    const template = createDatabase(withDatabase(adminUrl, templateDb), { max: 1 });
    try {
      await migrateDatabase(template.pool);
      // The job queue's own schema too, so each test app's queue starts without migrating.
      await installJobQueueSchema(template.pool);
    } finally {
      await template.close();
    }
    // Nobody may connect to the template any more: a stray session would make every
    // CREATE DATABASE … TEMPLATE fail with "source database is being accessed by other users".
    const admin2 = new pg.Client({ connectionString: adminUrl });
    admin2.on('error', () => {});
    await admin2.connect();
    try {
      await admin2.query(`alter database ${templateDb} with allow_connections false`);
    } finally {
      await admin2.end();
    }
  } catch (err) {
    await teardown().catch(() => {});
    if (logLines.length) console.error(logLines.join('\n'));
    throw err;
  }

  project.provide('pgAdminUrl', adminUrl);
  project.provide('templateDb', templateDb);
  return teardown;
}
