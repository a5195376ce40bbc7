import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { createDatabase, type Database } from '../db/client.js';
import { withDatabase } from './pg-url.js';

export interface TestDatabase {
  connectionString: string;
  db: Database;
  pool: pg.Pool;
  /** Closes the pool and drops the database. */
  drop(): Promise<void>;
}

/**
 * A fresh, migrated database of its own, cloned from the run's template. Call it once per test
 * file (in beforeAll) and drop it in afterAll.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const adminUrl = inject('pgAdminUrl');
  const template = inject('templateDb');
  const name = `test_${randomBytes(6).toString('hex')}`;

  await withAdmin(adminUrl, async (admin) => {
    for (let attempt = 1; ; attempt++) {
      try {
        await admin.query(`create database ${name} template ${template}`);
        return;
      } catch (err) {
        // 55006: the template is in use. Nothing may connect to it (allow_connections is off),
        // but a clone on another server connection can still hold it for an instant.
        if ((err as { code?: string }).code !== '55006' || attempt >= 20) throw err;
        await new Promise((resolve) => setTimeout(resolve, 25 * attempt));
      }
    }
  });

  const connectionString = withDatabase(adminUrl, name);
  const { db, pool, close } = createDatabase(connectionString, {
    max: 5,
    applicationName: 'store-test',
  });
  let dropping: Promise<void> | undefined;
  const drop = () => {
    dropping ??= (async () => {
      await close();
      await withAdmin(adminUrl, (admin) =>
        admin.query(`drop database if exists ${name} with (force)`),
      );
    })();
    return dropping;
  };
  return { connectionString, db, pool, drop };
}

async function withAdmin<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  client.on('error', () => {});
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end().catch(() => {});
  }
}
