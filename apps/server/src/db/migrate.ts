import { fileURLToPath } from 'node:url';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type pg from 'pg';

/**
 * The committed SQL migrations. Resolved relative to this module, so it works from src (vitest,
 * tsx) and from dist (scripts/copy-assets.mjs copies the folder next to the compiled file).
 */
export const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));

/** Session-level advisory lock key held while migrating: the ASCII bytes of "storemig". */
const MIGRATION_LOCK_KEY = '8319396948778772839';

const MIGRATIONS_TABLE = 'drizzle.__drizzle_migrations';

/**
 * Applies pending migrations. Safe when several instances start at once: they queue on one
 * advisory lock, and each sees the migrations the previous one recorded.
 */
export async function migrateDatabase(
  pool: pg.Pool,
  log: (msg: string) => void = () => {},
): Promise<void> {
  await withMigrationLock(pool, async (client) => {
    const before = await countApplied(client);
    await migrate(drizzle(client, { casing: 'snake_case' }), {
      migrationsFolder: MIGRATIONS_FOLDER,
    });
    const applied = (await countApplied(client)) - before;
    log(
      applied > 0
        ? `applied ${applied} database migration${applied === 1 ? '' : 's'}`
        : 'database schema is up to date',
    );
  });
}

/**
 * Runs `fn` on one connection holding the migration lock, so schema work of any kind (ours,
 * the job queue's) is done by one starting instance at a time while the others wait their turn.
 * Everything `fn` changes must go through `client`: another connection of the same pool would
 * not hold the lock.
 */
export async function withMigrationLock<T>(
  pool: pg.Pool,
  fn: (client: pg.PoolClient) => Promise<T>,
): Promise<T> {
  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    // The pool's statement_timeout would cut off both the wait for the lock and a long
    // migration (an index build on a big table).
    await client.query('set statement_timeout = 0');
    await client.query('select pg_advisory_lock($1::bigint)', [MIGRATION_LOCK_KEY]);
    let result: T;
    try {
      result = await fn(client);
    } finally {
      await client
        .query('select pg_advisory_unlock($1::bigint)', [MIGRATION_LOCK_KEY])
        .catch((err: Error) => {
          broken = err;
        });
    }
    await client.query('reset statement_timeout');
    return result;
  } catch (err) {
    broken ??= err as Error;
    throw err;
  } finally {
    // A client whose state is unknown is destroyed rather than pooled (its session, and with
    // it any advisory lock, ends with the connection).
    client.release(broken ?? false);
  }
}

async function countApplied(client: pg.PoolClient): Promise<number> {
  const exists = await client.query<{ t: string | null }>(
    `select to_regclass('${MIGRATIONS_TABLE}')::text as t`,
  );
  if (!exists.rows[0]?.t) return 0;
  const result = await client.query<{ n: number }>(
    `select count(*)::int as n from ${MIGRATIONS_TABLE}`,
  );
  return result.rows[0]?.n ?? 0;
}
