import { pipeline, type Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import QueryStream from 'pg-query-stream';
import { csvEncoder } from './csv.js';

/** Shown in pg_stat_activity while an export runs (operators, and the streaming test). */
export const EXPORT_APPLICATION_NAME = 'store-export';

/** Rows fetched from the cursor at a time: small enough to keep memory flat. */
const BATCH_ROWS = 500;

export interface CsvQuery {
  header: readonly string[];
  text: string;
  values: unknown[];
}

/**
 * Runs `query` on a connection of its own, through a server-side cursor, and returns the
 * CSV text as a stream. The cursor is read only as fast as the reply is written (pipeline
 * backpressure), so an export of 100,000 orders holds one batch in memory, not the result.
 *
 * One read-only repeatable-read transaction: every row is from one snapshot, so an order
 * paid while the file downloads cannot appear half in it. The pool's 15 s statement limit
 * is raised for this transaction only: a cursor read over a slow connection is one
 * statement for PostgreSQL until its last row. When the reply ends early (the browser
 * cancelled, an error) the connection is destroyed rather than returned, which ends the
 * query and the transaction on the server.
 */
export async function streamCsv(
  pool: pg.Pool,
  query: CsvQuery,
  log: FastifyBaseLogger,
  onDone: () => void,
): Promise<Readable> {
  let client: pg.PoolClient;
  try {
    client = await pool.connect();
  } catch (err) {
    onDone();
    throw err;
  }
  try {
    await client.query(
      `begin isolation level repeatable read read only;
       set local statement_timeout = '30min';
       set local idle_in_transaction_session_timeout = '5min';
       set local application_name = '${EXPORT_APPLICATION_NAME}'`,
    );
  } catch (err) {
    client.release(true);
    onDone();
    throw err;
  }
  const rows = client.query(
    new QueryStream(query.text, query.values, { batchSize: BATCH_ROWS, rowMode: 'array' }),
  );
  const csv = csvEncoder(query.header);
  pipeline(rows, csv, (err) => {
    if (err) {
      // A closed reply is the browser's choice; anything else is ours to look at.
      if ((err as NodeJS.ErrnoException).code !== 'ERR_STREAM_PREMATURE_CLOSE') {
        log.error({ err }, 'CSV export failed part-way');
      }
      client.release(true);
      onDone();
      return;
    }
    client.query('commit').then(
      () => {
        client.release();
        onDone();
      },
      (commitErr: unknown) => {
        client.release(true);
        onDone();
        log.error({ err: commitErr }, 'CSV export could not end its transaction');
      },
    );
  });
  // Wait for the first row (or the end of an empty result) before the reply's status goes
  // out: a query that fails at once (a timeout, the database gone) is then an error reply
  // in the envelope, not a 200 with a header and nothing else. The pipeline's callback
  // above has already released the connection when this throws.
  await new Promise<void>((resolve, reject) => {
    const settle = (err?: Error) => {
      rows.off('data', onRow).off('end', onRow).off('error', settle);
      if (err) reject(err);
      else resolve();
    };
    const onRow = () => settle();
    rows.once('data', onRow).once('end', onRow).once('error', settle);
  });
  return csv;
}
