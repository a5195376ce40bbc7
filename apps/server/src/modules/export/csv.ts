import { Transform } from 'node:stream';

/**
 * A small RFC 4180 encoder: every field quoted (so commas, quotes and line breaks inside a
 * name stay in their cell), quotes doubled, CRLF between rows. Cells a spreadsheet would
 * run as a formula (= + - @, or a leading tab or CR: OWASP "CSV injection") get a leading
 * single quote, so a buyer named `=HYPERLINK(…)` is shown as text in Excel and Sheets.
 * A cell that is just a number (`-120.50`, as PostgreSQL sends numeric columns) is left as it
 * is: it cannot be a formula, and a refund's negative amount must stay a number.
 */
const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

export type Cell = string | number | boolean | null | undefined;

export function csvCell(value: Cell): string {
  if (value === null || value === undefined) return '""';
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  const text = FORMULA_START.test(value) && !PLAIN_NUMBER.test(value) ? `'${value}` : value;
  return `"${text.replaceAll('"', '""')}"`;
}

export function csvRow(cells: readonly Cell[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}

/** Excel reads a file as UTF-8 (₹, Hindi names) only when it starts with this mark. */
export const UTF8_BOM = '\uFEFF';

/** Rows are sent on in pieces of about this size, not one socket write per row. */
const CHUNK_CHARS = 32 * 1024;

/**
 * Rows (arrays, as `rowMode: 'array'` gives them) in, CSV text out, the header first after
 * the byte-order mark. Object mode on the writable side only, so backpressure from the
 * reply reaches the database cursor through `pipeline`. Rows are gathered into pieces of
 * ~32 KB: one write per row would cost a syscall (and a compression flush) each.
 */
export function csvEncoder(header: readonly string[]): Transform {
  let pending = UTF8_BOM + csvRow(header);
  return new Transform({
    writableObjectMode: true,
    writableHighWaterMark: 256,
    transform(row: Cell[], _encoding, done) {
      pending += csvRow(row);
      if (pending.length < CHUNK_CHARS) return done();
      const piece = pending;
      pending = '';
      done(null, piece);
    },
    flush(done) {
      // An empty export is still a file with its header.
      done(null, pending);
    },
  });
}
