import type { Database, Tx } from '../db/client.js';
import { postgresError } from './postgres-errors.js';

/**
 * PostgreSQL's codes for a transaction that lost a race rather than failed: a deadlock (one
 * of two transactions waiting on each other's rows is ended) and a serialization failure.
 * Run again, it meets the other's committed work and goes through.
 */
const RETRYABLE = new Set(['40P01', '40001']);

/** Runs beyond the first before the error is the caller's (a 500 as any other). */
export const CONFLICT_RETRIES = 3;

/**
 * Runs `transaction` (a whole `db.transaction(…)`, nothing outside the database in it: it may
 * run again) and runs it again when PostgreSQL ended it for a deadlock or a serialization
 * failure. A category rename rewrites every product of the category, which another admin's
 * rename or product save may hold and wait on: without this, the one PostgreSQL picks lost
 * the admin's change with a 500. Each retry waits a few random milliseconds, so two losers do
 * not meet again at once.
 */
export async function retryConflicts<T>(transaction: () => Promise<T>): Promise<T> {
  for (let retry = 0; ; retry++) {
    try {
      return await transaction();
    } catch (err) {
      const code = postgresError(err)?.code;
      if (retry >= CONFLICT_RETRIES || code === undefined || !RETRYABLE.has(code)) throw err;
      await new Promise((resolve) => setTimeout(resolve, 5 + Math.random() * 20 * (retry + 1)));
    }
  }
}

/**
 * `db.transaction(work)`, run again on a deadlock or a serialization failure
 * (retryConflicts): for transactions that touch nothing outside the database.
 */
export function retriedTransaction<T>(db: Database, work: (tx: Tx) => Promise<T>): Promise<T> {
  return retryConflicts(() => db.transaction(work));
}
