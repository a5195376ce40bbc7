import { fillPlaceholders, type SQL, sql } from 'drizzle-orm';
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

/**
 * A constant piece of SQL (no values) rendered to its text once, so that a statement built
 * per request (the sorted and filtered reads, issue 16) copies it as one chunk instead of
 * walking its tree of templates on every call: the card projection alone is dozens of them.
 * The text is the same as the piece renders inline.
 */
export function renderedOnce(piece: SQL): SQL {
  const { sql: text, params } = dialect.sqlToQuery(piece);
  if (params.length > 0) throw new Error('renderedOnce takes SQL without values');
  return sql.raw(text);
}
