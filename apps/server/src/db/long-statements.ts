import { sql } from 'drizzle-orm';
import type { Tx } from './client.js';

/**
 * How long a category's or sub-category's rename (or new image) may take: its triggers rewrite
 * the stored card, search document and facet row of every product it holds (decision 54),
 * ~7 s for 25,000 products on an idle 2-core machine and a few times that under load, where
 * the pool's 15 s limit (client.ts) would fail the admin's save.
 */
export const LABEL_REWRITE_TIMEOUT_MS = 120_000;

/** Raises the statement timeout of `tx`'s statements until it ends (SET LOCAL). */
export async function allowLongStatements(tx: Tx, timeoutMs: number): Promise<void> {
  await tx.execute(sql`select set_config('statement_timeout', ${`${timeoutMs}ms`}, true)`);
}
