import { fillPlaceholders, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Pool, QueryResultRow } from 'pg';
import type { DbOrTx } from '#server/db/client.js';

const dialect = new PgDialect();

/** Whether `db` is the database (with its pool), not a transaction. */
export const hasPool = (db: DbOrTx) => (db as { $client?: Pool }).$client !== undefined;

function poolOf(db: DbOrTx): Pool {
  // drizzle's database object holds its pool as $client; a transaction has none.
  const pool = (db as { $client?: Pool }).$client;
  if (!pool) throw new Error('a prepared statement needs the database, not a transaction');
  return pool;
}

/**
 * A statement rendered to SQL text once and run as a named prepared statement (decision 43):
 * no query building per call, and each connection parses and plans it once instead of on
 * every call. Its values are drizzle placeholders (`sql.placeholder('id')`), filled per call.
 * Runs on the pool, outside any transaction.
 */
export function prepared<Row>(name: string, statement: SQL) {
  const { sql: text, params } = dialect.sqlToQuery(statement);
  return (db: DbOrTx, values: Record<string, unknown>) =>
    poolOf(db).query<Row & QueryResultRow>({
      name,
      text,
      values: fillPlaceholders(params, values),
    });
}
