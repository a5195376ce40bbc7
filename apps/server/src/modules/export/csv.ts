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

/**
 * Rows (arrays, as `rowMode: 'array'` gives them) in, CSV text out, the header first after
 * the byte-order mark. Object mode on the readable side only, so backpressure from the
 * reply reaches the database cursor through `pipeline`.
 */
export function csvEncoder(header: readonly string[]): Transform {
  let started = false;
  const start = () => {
    if (started) return '';
    started = true;
    return UTF8_BOM + csvRow(header);
  };
  return new Transform({
    writableObjectMode: true,
    // Batches of rows become one chunk of text: fewer, larger writes to the socket.
    writableHighWaterMark: 256,
    transform(row: Cell[], _encoding, done) {
      done(null, start() + csvRow(row));
    },
    flush(done) {
      // An empty export is still a file with its header.
      done(null, start());
    },
  });
}
